import {
  type DadosOrcamento,
  MSG,
  type OpcaoPaciente,
  type OpcaoProfissional,
  type OpcaoTratamentoOrcamento,
  type Orcamento,
  type OrcamentoDetalhe,
  type Pagina,
} from '@clinica/contracts';
import {
  horaLocalDe,
  recusaCancelamento,
  recusaExclusao,
  type SituacaoOrcamento,
  statusEfetivo,
  TIPOS_QUE_ATENDEM,
  totalDoOrcamento,
  valorDoItem,
} from '@clinica/domain';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { opcoesPacientes } from '../paciente/paciente.repository';
import { opcoesTratamentos } from '../tratamento/tratamento.repository';
import { opcoesProfissionais } from '../usuario/usuario.repository';
import {
  buscarOrcamento,
  definirStatus,
  excluirOrcamento,
  inserirOrcamento,
  itensDe,
  type LinhaOrcamento,
  listarPagina,
  pacienteExiste,
  profissionaisValidos,
  tratamentosParaOrcar,
  travarOrcamento,
} from './orcamento.repository';

const M = MSG.orcamentos;
/** Pickers answer at most this many rows (DECISIONS.md 21). */
const LIMITE_OPCOES = 20;

/** The clinic's date now: VENCIDO is read against it (DECISIONS.md 7). */
const hojeDa = (deps: Deps, ator: Ator) => horaLocalDe(deps.agora(), ator.conta.fuso).data;

const situacao = (r: { status: LinhaOrcamento['status']; vencimento: string; vinculado: boolean }) =>
  ({ status: r.status, vencimento: r.vencimento, vinculado: r.vinculado }) satisfies SituacaoOrcamento;

function paraApi(r: LinhaOrcamento, hoje: string): Orcamento {
  return {
    id: r.id,
    id_paciente: r.id_paciente,
    paciente: {
      id: r.id_paciente,
      nome: r.paciente_nome,
      email: r.paciente_email,
      celular: r.paciente_celular,
    },
    valor_total: r.valor_total,
    vencimento: r.vencimento,
    status: statusEfetivo(situacao({ ...r, vinculado: r.id_transacao !== null }), hoje),
    transacao: r.id_transacao === null ? null : { id: r.id_transacao },
    criado_em: r.criado_em.toISOString(),
  };
}

/** Budgets with their items: the page's rows and one query for all their items. */
async function comItens(deps: Deps, ator: Ator, linhas: LinhaOrcamento[]): Promise<OrcamentoDetalhe[]> {
  const hoje = hojeDa(deps, ator);
  const itens = await itensDe(
    deps.db,
    ator.idConta,
    linhas.map((l) => l.id),
  );
  const porOrcamento = new Map<number, typeof itens>();
  for (const i of itens) {
    const lista = porOrcamento.get(i.id_orcamento);
    if (lista) lista.push(i);
    else porOrcamento.set(i.id_orcamento, [i]);
  }
  return linhas.map((l) => ({
    ...paraApi(l, hoje),
    tratamentos: (porOrcamento.get(l.id) ?? []).map((i) => ({
      id: i.id,
      id_tratamento: i.id_tratamento,
      nome: i.nome,
      descricao: i.descricao,
      valor_venda: i.valor_venda,
      quantidade: i.quantidade,
      valor_pacote: i.valor_pacote,
      // Stored rows passed the same rule when written: the fallback is never taken.
      valor_item: valorDoItem(i) ?? i.valor_venda * i.quantidade,
      id_profissional: i.id_profissional,
      profissional: { id: i.id_profissional, nome: i.profissional_nome },
    })),
  }));
}

type PedidoOrcamentos = PaginaPedida & { id_paciente?: number | undefined };

/** One page: the clinic's budgets, or one patient's (another clinic's patient is not found). */
async function pagina(deps: Deps, ator: Ator, p: PedidoOrcamentos) {
  if (p.id_paciente !== undefined && !(await pacienteExiste(deps.db, ator.idConta, p.id_paciente)))
    throw naoEncontrado(M.pacienteNaoEncontrado);
  return listarPagina(deps.db, ator.idConta, p, { hoje: hojeDa(deps, ator), idPaciente: p.id_paciente });
}

export async function listarOrcamentos(
  deps: Deps,
  ator: Ator,
  p: PedidoOrcamentos,
): Promise<Pagina<Orcamento>> {
  const hoje = hojeDa(deps, ator);
  const r = await pagina(deps, ator, p);
  return { itens: r.itens.map((l) => paraApi(l, hoje)), total: r.total };
}

/** The REST list: the spec's answer carries each budget's treatments. */
export async function listarOrcamentosComItens(
  deps: Deps,
  ator: Ator,
  p: PedidoOrcamentos,
): Promise<Pagina<OrcamentoDetalhe>> {
  const r = await pagina(deps, ator, p);
  return { itens: await comItens(deps, ator, r.itens), total: r.total };
}

