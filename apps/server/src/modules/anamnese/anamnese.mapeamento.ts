import type { AnamnesePaciente, AnamnesePacienteRest, AnamnesePublica } from '@clinica/contracts';
import { estaAssinado, type PerguntaSnapshot, type RespostaValida } from '@clinica/domain';
import type { Deps } from '../../platform/deps';
import { evidenciaPublica } from '../assinatura-digital/assinatura-digital.service';
import type { LinhaPublica, LinhaRegistro } from '../assinatura-digital/registro-assinavel.repository';
import { urlAssinaturaDoRegistro } from '../assinatura-digital/registro-assinavel.service';
import { contaDosAliases, contaParaDocumento } from '../documento/conta-documento';

/** The spec's REST base path of patients' anamneses (the signature image's route hangs from it). */
export const CAMINHO_ANAMNESE = { caminhoRest: '/api/pacientes-anamnese' } as const;

type Linha = LinhaRegistro<'anamnese'>;

/** Each answer with the question as the patient saw it (the snapshot, not today's model). */
export function respostasComPerguntas(l: {
  perguntas: PerguntaSnapshot[];
  respostas: RespostaValida[] | null;
}) {
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
const questoesDoModeloAnamnese = (perguntas: PerguntaSnapshot[]) =>
  perguntas.map((p) => ({
    id_questao_anamnese: p.id_pergunta,
    questao: {
      id: p.id_pergunta,
      pergunta: p.pergunta,
      tipo_pergunta: p.tipo_pergunta,
      texto_auxiliar: p.texto_auxiliar,
    },
  }));

export const paraApi = (l: Linha): AnamnesePaciente => ({
  id: l.id,
  id_paciente: l.id_paciente,
  codigo: l.codigo,
  modelo_anamnese: { id: l.id_modelo, nome: l.nome_modelo },
  status: estaAssinado(l) ? 'Assinada' : 'pendente',
  assinado_em: l.assinado_em?.toISOString() ?? null,
  criado_em: l.criado_em.toISOString(),
  respostas: respostasComPerguntas(l),
  evidencia: evidenciaPublica(l),
  arquivado_em: l.arquivado_em?.toISOString() ?? null,
  importado: l.importado_de !== null,
});

/** REST's shape (spec 02 §3 patient anamnesis): ours plus id_conta, atualizado_em, questions, assinatura. */
export const paraRest = (deps: Deps, l: Linha): AnamnesePacienteRest => {
  const a = paraApi(l);
  return {
    ...a,
    id_conta: l.id_conta,
    atualizado_em: l.atualizado_em.toISOString(),
    modelo_anamnese: { ...a.modelo_anamnese, questoes: questoesDoModeloAnamnese(l.perguntas) },
    assinatura: urlAssinaturaDoRegistro(deps, CAMINHO_ANAMNESE, l),
  };
};

/** Everything about the anamnesis: the staff print view (issue 19 keeps it there). */
export function anamneseCompleta(deps: Deps, a: LinhaPublica<'anamnese'>): AnamnesePublica {
  return {
    id: a.id,
    id_conta: a.id_conta,
    id_paciente: a.id_paciente,
    atualizado_em: a.atualizado_em.toISOString(),
    codigo: a.codigo,
    modelo_anamnese: {
      id: a.id_modelo,
      nome: a.nome_modelo,
      questoes: questoesDoModeloAnamnese(a.perguntas),
    },
    perguntas: a.perguntas,
    criado_em: a.criado_em.toISOString(),
    conta: contaParaDocumento(deps, contaDosAliases(a)),
    assinado: a.assinado_em !== null,
    respostas: respostasComPerguntas(a),
    // A record signed in the old system whose image did not come has none to show (issue 39).
    assinatura: a.id_arquivo_assinatura === null ? null : urlAssinaturaDoRegistro(deps, CAMINHO_ANAMNESE, a),
    evidencia: evidenciaPublica(a),
  };
}
