import { campoDe, LIMITE_RELATORIO } from '@clinica/domain';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/kysely';
import { executarPagina, type PaginaPedida, paginar } from '../../db/lista';

/**
 * Which rows a report covers: the account, one store (a store owner's) or every store of the
 * account (the operator: idLoja null), and the range as instants [de, ate) on the clinic's clock.
 */
export type EscopoRelatorio = { idConta: number; idLoja: number | null; de: Date; ate: Date };

/** A page past the report's 100,000 rows is empty; the count stops there too. */
const dentroDoLimite = (p: PaginaPedida) =>
  p.lote !== undefined || p.limit === null || (p.page - 1) * p.limit < LIMITE_RELATORIO;

/**
 * One report page and its count, both stopped at the report's limit: `base` scopes the rows
 * (account, store, range), `linhas` adds the columns and the order.
 */
function paginaDoRelatorio<DB, TB extends keyof DB, O>(
  p: PaginaPedida,
  base: () => SelectQueryBuilder<DB, TB, object>,
  linhas: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
) {
  return paginar(
    p,
    async () => (dentroDoLimite(p) ? executarPagina(linhas(base()), p) : []),
    async () => {
      const r = await base()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Math.min(Number(campoDe(r, 'n')), LIMITE_RELATORIO);
    },
  );
}

export function listarPedidosDoPeriodo(db: Db, e: EscopoRelatorio, p: PaginaPedida) {
  const base = () => {
    const q = db
      .selectFrom('pedido as p')
      .where('p.id_conta', '=', e.idConta)
      .where('p.criado_em', '>=', e.de)
      .where('p.criado_em', '<', e.ate);
    return e.idLoja === null ? q : q.where('p.id_loja', '=', e.idLoja);
  };
  return paginaDoRelatorio(p, base, (q) =>
    q
      .innerJoin('loja as l', (j) => j.onRef('l.id_conta', '=', 'p.id_conta').onRef('l.id', '=', 'p.id_loja'))
      .select([
        'p.id',
        'p.comprador_nome',
        'p.comprador_telefone',
        'l.nome as loja_nome',
        'p.subtotal',
        'p.frete',
        'p.total',
        'p.preco_custo',
        'p.taxa_transacao',
        'p.comissao_franqueado',
        'p.comissao_sistema',
        'p.criado_em',
        'p.comissao_repassada',
      ])
      .orderBy('p.criado_em')
      .orderBy('p.id'),
  );
}
export type LinhaPedido = Awaited<ReturnType<typeof listarPedidosDoPeriodo>>['itens'][number];

/** The advisors report: the account's store owners/advisors (or only the store's own) registered in the range. */
export function listarAssessoresDoPeriodo(
  db: Db,
  e: EscopoRelatorio & { idUsuario: number | null },
  p: PaginaPedida,
) {
  const base = () => {
    const q = db
      .selectFrom('usuario')
      .where('id_conta', '=', e.idConta)
      .where('papel_loja', '=', 'admin_store')
      .where('criado_em', '>=', e.de)
      .where('criado_em', '<', e.ate);
    return e.idUsuario === null ? q : q.where('id', '=', e.idUsuario);
  };
  return paginaDoRelatorio(p, base, (q) =>
    q.select(['id', 'nome', 'whatsapp', 'criado_em']).orderBy('criado_em').orderBy('id'),
  );
}
export type LinhaAssessor = Awaited<ReturnType<typeof listarAssessoresDoPeriodo>>['itens'][number];

export function listarPagamentosDoPeriodo(db: Db, e: EscopoRelatorio, p: PaginaPedida) {
  const base = () => {
    const q = db
      .selectFrom('pagamento_plano_loja as g')
      .where('g.id_conta', '=', e.idConta)
      .where('g.pago_em', '>=', e.de)
      .where('g.pago_em', '<', e.ate);
    return e.idLoja === null ? q : q.where('g.id_loja', '=', e.idLoja);
  };
  return paginaDoRelatorio(p, base, (q) =>
    q
      .innerJoin('loja as l', (j) => j.onRef('l.id_conta', '=', 'g.id_conta').onRef('l.id', '=', 'g.id_loja'))
      .select([
        'g.id',
        'g.pagador_nome',
        'g.pagador_email',
        'g.pagador_whatsapp',
        'g.valor',
        'g.pago_com',
        'g.plano',
        'g.comissao_sistema',
        'g.pago_em',
        'l.nome as loja_nome',
      ])
      .orderBy('g.pago_em')
      .orderBy('g.id'),
  );
}
export type LinhaPagamento = Awaited<ReturnType<typeof listarPagamentosDoPeriodo>>['itens'][number];
