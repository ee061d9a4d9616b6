import {
  type DadosPagamento,
  type DadosTransacao,
  MSG,
  type Pagina,
  type TotaisTransacoes,
  type Transacao,
  type TransacaoDetalhe,
} from '@clinica/contracts';
import {
  aceitaReceita,
  comissoesDoPagamento,
  errosDosPagamentos,
  horaLocalDe,
  pendente,
  taxaEmCentesimos,
  temPermissao,
} from '@clinica/domain';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { itensDe, travarOrcamento } from '../orcamento/orcamento.repository';
import { abrirPacotesDaReceita } from '../pacote/pacote.service';
import {
  buscarTransacao,
  existeNaClinica,
  type FiltroTransacoes,
  inserirComissoes,
  inserirPagamentos,
  inserirTransacao,
  itensComissionaveis,
  type LinhaTransacao,
  listarPagina,
  pagamentosDasTransacoes,
  pagamentosDe,
  somarFiltradas,
  somarPago,
  tiposPagamento,
  travarTransacao,
} from './transacao.repository';

const M = MSG.transacoes;
const hojeDa = (deps: Deps, ator: Ator) => horaLocalDe(deps.agora(), ator.conta.fuso).data;
const ref = (id: number | null, nome: string | null) => (id === null ? null : { id, nome: nome ?? '' });

/** The answer both APIs give (cents); the budget's items are joined by the caller in one query. */
async function paraApi(deps: Deps, ator: Ator, linhas: LinhaTransacao[]): Promise<Transacao[]> {
  const idsOrcamento = linhas.flatMap((l) => (l.id_orcamento === null ? [] : [l.id_orcamento]));
  const itens = await itensDe(deps.db, ator.idConta, idsOrcamento);
  return linhas.map((l) => ({
    id: l.id,
    tipo: l.tipo,
    paciente: ref(l.id_paciente, l.paciente_nome),
    orcamento:
      l.id_orcamento === null
        ? null
        : {
            id: l.id_orcamento,
            id_paciente: l.id_paciente ?? 0,
            status: l.orcamento_status ?? '',
            valor_total: l.orcamento_valor_total ?? 0,
            tratamentos: itens
              .filter((i) => i.id_orcamento === l.id_orcamento)
              .map((i) => ({
                id: i.id,
                id_tratamento: i.id_tratamento,
                nome: i.nome,
                valor_venda: i.valor_venda,
                profissional: { id: i.id_profissional, nome: i.profissional_nome },
              })),
          },
    descricao: l.descricao,
    categoria: ref(l.id_categoria, l.categoria_nome),
    banco: ref(l.id_banco, l.banco_nome),
    vencimento: l.vencimento,
    observacao: l.observacao,
    criado_em: l.criado_em.toISOString(),
    valor_total: l.valor_total,
    valor_pago: l.valor_pago,
  }));
}

function conferirPeriodo(f: FiltroTransacoes) {
  if (f.de && f.ate && f.de > f.ate) throw new DomainError('ENTRADA_INVALIDA', M.periodoInvalido);
}

export async function listarTransacoes(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida & FiltroTransacoes,
): Promise<Pagina<Transacao> & { totais: TotaisTransacoes }> {
  conferirPeriodo(p);
  const [r, somas] = await Promise.all([
    listarPagina(deps.db, ator.idConta, p, p),
    // An export's later batches don't need the sums again (REST drops them anyway).
    p.lote?.apos ? Promise.resolve([]) : somarFiltradas(deps.db, ator.idConta, p.q, p),
  ]);
  const de = (tipo: string) => {
    const s = somas.find((x) => x.tipo === tipo);
    const total = Number(s?.total ?? 0);
    const pago = Number(s?.pago ?? 0);
    return { total, pago, pendente: total - pago };
  };
  return {
    itens: await paraApi(deps, ator, r.itens),
    total: r.total,
    totais: { receitas: de('RECEITA'), despesas: de('DESPESA') },
  };
}

