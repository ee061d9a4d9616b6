import {
  type Agendamento,
  type AgendamentoDetalhe,
  type DadosAgendamento,
  MSG,
  type OpcaoPaciente,
  type OpcaoProfissional,
  type OpcaoTratamento,
  type Pagina,
} from '@clinica/contracts';
import {
  formatarDataHoraLocal,
  horaLocalDe,
  instanteDeHoraLocal,
  lerDataHoraLocal,
  numerosDe,
  TIPOS_QUE_ATENDEM,
  veApenasOsProprios,
} from '@clinica/domain';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { ehViolacaoExclusao } from '../../platform/erros-pg';
import { lembreteDoAgendamento } from '../lembrete/lembrete.repository';
import { planejarLembrete, planejarRetorno } from '../lembrete/lembrete.service';
import { opcoesPacientes } from '../paciente/paciente.repository';
import { aplicarSessaoDoAgendamento } from '../pacote/pacote.service';
import { opcoesTratamentos } from '../tratamento/tratamento.repository';
import { opcoesProfissionais } from '../usuario/usuario.repository';
import {
  atualizarAgendamento,
  buscarAgendamento,
  buscarConflitante,
  conferirReferencias,
  type GravacaoAgendamento,
  inserirAgendamento,
  type LinhaAgendamento,
  listarDoPaciente,
  listarIntervalo,
  listarPagina,
  travarAgendamento,
} from './agenda.repository';

const M = MSG.agenda;
/** Pickers answer at most this many rows (DECISIONS.md 21). */
const LIMITE_OPCOES = 20;
/** A calendar window never carries more than this (a month of a large clinic fits). */
const LIMITE_INTERVALO = 5000;

/** The answer both APIs give: names nested as the spec has them, the time on the clinic's clock. */
function paraApi(r: LinhaAgendamento, fuso: string): Agendamento {
  return {
    id: r.id,
    paciente: { id: r.id_paciente, nome: r.paciente_nome, email: r.paciente_email },
    profissional: { id: r.id_profissional, nome: r.profissional_nome },
    tratamento: { id: r.id_tratamento, nome: r.tratamento_nome },
    id_paciente: r.id_paciente,
    id_profissional: r.id_profissional,
    id_tratamento: r.id_tratamento,
    data_hora: formatarDataHoraLocal(r.inicio, fuso),
    inicio: r.inicio.toISOString(),
    duracao: r.duracao,
    status: r.status,
    observacao: r.observacao,
    notificacoes: r.notificacoes,
    criado_em: r.criado_em.toISOString(),
  };
}

/**
 * Whose appointments the caller may see: a PROFISSIONAL only their own, whatever they ask for
 * (asking for someone else's is refused); anyone else what they asked for (undefined = all).
 */
function profissionalVisivel(ator: Ator, pedido: number | undefined): number | undefined {
  if (!veApenasOsProprios(ator.tipo)) return pedido;
  if (pedido !== undefined && pedido !== ator.idUsuario)
    throw new DomainError('SEM_PERMISSAO', M.somenteProprios);
  return ator.idUsuario;
}

/** [início do primeiro dia, início do dia seguinte ao último) no relógio da clínica. */
function janela(ator: Ator, inicio: string, fim: string) {
  const de = instanteDeHoraLocal(inicio, '00:00', ator.conta.fuso);
  const [a, m, d] = numerosDe(fim, '-');
  const seguinte = new Date(Date.UTC(a, m - 1, d + 1)).toISOString().slice(0, 10);
  const ate = instanteDeHoraLocal(seguinte, '00:00', ator.conta.fuso);
  if (!de || !ate || ate <= de) throw new DomainError('ENTRADA_INVALIDA', M.periodoInvalido);
  return { de, ate };
}

export async function listarIntervaloAgenda(
  deps: Deps,
  ator: Ator,
  f: { inicio: string; fim: string; id_profissional?: number | undefined; q?: string | undefined },
): Promise<Agendamento[]> {
  const idProfissional = profissionalVisivel(ator, f.id_profissional);
  const linhas = await listarIntervalo(
    deps.db,
    ator.idConta,
    { ...janela(ator, f.inicio, f.fim), idProfissional, q: f.q },
    LIMITE_INTERVALO,
  );
  return linhas.map((r) => paraApi(r, ator.conta.fuso));
}

