import type { AnamnesePaciente, AnamnesePacienteRest } from '@clinica/contracts';
import { estaAssinado, type PerguntaSnapshot, type RespostaValida } from '@clinica/domain';
import type { Deps } from '../../platform/deps';
import { evidenciaPublica, urlImagemAssinatura } from '../assinatura-digital/assinatura-digital.service';

type Linha = {
  id: number;
  id_paciente: number;
  id_modelo: number | null;
  nome_modelo: string;
  perguntas: PerguntaSnapshot[];
  respostas: RespostaValida[] | null;
  codigo: string;
  assinado_em: Date | null;
  assinatura_ip: string | null;
  assinatura_user_agent: string | null;
  hash_conteudo: string | null;
  hash_assinatura: string | null;
  criado_em: Date;
  arquivado_em?: Date | null;
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

/** The frozen questions as the spec nests them: `{ id_questao_anamnese, questao: {…} }`. */
export const questoesDoModeloAnamnese = (perguntas: PerguntaSnapshot[]) =>
  perguntas.map((p) => ({
    id_questao_anamnese: p.id_pergunta,
    questao: {
      id: p.id_pergunta,
      pergunta: p.pergunta,
      tipo_pergunta: p.tipo_pergunta,
      texto_auxiliar: p.texto_auxiliar,
    },
  }));

/** The image route of a signed anamnesis' signature (answers carry it signed). */
export const caminhoAssinaturaAnamnese = (codigo: string) =>
  `/api/pacientes-anamnese/c/${encodeURIComponent(codigo)}/assinatura`;

/** The signature image's signed URL; null while unsigned (present means signed). */
export const urlAssinaturaAnamnese = (
  deps: Deps,
  l: { codigo: string; id_conta: number; assinado_em: Date | null },
) => (l.assinado_em ? urlImagemAssinatura(deps, caminhoAssinaturaAnamnese(l.codigo), l.id_conta) : null);

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
  arquivado_em: l.arquivado_em?.toISOString() ?? null,
});

/** REST's shape (spec 02 §3 patient anamnesis): ours plus id_conta, atualizado_em, questions, assinatura. */
export const paraRest = (
  deps: Deps,
  l: Linha & { id_conta: number; atualizado_em: Date },
): AnamnesePacienteRest => {
  const a = paraApi(l);
  return {
    ...a,
    id_conta: l.id_conta,
    atualizado_em: l.atualizado_em.toISOString(),
    modelo_anamnese: { ...a.modelo_anamnese, questoes: questoesDoModeloAnamnese(l.perguntas) },
    assinatura: urlAssinaturaAnamnese(deps, l),
  };
};