type LinhaPagamento = Awaited<ReturnType<typeof pagamentosDasTransacoes>>[number];

const pagamentoParaApi = (g: LinhaPagamento): TransacaoDetalhe['pagamentos'][number] => ({
  id: g.id,
  id_tipo_pagamento: g.id_tipo_pagamento,
  tipo_pagamento: { id: g.id_tipo_pagamento, nome: g.tipo_pagamento_nome },
  valor: g.valor,
  data: g.data,
  qnt_parcelas: g.qnt_parcelas,
  criado_em: g.criado_em.toISOString(),
  usuario: ref(g.id_usuario, g.usuario_nome),
});

export async function obterTransacao(deps: Deps, ator: Ator, id: number): Promise<TransacaoDetalhe> {
  const linha = await buscarTransacao(deps.db, ator.idConta, id);
  if (!linha) throw naoEncontrado(M.naoEncontrada);
  const [[t], pagamentos] = await Promise.all([
    paraApi(deps, ator, [linha]),
    pagamentosDe(deps.db, ator.idConta, id),
  ]);
  return { ...t!, pagamentos: pagamentos.map(pagamentoParaApi) };
}

/**
 * The REST list's items carry their payments, as the spec's transaction entity names them
 * (spec 03 §3): one query for the whole page or export batch, never one per row.
 */
export async function listarTransacoesComPagamentos(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida & FiltroTransacoes,
): Promise<Pagina<TransacaoDetalhe>> {
  const r = await listarTransacoes(deps, ator, p);
  const pagamentos = await pagamentosDasTransacoes(
    deps.db,
    ator.idConta,
    r.itens.map((t) => t.id),
  );
  return {
    total: r.total,
    itens: r.itens.map((t) => ({
      ...t,
      pagamentos: pagamentos.filter((g) => g.id_transacao === t.id).map(pagamentoParaApi),
    })),
  };
}

/**
 * A revenue from an ATIVO budget (its patient and total; its items of several sessions open
 * packages), or an expense. The budget is locked first, the row a cancel or delete of it locks
 * too; UNIQUE (id_orcamento) settles two revenues racing for one budget.
 */
export async function criarTransacao(deps: Deps, ator: Ator, d: DadosTransacao): Promise<TransacaoDetalhe> {
  const permissao = d.tipo === 'RECEITA' ? 'FINANCEIRO_CRIAR_RECEITA' : 'FINANCEIRO_CRIAR_DESPESA';
  if (!temPermissao(ator, permissao))
    throw new DomainError(
      'SEM_PERMISSAO',
      d.tipo === 'RECEITA' ? M.semPermissaoReceita : M.semPermissaoDespesa,
    );
  const id = await traduzirViolacoes(
    () =>
      deps.db.transaction().execute(async (trx) => {
        if (d.tipo === 'DESPESA') {
          if (!(await existeNaClinica(trx, 'categoria', ator.idConta, d.id_categoria)))
            throw naoEncontrado(M.categoriaNaoEncontrada);
          if (d.id_banco !== null && !(await existeNaClinica(trx, 'banco', ator.idConta, d.id_banco)))
            throw naoEncontrado(M.bancoNaoEncontrado);
          return inserirTransacao(trx, ator.idConta, ator.idUsuario, {
            tipo: 'DESPESA',
            id_paciente: null,
            id_orcamento: null,
            descricao: d.descricao,
            id_categoria: d.id_categoria,
            id_banco: d.id_banco,
            vencimento: d.vencimento,
            observacao: d.observacao,
            valor_total: d.valor_total,
          });
        }
        const o = await travarOrcamento(trx, ator.idConta, d.id_orcamento);
        if (!o) throw naoEncontrado(M.orcamentoNaoEncontrado);
        if (o.vinculado) throw new DomainError('CONFLITO', M.orcamentoJaVinculado);
        const situacao = { status: o.status, vencimento: o.vencimento, vinculado: false };
        const hoje = hojeDa(deps, ator);
        if (!aceitaReceita(situacao, hoje)) throw new DomainError('CONFLITO', M.orcamentoNaoAtivo);
        const idReceita = await inserirTransacao(trx, ator.idConta, ator.idUsuario, {
          tipo: 'RECEITA',
          id_paciente: o.id_paciente,
          id_orcamento: o.id,
          descricao: null,
          id_categoria: null,
          id_banco: null,
          vencimento: d.vencimento,
          observacao: d.observacao,
          valor_total: o.valor_total,
        });
        // Issue 36: each item of more than one session opens the patient's package, in this transaction.
        await abrirPacotesDaReceita(trx, {
          idConta: ator.idConta,
          idTransacao: idReceita,
          idOrcamento: o.id,
          idPaciente: o.id_paciente,
          hoje,
        });
        return idReceita;
      }),
    { unica: M.orcamentoJaVinculado },
  );
  return obterTransacao(deps, ator, id);
}

