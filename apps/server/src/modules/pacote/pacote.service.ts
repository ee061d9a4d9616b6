import {
  type ChavePermissao,
  type ConfiguracaoPacote,
  MSG,
  type Pacote,
  type SessoesProfissional,
  type SituacaoPacote,
} from '@clinica/contracts';
import {
  abrePacote,
  consomeSessao,
  documentoCsv,
  formatarDataBr,
  formatarDataHoraLocal,
  horaLocalDe,
  instantesDoMes,
  pacoteParaConsumir,
  type StatusPacote,
  statusDoPacote,
  validadeDoPacote,
  veApenasAsPropriasComissoes,
} from '@clinica/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.gen';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { inserirNotificacaoParaEquipe } from '../notificacao/notificacao.repository';
import {
  buscarPacote,
  configuracaoDaConta,
  definirValidade,
  devolverSessao,
  gravarConfiguracao,
  inserirPacotes,
  itensDoOrcamento,
  numeroDaSessao,
  pacotesComSaldoTravados,
  pacotesDoPaciente,
  reivindicarPacotesAVencer,
  sessaoDoAgendamento,
  sessoesDosPacotes,
  sessoesParaExportar,
  sessoesPorProfissional,
  tomarSessao,
} from './pacote.repository';

type Conexao = Kysely<DB>;
const P = MSG.pacotes;
/** The bell tells of a package this many days before its last valid day. */
const DIAS_AVISO = 7;
const hojeDa = (deps: Deps, ator: Ator) => horaLocalDe(deps.agora(), ator.conta.fuso).data;

/**
 * A revenue was made from a budget (finance, in its transaction): every item of more than one
 * session opens a package for the patient, valid for the clinic's default months from the
 * clinic's date.
 */
export async function abrirPacotesDaReceita(
  trx: Conexao,
  a: { idConta: number; idTransacao: number; idOrcamento: number; idPaciente: number; hoje: string },
) {
  const itens = (await itensDoOrcamento(trx, a.idConta, a.idOrcamento)).filter((i) =>
    abrePacote(i.quantidade),
  );
  if (itens.length === 0) return;
  const { pacote_validade_meses: meses } = await configuracaoDaConta(trx, a.idConta);
  const validade = validadeDoPacote(a.hoje, meses);
  await inserirPacotes(
    trx,
    a.idConta,
    itens.map((i) => ({
      id_paciente: a.idPaciente,
      id_tratamento: i.id_tratamento,
      id_transacao: a.idTransacao,
      id_orcamento_item: i.id,
      sessoes: i.quantidade,
      validade,
    })),
  );
}

/**
 * An appointment was saved with this patient, treatment and status (agenda, in its transaction,
 * the appointment's row locked). It holds a session exactly when its status uses one: a session
 * held while it no longer should (status left 'Finalizada', or the patient or treatment changed)
 * is given back; one missing is taken from the open package that expires first. The session row
 * is UNIQUE per appointment and the packages are locked, so racing saves use one session at most.
 */
export async function aplicarSessaoDoAgendamento(
  trx: Conexao,
  a: {
    idConta: number;
    idAgenda: number;
    idPaciente: number;
    idTratamento: number;
    status: string;
    hoje: string;
  },
) {
  const { pacote_faltou_consome: faltouConsome } = await configuracaoDaConta(trx, a.idConta);
  const deve = consomeSessao(a.status, faltouConsome);
  const atual = await sessaoDoAgendamento(trx, a.idConta, a.idAgenda);
  const serve = atual && atual.id_paciente === a.idPaciente && atual.id_tratamento === a.idTratamento;
  if (atual && (!deve || !serve)) await devolverSessao(trx, a.idConta, atual);
  if (!deve || serve) return;
  const candidatos = await pacotesComSaldoTravados(trx, a.idConta, a.idPaciente, a.idTratamento, a.hoje);
  const escolhido = pacoteParaConsumir(candidatos, a.hoje);
  if (escolhido) await tomarSessao(trx, a.idConta, escolhido.id, a.idAgenda);
}

const ORDEM: Record<StatusPacote, number> = { aberto: 0, concluido: 1, expirado: 2 };

