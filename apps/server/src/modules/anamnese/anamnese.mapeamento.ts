import type { AnamnesePaciente } from '@clinica/contracts';
import { estaAssinado } from '@clinica/domain';
import type { PerguntaAnamneseJson, RespostaAnamneseJson } from '../../db/schema';
import { evidenciaPublica } from '../assinatura-digital/assinatura-digital.service';

type Linha = {
  id: number;
  id_paciente: number;
  id_modelo: number | null;
  nome_modelo: string;
  perguntas: PerguntaAnamneseJson[];
  respostas: RespostaAnamneseJson[] | null;
  codigo: string;
  assinado_em: Date | null;
  assinatura_ip: string | null;
  assinatura_user_agent: string | null;
  hash_conteudo: string | null;
  hash_assinatura: string | null;
  criado_em: Date;
};

/** Each answer with the question as the patient saw it (the snapshot, not today's model). */
export function respostasComPerguntas(l: Pick<Linha, 'perguntas' | 'respostas'>) {
  if (!l.respostas) return null;
  return l.perguntas.flatMap((p) => {
    const r = l.respostas!.find((x) => x.id_pergunta === p.id_pergunta);
    return r
      ? [
          {
            id: p.id_pergunta,
            pergunta: p.pergunta,
            tipo_pergunta: p.tipo_pergunta,
            resposta: r.resposta,
            resposta_auxiliar: r.resposta_auxiliar,
            texto_auxiliar: p.texto_auxiliar,
          },
        ]
      : [];
  });
}

export const evidenciaDe = (l: Linha) => evidenciaPublica(l);

export const paraApi = (l: Linha): AnamnesePaciente => ({
  id: l.id,
  id_paciente: l.id_paciente,
  codigo: l.codigo,
  modelo_anamnese: { id: l.id_modelo, nome: l.nome_modelo },
  status: estaAssinado(l) ? 'Assinada' : 'pendente',
  assinado_em: l.assinado_em?.toISOString() ?? null,
  criado_em: l.criado_em.toISOString(),
  respostas: respostasComPerguntas(l),
  evidencia: evidenciaDe(l),
});