export async function obterOrcamento(deps: Deps, ator: Ator, id: number): Promise<OrcamentoDetalhe> {
  const r = await buscarOrcamento(deps.db, ator.idConta, id);
  if (!r) throw naoEncontrado(M.naoEncontrado);
  const [detalhe] = await comItens(deps, ator, [r]);
  if (!detalhe) throw naoEncontrado(M.naoEncontrado);
  return detalhe;
}

/**
 * A new budget, ATIVO. A patient, treatment or professional that isn't the clinic's is not
 * found (404, as another clinic's data always is). Each row's price is the treatment's sale price now, kept on the item;
 * the total is the sum of what each row charges (its package price, or price × sessions). The patient, every treatment (active) and every professional
 * (active, of a type that attends) must be the clinic's.
 */
export async function criarOrcamento(deps: Deps, ator: Ator, d: DadosOrcamento): Promise<OrcamentoDetalhe> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const idsTratamento = [...new Set(d.tratamentos.map((t) => t.id_tratamento))];
    const idsProfissional = [...new Set(d.tratamentos.map((t) => t.id_profissional))];
    const [paciente, tratamentos, profissionais] = await Promise.all([
      pacienteExiste(trx, ator.idConta, d.id_paciente),
      tratamentosParaOrcar(trx, ator.idConta, idsTratamento),
      profissionaisValidos(trx, ator.idConta, idsProfissional, TIPOS_QUE_ATENDEM),
    ]);
    if (!paciente) throw naoEncontrado(M.pacienteNaoEncontrado);
    const porId = new Map(tratamentos.map((t) => [t.id, t]));
    const itens = d.tratamentos.map((linha) => {
      const t = porId.get(linha.id_tratamento);
      if (!t) throw naoEncontrado(M.tratamentoNaoEncontrado);
      if (!t.status) throw new DomainError('ENTRADA_INVALIDA', M.tratamentoInativo(t.nome));
      if (!profissionais.has(linha.id_profissional)) throw naoEncontrado(M.profissionalNaoEncontrado);
      return {
        id_tratamento: t.id,
        id_profissional: linha.id_profissional,
        nome: t.nome,
        valor_venda: t.preco_venda,
        quantidade: linha.quantidade,
        valor_pacote: linha.valor_pacote,
      };
    });
    // Each row charges its package price or price × sessions (issue 36); an out-of-range row fails the total.
    const valores = itens.map((i) => ({ valor_venda: valorDoItem(i) ?? -1 }));
    const total = totalDoOrcamento(valores);
    if (total === null) throw new DomainError('ENTRADA_INVALIDA', M.totalExcedido);
    return inserirOrcamento(trx, ator.idConta, {
      id_paciente: d.id_paciente,
      vencimento: d.vencimento,
      valor_total: total,
      itens,
    });
  });
  return obterOrcamento(deps, ator, id);
}

const RECUSA_EXCLUIR = { vinculado: M.vinculadoExcluir, jaEncerrado: M.jaEncerrado } as const;
const RECUSA_CANCELAR = { vinculado: M.vinculadoCancelar, jaEncerrado: M.jaEncerrado } as const;

/** 'Cancelar orçamento': CANCELADO, kept in the history; refused once a revenue holds it. */
export async function cancelarOrcamento(deps: Deps, ator: Ator, id: number): Promise<OrcamentoDetalhe> {
  await deps.db.transaction().execute(async (trx) => {
    const o = await travarOrcamento(trx, ator.idConta, id);
    if (!o) throw naoEncontrado(M.naoEncontrado);
    const recusa = recusaCancelamento(situacao({ ...o, vinculado: Boolean(o.vinculado) }));
    if (recusa) throw new DomainError('CONFLITO', RECUSA_CANCELAR[recusa]);
    await definirStatus(trx, ator.idConta, id, 'CANCELADO');
  });
  return obterOrcamento(deps, ator, id);
}

/** Deleting erases the budget and its items; refused once a revenue holds it. */
export async function excluirOrcamentoDaClinica(deps: Deps, ator: Ator, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const o = await travarOrcamento(trx, ator.idConta, id);
    if (!o) throw naoEncontrado(M.naoEncontrado);
    const recusa = recusaExclusao(situacao({ ...o, vinculado: Boolean(o.vinculado) }));
    if (recusa) throw new DomainError('CONFLITO', RECUSA_EXCLUIR[recusa]);
    await excluirOrcamento(trx, ator.idConta, id);
  });
}

// --- Pickers (DECISIONS.md 21): guarded by the budget's own permission -------------------------

export function opcoesPacienteOrcamento(deps: Deps, ator: Ator, q: string): Promise<OpcaoPaciente[]> {
  return opcoesPacientes(deps.db, ator.idConta, q, LIMITE_OPCOES);
}

export function opcoesProfissionalOrcamento(deps: Deps, ator: Ator, q: string): Promise<OpcaoProfissional[]> {
  return opcoesProfissionais(deps.db, ator.idConta, q, TIPOS_QUE_ATENDEM, LIMITE_OPCOES);
}

export function opcoesTratamentoOrcamento(
  deps: Deps,
  ator: Ator,
  q: string,
): Promise<OpcaoTratamentoOrcamento[]> {
  return opcoesTratamentos(deps.db, ator.idConta, q, LIMITE_OPCOES);
}