const ERRO_DA_LINHA = {
  valorMaiorQuePendente: M.valorMaiorQuePendente,
  dataFutura: M.dataFutura,
  valorInvalido: M.valorInvalido,
  parcelasInvalidas: M.parcelasInvalidas,
} as const;

/**
 * 'Dar Baixa': the lines are checked against what is pending now, under a lock of the
 * transaction row, and written with the new paid amount in one database transaction; fifty
 * concurrent posts queue on that lock, so together they never pay more than the total. A
 * revenue's payments earn the professionals' commissions in the same transaction.
 */
export async function registrarPagamentos(
  deps: Deps,
  ator: Ator,
  idTransacao: number,
  linhas: DadosPagamento[],
): Promise<TransacaoDetalhe> {
  await deps.db.transaction().execute(async (trx) => {
    const t = await travarTransacao(trx, ator.idConta, idTransacao);
    if (!t) throw naoEncontrado(M.naoEncontrada);
    const tipos = new Map(
      (await tiposPagamento(trx, ator.idConta, [...new Set(linhas.map((l) => l.id_tipo_pagamento))])).map(
        (x) => [x.id, x],
      ),
    );
    const letra = t.tipo === 'RECEITA' ? 'R' : 'D';
    for (const l of linhas) {
      const tipo = tipos.get(l.id_tipo_pagamento);
      if (!tipo) throw naoEncontrado(M.tipoPagamentoNaoEncontrado);
      if (tipo.tipo.trim() !== letra) throw new DomainError('ENTRADA_INVALIDA', M.tipoPagamentoErrado);
    }
    const erro = errosDosPagamentos(linhas, pendente(t), hojeDa(deps, ator)).find((e) => e !== null);
    if (erro) throw new DomainError('ENTRADA_INVALIDA', ERRO_DA_LINHA[erro]);

    const novos = linhas.map((l) => ({
      ...l,
      taxa_comissao: String(tipos.get(l.id_tipo_pagamento)?.taxa ?? 0),
    }));
    const ids = await inserirPagamentos(trx, ator.idConta, t, ator.idUsuario, novos);
    await somarPago(
      trx,
      ator.idConta,
      t.id,
      linhas.reduce((s, l) => s + l.valor, 0),
    );
    if (t.tipo === 'RECEITA' && t.id_orcamento !== null) {
      const itens = await itensComissionaveis(trx, ator.idConta, t.id_orcamento);
      await inserirComissoes(
        trx,
        novos.flatMap((l, k) =>
          comissoesDoPagamento(l.valor, taxaEmCentesimos(l.taxa_comissao), itens).map((c) => ({
            id_conta: ator.idConta,
            id_pagamento: ids[k]!,
            id_orcamento_item: c.id_item,
            id_profissional: c.id_profissional,
            data: l.data,
            base: c.base,
            valor: c.valor,
          })),
        ),
      );
    }
  });
  return obterTransacao(deps, ator, idTransacao);
}