/** The patient's packages (open, then finished, then expired), each with its sessions. */
export async function listarPacotesDoPaciente(deps: Deps, ator: Ator, idPaciente: number): Promise<Pacote[]> {
  const existe = await deps.db
    .selectFrom('paciente')
    .select('id')
    .where('id_conta', '=', ator.idConta)
    .where('id', '=', idPaciente)
    .executeTakeFirst();
  if (!existe) throw naoEncontrado(P.pacienteNaoEncontrado);
  const hoje = hojeDa(deps, ator);
  const linhas = await pacotesDoPaciente(deps.db, ator.idConta, idPaciente);
  const sessoes = await sessoesDosPacotes(
    deps.db,
    ator.idConta,
    linhas.map((l) => l.id),
  );
  return linhas
    .map((l) => ({
      id: l.id,
      id_paciente: l.id_paciente,
      tratamento: { id: l.id_tratamento, nome: l.tratamento_nome },
      sessoes: l.sessoes,
      usadas: l.usadas,
      restantes: l.sessoes - l.usadas,
      validade: l.validade,
      status: statusDoPacote(l, hoje),
      id_orcamento: l.id_orcamento,
      sessoes_realizadas: sessoes
        .filter((s) => s.id_pacote === l.id)
        .map((s) => ({
          id_agenda: s.id_agenda,
          data_hora: formatarDataHoraLocal(s.inicio, ator.conta.fuso),
        })),
    }))
    .sort((a, b) => ORDEM[a.status] - ORDEM[b.status] || b.id - a.id);
}

async function pacoteDaClinica(deps: Deps, ator: Ator, id: number) {
  const p = await buscarPacote(deps.db, ator.idConta, id);
  if (!p) throw naoEncontrado(P.naoEncontrado);
  return p;
}

/** 'Editar validade': the only thing a person changes in a package. */
export async function editarValidade(deps: Deps, ator: Ator, id: number, validade: string): Promise<Pacote> {
  const p = await pacoteDaClinica(deps, ator, id);
  await definirValidade(deps.db, ator.idConta, id, validade);
  const todos = await listarPacotesDoPaciente(deps, ator, p.id_paciente);
  const atualizado = todos.find((x) => x.id === id);
  if (!atualizado) throw naoEncontrado(P.naoEncontrado);
  return atualizado;
}

/**
 * What the appointment form says: the session the appointment holds ('Sessão 3 de 10'), else the
 * one it would take if finished now, else that the treatment's packages are used up.
 */
export async function situacaoDoAgendamento(
  deps: Deps,
  ator: Ator,
  d: { id_paciente: number; id_tratamento: number; id_agenda?: number | undefined },
): Promise<SituacaoPacote> {
  if (d.id_agenda !== undefined) {
    const s = await sessaoDoAgendamentoLida(deps, ator.idConta, d.id_agenda);
    if (s && s.id_paciente === d.id_paciente && s.id_tratamento === d.id_tratamento) {
      const sessao = await numeroDaSessao(deps.db, ator.idConta, s.id_pacote, s.id);
      return { tipo: 'sessao', id_pacote: s.id_pacote, sessao, sessoes: s.sessoes };
    }
  }
  const hoje = hojeDa(deps, ator);
  const pacotes = await pacotesDoPaciente(deps.db, ator.idConta, d.id_paciente, d.id_tratamento);
  const escolhido = pacoteParaConsumir(pacotes, hoje);
  if (escolhido)
    return {
      tipo: 'sessao',
      id_pacote: escolhido.id,
      sessao: escolhido.usadas + 1,
      sessoes: escolhido.sessoes,
    };
  // Newest first: the last package used up is the one to speak of.
  const esgotado = pacotes.find((p) => statusDoPacote(p, hoje) === 'concluido');
  if (esgotado)
    return { tipo: 'esgotado', id_pacote: esgotado.id, usadas: esgotado.usadas, sessoes: esgotado.sessoes };
  return { tipo: 'nenhum' };
}

/** The held session read without a lock (a read, not a save). */
function sessaoDoAgendamentoLida(deps: Deps, idConta: number, idAgenda: number) {
  return deps.db
    .selectFrom('pacote_sessao as ps')
    .innerJoin('pacote as p', (j) =>
      j.onRef('p.id', '=', 'ps.id_pacote').onRef('p.id_conta', '=', 'ps.id_conta'),
    )
    .select(['ps.id', 'ps.id_pacote', 'p.id_paciente', 'p.id_tratamento', 'p.sessoes'])
    .where('ps.id_conta', '=', idConta)
    .where('ps.id_agenda', '=', idAgenda)
    .executeTakeFirst();
}

