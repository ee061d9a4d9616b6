import {
  type ChavePermissao,
  MSG,
  type Notificacao,
  type notificacaoListaInputSchema,
} from '@clinica/contracts';
import { type AcaoDoPaciente, TIPOS_USUARIO, textoAcaoDoPaciente, veApenasOsProprios } from '@clinica/domain';
import type { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import {
  contarNotificacoes,
  inserirNotificacao,
  inserirNotificacaoParaEquipe,
  listarNotificacoes,
  marcarNotificacaoLida,
  marcarTodasLidas,
} from './notificacao.repository';

type Linha = Awaited<ReturnType<typeof listarNotificacoes>>['itens'][number];
const paraApi = (l: Linha): Notificacao => ({
  id: l.id,
  tipo: l.tipo as Notificacao['tipo'],
  id_paciente: l.id_paciente,
  paciente: { id: l.id_paciente, nome: l.paciente_nome },
  id_recurso: l.id_recurso,
  titulo: l.titulo,
  texto: l.texto,
  criado_em: l.criado_em.toISOString(),
  lida_em: l.lida_em?.toISOString() ?? null,
});

/**
 * Staff are told (issue 19): the patient signed a document; its creator learns it. Called with
 * the signature's transaction, so the notice exists exactly when the signature does.
 */
export function notificarDocumentoAssinado(
  trx: Db,
  d: {
    id: number;
    id_conta: number;
    id_paciente: number;
    id_criado_por: number | null;
    tipo: string;
    titulo: string;
  },
) {
  return inserirNotificacao(trx, {
    idConta: d.id_conta,
    idUsuario: d.id_criado_por,
    tipo: 'documento_assinado',
    idPaciente: d.id_paciente,
    idRecurso: d.id,
    titulo: d.titulo,
    texto: `assinou o ${d.tipo === 'CONTRATO' ? 'contrato' : 'termo'} "${d.titulo}"`,
  });
}

/** The same for an anamnesis: 'assinou a anamnese "Anamnese geral"'. */
export function notificarAnamneseAssinada(
  trx: Db,
  a: { id: number; id_conta: number; id_paciente: number; id_criado_por: number | null; nome_modelo: string },
) {
  return inserirNotificacao(trx, {
    idConta: a.id_conta,
    idUsuario: a.id_criado_por,
    tipo: 'anamnese_assinada',
    idPaciente: a.id_paciente,
    idRecurso: a.id,
    titulo: a.nome_modelo,
    texto: `assinou a anamnese "${a.nome_modelo}"`,
  });
}

/** Who may see a professional's appointment on the agenda (AGENDAMENTOS_LISTAR or ADM; a PROFISSIONAL only their own). */
const equipeDaAgenda = (idProfissional: number) => ({
  chave: 'AGENDAMENTOS_LISTAR' satisfies ChavePermissao,
  tiposComTodas: ['ADM' as const],
  tiposSoProprios: TIPOS_USUARIO.filter(veApenasOsProprios),
  idProfissional,
});

/**
 * Staff see a patient's own action at once (issue 34): everyone who may see the appointment on
 * the agenda (AGENDAMENTOS_LISTAR or ADM; a PROFISSIONAL only for their own) is told 'confirmou a
 * consulta de amanhã às 09:00'. Called inside the action's transaction: the notice exists exactly
 * when the change does. `dataHora` is the appointment's clinic wall clock, `hoje` the clinic day.
 */
export function notificarAcaoDoPaciente(
  trx: Db,
  a: {
    idConta: number;
    idAgenda: number;
    idPaciente: number;
    idProfissional: number;
    acao: AcaoDoPaciente;
    dataHora: string;
    hoje: string;
  },
) {
  return inserirNotificacaoParaEquipe(
    trx,
    {
      idConta: a.idConta,
      tipo: a.acao,
      idPaciente: a.idPaciente,
      idRecurso: a.idAgenda,
      titulo: a.dataHora,
      texto: textoAcaoDoPaciente(a.acao, a.dataHora, a.hoje),
    },
    equipeDaAgenda(a.idProfissional),
  );
}

/**
 * A pre-registered patient completed their record from their link (issue 34): the same staff as
 * their appointment's notices. When the CPF they gave was already on another record it was left
 * out, and only the staff are told: two records of one person to merge.
 */
export function notificarCadastroCompletado(
  trx: Db,
  c: { idConta: number; idPaciente: number; idProfissional: number; cpfEmOutraFicha: boolean },
) {
  return inserirNotificacaoParaEquipe(
    trx,
    {
      idConta: c.idConta,
      tipo: 'cadastro_completado',
      idPaciente: c.idPaciente,
      idRecurso: c.idPaciente,
      titulo: 'Cadastro',
      texto: c.cpfEmOutraFicha
        ? MSG.notificacoes.cadastroCpfEmOutraFicha
        : MSG.notificacoes.cadastroCompletado,
    },
    equipeDaAgenda(c.idProfissional),
  );
}

/** The caller's own notifications, newest first (the bell's panel; the record's 'novo' marker). */
export async function listarNotificacoesDoUsuario(
  deps: Deps,
  ator: Ator,
  f: z.output<typeof notificacaoListaInputSchema>,
) {
  const r = await listarNotificacoes(
    deps.db,
    ator.idConta,
    ator.idUsuario,
    { idPaciente: f.id_paciente, naoLidas: f.nao_lidas },
    { limit: f.limit, offset: (f.page - 1) * f.limit },
  );
  return { itens: r.itens.map(paraApi), total: r.total };
}

/** The bell's badge: how many of the caller's notifications are unread. */
export async function contarNaoLidas(deps: Deps, ator: Ator) {
  return { total: await contarNotificacoes(deps.db, ator.idConta, ator.idUsuario, { naoLidas: true }) };
}

/** Someone else's notification (or another clinic's) is a 404, exactly like a missing one. */
export async function marcarLida(deps: Deps, ator: Ator, id: number) {
  if (!(await marcarNotificacaoLida(deps.db, ator.idConta, ator.idUsuario, id, deps.agora()))) {
    throw naoEncontrado(MSG.notificacoes.naoEncontrada);
  }
  return { ok: true as const };
}

export async function marcarTodasComoLidas(deps: Deps, ator: Ator, idPaciente: number | undefined) {
  return {
    atualizadas: await marcarTodasLidas(deps.db, ator.idConta, ator.idUsuario, idPaciente, deps.agora()),
  };
}