export async function listarAgenda(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida & { id_profissional?: number | undefined },
): Promise<Pagina<Agendamento>> {
  const r = await listarPagina(deps.db, ator.idConta, p, profissionalVisivel(ator, p.id_profissional));
  return { itens: r.itens.map((i) => paraApi(i, ator.conta.fuso)), total: r.total };
}

export async function listarAgendaDoPaciente(
  deps: Deps,
  ator: Ator,
  idPaciente: number,
  p: PaginaPedida,
): Promise<Pagina<Agendamento>> {
  const existe = await conferirReferencias(
    deps.db,
    ator.idConta,
    { idPaciente, idProfissional: 0, idTratamento: 0 },
    TIPOS_QUE_ATENDEM,
  );
  if (!existe.paciente) throw naoEncontrado(M.pacienteNaoEncontrado);
  const r = await listarDoPaciente(
    deps.db,
    ator.idConta,
    idPaciente,
    p,
    profissionalVisivel(ator, undefined),
  );
  return { itens: r.itens.map((i) => paraApi(i, ator.conta.fuso)), total: r.total };
}

/** One appointment with its reminder and delivery log; another professional's is not found. */
export async function obterAgendamento(deps: Deps, ator: Ator, id: number): Promise<AgendamentoDetalhe> {
  const r = await buscarAgendamento(deps.db, ator.idConta, id);
  const proprio = profissionalVisivel(ator, undefined);
  if (!r || (proprio !== undefined && r.id_profissional !== proprio)) throw naoEncontrado(M.naoEncontrado);
  const l = await lembreteDoAgendamento(deps.db, ator.idConta, id);
  return {
    ...paraApi(r, ator.conta.fuso),
    lembrete: l && {
      status: l.status,
      enviar_em: l.enviar_em.toISOString(),
      enviado_em: l.enviado_em?.toISOString() ?? null,
      tentativas: l.tentativas,
      entregas: l.entregas.map((e) => ({ ...e, criado_em: e.criado_em.toISOString() })),
    },
  };
}

/** Resolves the wall-clock payload and checks its references belong to this clinic. */
async function paraGravacao(deps: Deps, ator: Ator, d: DadosAgendamento): Promise<GravacaoAgendamento> {
  profissionalVisivel(ator, d.id_profissional);
  const inicio = lerDataHoraLocal(d.data_hora, ator.conta.fuso);
  if (!inicio) throw new DomainError('ENTRADA_INVALIDA', M.dataInvalida);
  const ok = await conferirReferencias(
    deps.db,
    ator.idConta,
    { idPaciente: d.id_paciente, idProfissional: d.id_profissional, idTratamento: d.id_tratamento },
    TIPOS_QUE_ATENDEM,
  );
  if (!ok.paciente) throw naoEncontrado(M.pacienteNaoEncontrado);
  if (!ok.profissional) throw naoEncontrado(M.profissionalNaoEncontrado);
  if (!ok.tratamento) throw naoEncontrado(M.tratamentoNaoEncontrado);
  return {
    id_paciente: d.id_paciente,
    id_profissional: d.id_profissional,
    id_tratamento: d.id_tratamento,
    inicio,
    duracao: d.duracao,
    status: d.status,
    observacao: d.observacao,
    notificacoes: d.notificacoes,
  };
}

/** The exclusion constraint refused the slot: 409 naming the appointment that holds it. */
async function conflito(deps: Deps, ator: Ator, g: GravacaoAgendamento, excetoId: number | null) {
  const outro = await buscarConflitante(deps.db, {
    idConta: ator.idConta,
    idProfissional: g.id_profissional,
    inicio: g.inicio,
    duracao: g.duracao,
    excetoId,
  });
  return new DomainError(
    'CONFLITO',
    outro ? M.conflito(outro.nome, horaLocalDe(outro.inicio, ator.conta.fuso).hora) : M.conflitoGenerico,
  );
}

/** What the package rule reads of a saved appointment (issue 36), on the clinic's date. */
const sessaoDe = (deps: Deps, ator: Ator, idAgenda: number, g: GravacaoAgendamento) => ({
  idConta: ator.idConta,
  idAgenda,
  idPaciente: g.id_paciente,
  idTratamento: g.id_tratamento,
  status: g.status,
  hoje: horaLocalDe(deps.agora(), ator.conta.fuso).data,
});