export async function lerConfiguracao(deps: Deps, ator: Ator): Promise<ConfiguracaoPacote> {
  const c = await configuracaoDaConta(deps.db, ator.idConta);
  return { validade_meses: c.pacote_validade_meses, faltou_consome: c.pacote_faltou_consome };
}

/**
 * The clinic's settings. They apply from now on: packages already open keep their validity, and
 * sessions already taken by a 'Faltou' stay taken until that appointment changes status.
 */
export async function salvarConfiguracao(deps: Deps, ator: Ator, c: ConfiguracaoPacote) {
  await gravarConfiguracao(deps.db, ator.idConta, {
    pacote_validade_meses: c.validade_meses,
    pacote_faltou_consome: c.faltou_consome,
  });
  return c;
}

/**
 * The worker's pass (beside the reminders): packages with a session left that expire within a
 * week are told to the staff who see budgets ('ORCAMENTOS_LISTAR' or ADM), once per validity.
 */
export async function avisarPacotesAVencer(deps: Deps) {
  return deps.db.transaction().execute(async (trx) => {
    const pacotes = await reivindicarPacotesAVencer(trx, deps.agora(), DIAS_AVISO);
    for (const p of pacotes) {
      await inserirNotificacaoParaEquipe(
        trx,
        {
          idConta: p.id_conta,
          tipo: 'pacote_a_vencer',
          idPaciente: p.id_paciente,
          idRecurso: p.id,
          titulo: p.validade,
          texto: `${P.aVencer(p.restantes)}: ${p.tratamento}, pacote #${p.id}, válido até ${formatarDataBr(p.validade)}`,
        },
        {
          chave: 'ORCAMENTOS_LISTAR' satisfies ChavePermissao,
          tiposComTodas: ['ADM'],
          tiposSoProprios: [],
          idProfissional: 0,
        },
      );
    }
    return pacotes.length;
  });
}

// --- Sessions performed per professional (the commissions' companion) ---------------------------

/** A PROFISSIONAL or MEDICO sees only their own row, as with commissions. */
function profissionalVisivel(ator: Ator, pedido: number | undefined): number | undefined {
  if (!veApenasAsPropriasComissoes(ator.tipo)) return pedido;
  if (pedido !== undefined && pedido !== ator.idUsuario)
    throw new DomainError('SEM_PERMISSAO', MSG.comissoes.somenteProprias);
  return ator.idUsuario;
}

export async function sessoesDoMes(deps: Deps, ator: Ator, mes: string): Promise<SessoesProfissional> {
  const f = { ...instantesDoMes(mes, ator.conta.fuso), idProfissional: profissionalVisivel(ator, undefined) };
  const linhas = await sessoesPorProfissional(deps.db, ator.idConta, f);
  const profissionais = linhas.map((l) => ({ id: l.id, nome: l.nome, sessoes: Number(l.sessoes) }));
  return { mes, profissionais, total: profissionais.reduce((s, p) => s + p.sessoes, 0) };
}

const CABECALHO_CSV_SESSOES = [
  'Data',
  'Hora',
  'Profissional',
  'Paciente',
  'Tratamento',
  'Pacote',
  'Sessões do pacote',
] as const;

/** The month's performed sessions as a CSV for Brazilian Excel, like the commissions'. */
export async function exportarSessoes(
  deps: Deps,
  ator: Ator,
  pedido: { mes: string; id_profissional?: number | undefined },
): Promise<{ nome: string; conteudo: string }> {
  const f = {
    ...instantesDoMes(pedido.mes, ator.conta.fuso),
    idProfissional: profissionalVisivel(ator, pedido.id_profissional),
  };
  const linhas = await sessoesParaExportar(deps.db, ator.idConta, f);
  const conteudo = documentoCsv(
    CABECALHO_CSV_SESSOES,
    linhas.map((l) => {
      const { data, hora } = horaLocalDe(l.inicio, ator.conta.fuso);
      return [
        formatarDataBr(data),
        hora,
        l.profissional,
        l.paciente,
        l.tratamento,
        `#${l.id_pacote}`,
        l.sessoes,
      ];
    }),
  );
  return { nome: `sessoes_${pedido.mes}.csv`, conteudo };
}