/** What the return rule reads of a saved appointment (issue 35). */
const retornoDe = (
  deps: Deps,
  ator: Ator,
  idAgenda: number,
  g: GravacaoAgendamento,
  statusAnterior: GravacaoAgendamento['status'] | null,
) => ({
  idConta: ator.idConta,
  idAgenda,
  idTratamento: g.id_tratamento,
  status: g.status,
  statusAnterior,
  agora: deps.agora(),
  fuso: ator.conta.fuso,
  hora: ator.conta.lembreteHora,
});

export async function criarAgendamento(
  deps: Deps,
  ator: Ator,
  d: DadosAgendamento,
): Promise<AgendamentoDetalhe> {
  const g = await paraGravacao(deps, ator, d);
  let id: number;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      const novo = await inserirAgendamento(trx, ator.idConta, g);
      await aplicarSessaoDoAgendamento(trx, sessaoDe(deps, ator, novo, g));
      await planejarLembrete(trx, {
        idConta: ator.idConta,
        idAgenda: novo,
        inicio: g.inicio,
        inicioAnterior: null,
        status: g.status,
        notificacoes: g.notificacoes,
        agora: deps.agora(),
        fuso: ator.conta.fuso,
        hora: ator.conta.lembreteHora,
      });
      await planejarRetorno(trx, retornoDe(deps, ator, novo, g, null));
      return novo;
    });
  } catch (e) {
    if (ehViolacaoExclusao(e)) throw await conflito(deps, ator, g, null);
    throw e;
  }
  return obterAgendamento(deps, ator, id);
}

/**
 * Saves every field (the form, and the calendar's drag and resize with the same status). The
 * reminder follows: rescheduled when the time moves, cancelled when no longer wanted; and the
 * package session (issue 36): taken when it ends 'Finalizada', given back when it leaves it.
 */
export async function atualizarAgendamentoDaClinica(
  deps: Deps,
  ator: Ator,
  id: number,
  d: DadosAgendamento,
): Promise<AgendamentoDetalhe> {
  const g = await paraGravacao(deps, ator, d);
  const proprio = profissionalVisivel(ator, undefined);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const atual = await travarAgendamento(trx, ator.idConta, id);
      if (!atual || (proprio !== undefined && atual.id_profissional !== proprio)) {
        throw naoEncontrado(M.naoEncontrado);
      }
      await atualizarAgendamento(trx, ator.idConta, id, g);
      await aplicarSessaoDoAgendamento(trx, sessaoDe(deps, ator, id, g));
      await planejarLembrete(trx, {
        idConta: ator.idConta,
        idAgenda: id,
        inicio: g.inicio,
        inicioAnterior: atual.inicio,
        status: g.status,
        notificacoes: g.notificacoes,
        agora: deps.agora(),
        fuso: ator.conta.fuso,
        hora: ator.conta.lembreteHora,
      });
      await planejarRetorno(trx, retornoDe(deps, ator, id, g, atual.status));
    });
  } catch (e) {
    if (ehViolacaoExclusao(e)) throw await conflito(deps, ator, g, id);
    throw e;
  }
  return obterAgendamento(deps, ator, id);
}

// --- Pickers (DECISIONS.md 21): id and name, guarded by the agenda's own permission -------------

export async function opcoesPacienteAgenda(deps: Deps, ator: Ator, q: string): Promise<OpcaoPaciente[]> {
  return opcoesPacientes(deps.db, ator.idConta, q, LIMITE_OPCOES);
}

export async function opcoesProfissionalAgenda(
  deps: Deps,
  ator: Ator,
  q: string,
): Promise<OpcaoProfissional[]> {
  // A PROFISSIONAL books only for themself: the picker offers just them.
  if (veApenasOsProprios(ator.tipo)) return [{ id: ator.idUsuario, nome: ator.nome }];
  return opcoesProfissionais(deps.db, ator.idConta, q, TIPOS_QUE_ATENDEM, LIMITE_OPCOES);
}

export async function opcoesTratamentoAgenda(deps: Deps, ator: Ator, q: string): Promise<OpcaoTratamento[]> {
  return opcoesTratamentos(deps.db, ator.idConta, q, LIMITE_OPCOES);
}
