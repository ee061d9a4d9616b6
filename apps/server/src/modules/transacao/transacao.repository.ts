import type { DadosPagamento, TipoTransacao } from '@clinica/contracts';
import { termoDeId, valorDoItem } from '@clinica/domain';
import { type Kysely, sql } from 'kysely';
import { daConta, juntarDaConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, executarPagina, type PaginaPedida, paginar } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;

export type FiltroTransacoes = {
  tipo?: TipoTransacao | undefined;
  de?: string | undefined;
  ate?: string | undefined;
};

/** The clinic's transactions with the filter, the names the table shows joined (one query). */
function filtradas(db: Db, idConta: number, q: string, f: FiltroTransacoes) {
  const transacoes = daConta(db, idConta).tabela('transacao').listar('t');
  let c = juntarDaConta(transacoes, 'paciente as p', 't.id_paciente', 'esquerda');
  if (f.tipo) c = c.where('t.tipo', '=', f.tipo);
  if (f.de) c = c.where('t.vencimento', '>=', f.de);
  if (f.ate) c = c.where('t.vencimento', '<=', f.ate);
  if (q) {
    // The screen's search (spec 03 §2): the id, the patient's name without accents, or the description.
    const id = termoDeId(q);
    c = c.where((eb) =>
      eb.or([
        eb(contem(eb.ref('p.nome'), q), '=', true),
        eb(contem(eb.ref('t.descricao'), q), '=', true),
        ...(id ? [eb('t.id', '=', id)] : []),
      ]),
    );
  }
  return c;
}

const COLUNAS = [
  't.id',
  't.tipo',
  't.id_paciente',
  'p.nome as paciente_nome',
  't.id_orcamento',
  'o.status as orcamento_status',
  'o.valor_total as orcamento_valor_total',
  't.descricao',
  't.id_categoria',
  'c.nome as categoria_nome',
  't.id_banco',
  'b.nome as banco_nome',
  't.vencimento',
  't.observacao',
  't.criado_em',
  't.valor_total',
  't.valor_pago',
] as const;

function comNomes(q: ReturnType<typeof filtradas>) {
  const comOrcamento = juntarDaConta(q, 'orcamento as o', 't.id_orcamento', 'esquerda');
  const comCategoria = juntarDaConta(comOrcamento, 'categoria as c', 't.id_categoria', 'esquerda');
  return juntarDaConta(comCategoria, 'banco as b', 't.id_banco', 'esquerda').select(COLUNAS);
}
export type LinhaTransacao = Awaited<ReturnType<ReturnType<typeof comNomes>['executeTakeFirstOrThrow']>>;

/** One page, newest first, and the count of the same filter. */
export function listarPagina(db: Db, idConta: number, p: PaginaPedida, f: FiltroTransacoes) {
  return paginar<LinhaTransacao>(
    p,
    () => executarPagina(comNomes(filtradas(db, idConta, p.q, f)).orderBy('t.id', 'desc'), p),
    async () => {
      const r = await filtradas(db, idConta, p.q, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  );
}

/** The filtered set's sums per type, in one pass (the totals above the table). */
export function somarFiltradas(db: Db, idConta: number, q: string, f: FiltroTransacoes) {
  return filtradas(db, idConta, q, f)
    .select([
      't.tipo',
      sql<string>`coalesce(sum(t.valor_total), 0)`.as('total'),
      sql<string>`coalesce(sum(t.valor_pago), 0)`.as('pago'),
    ])
    .groupBy('t.tipo')
    .execute();
}

export function buscarTransacao(db: Db, idConta: number, id: number) {
  return comNomes(filtradas(db, idConta, '', {}))
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** A transaction's payments, oldest first, with the type's and the registering user's names. */
export function pagamentosDe(db: Db, idConta: number, idTransacao: number) {
  return pagamentosDasTransacoes(db, idConta, [idTransacao]);
}

/** The payments of several transactions in one query (a REST list page or export batch). */
export function pagamentosDasTransacoes(db: Db, idConta: number, idsTransacao: number[]) {
  if (idsTransacao.length === 0) return Promise.resolve([]);
  const pagamentos = daConta(db, idConta).tabela('pagamento').listar('g');
  const comTipo = juntarDaConta(pagamentos, 'tipo_pagamento as tp', 'g.id_tipo_pagamento');
  return juntarDaConta(comTipo, 'usuario as u', 'g.id_usuario', 'esquerda')
    .select([
      'g.id',
      'g.id_transacao',
      'g.id_tipo_pagamento',
      'tp.nome as tipo_pagamento_nome',
      'g.valor',
      'g.data',
      'g.qnt_parcelas',
      'g.criado_em',
      'g.id_usuario',
      'u.nome as usuario_nome',
    ])
    .where('g.id_transacao', 'in', idsTransacao)
    .orderBy('g.data')
    .orderBy('g.id')
    .execute();
}

/** The transaction, locked until the end of the database transaction (payments serialise on it). */
export function travarTransacao(db: Conexao, idConta: number, id: number) {
  return daConta(db, idConta)
    .tabela('transacao')
    .listar()
    .select(['id', 'tipo', 'id_orcamento', 'valor_total', 'valor_pago'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function tiposPagamento(db: Conexao, idConta: number, ids: readonly number[]) {
  return daConta(db, idConta)
    .tabela('tipo_pagamento')
    .listar()
    .select(['id', 'tipo', 'taxa'])
    .where('id', 'in', ids)
    .execute();
}

/** The budget's items a revenue's commissions are split across. */
export async function itensComissionaveis(db: Conexao, idConta: number, idOrcamento: number) {
  const itens = await daConta(db, idConta)
    .tabela('orcamento_item')
    .listar()
    .select(['id as id_item', 'id_profissional', 'valor_venda', 'quantidade', 'valor_pacote'])
    .where('id_orcamento', '=', idOrcamento)
    .orderBy('ordem')
    .execute();
  // A payment splits by what each row charges (issue 36: its package price or price × sessions).
  return itens.map((i) => ({
    id_item: i.id_item,
    id_profissional: i.id_profissional,
    valor_venda: valorDoItem(i) ?? i.valor_venda,
  }));
}

export async function existeNaClinica(
  db: Conexao,
  tabela: 'categoria' | 'banco',
  idConta: number,
  id: number,
) {
  return (await daConta(db, idConta).tabela(tabela).buscar(id, ['id'])) !== undefined;
}

export type NovaTransacao = {
  tipo: TipoTransacao;
  id_paciente: number | null;
  id_orcamento: number | null;
  descricao: string | null;
  id_categoria: number | null;
  id_banco: number | null;
  vencimento: string;
  observacao: string | null;
  valor_total: number;
};

export async function inserirTransacao(db: Conexao, idConta: number, idUsuario: number, t: NovaTransacao) {
  const { id } = await daConta(db, idConta)
    .tabela('transacao')
    .inserir({ ...t, id_usuario: idUsuario }, ['id']);
  return id;
}

export type NovoPagamento = DadosPagamento & { taxa_comissao: string };

/** The payments, in order, returning their ids (the commissions hang on them). */
export async function inserirPagamentos(
  db: Conexao,
  idConta: number,
  transacao: { id: number; tipo: TipoTransacao },
  idUsuario: number,
  linhas: readonly NovoPagamento[],
) {
  // Hand-written: several rows in one statement.
  const r = await db
    .insertInto('pagamento')
    .values(
      linhas.map((l) => ({
        ...l,
        id_conta: idConta,
        id_transacao: transacao.id,
        tipo: transacao.tipo,
        id_usuario: idUsuario,
      })),
    )
    .returning('id')
    .execute();
  return r.map((x) => x.id);
}

export function somarPago(db: Conexao, idConta: number, id: number, acrescimo: number) {
  // Hand-written: the amount is added by the statement itself.
  return db
    .updateTable('transacao')
    .set((eb) => ({ valor_pago: eb('valor_pago', '+', acrescimo), atualizado_em: sql`now()` }))
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .execute();
}

export function inserirComissoes(
  db: Conexao,
  linhas: {
    id_conta: number;
    id_pagamento: number;
    id_orcamento_item: number;
    id_profissional: number;
    data: string;
    base: number;
    valor: number;
  }[],
) {
  if (linhas.length === 0) return Promise.resolve();
  return db.insertInto('comissao').values(linhas).execute();
}

/** A category or bank picker: by name without accents, at most `limite`. */
export function opcoesDeRegistro(
  db: Db,
  idConta: number,
  tabela: 'categoria' | 'banco',
  q: string,
  limite: number,
) {
  let c = daConta(db, idConta).tabela(tabela).listar().select(['id', 'nome']);
  if (q) c = c.where(contem(sql.ref('nome'), q), '=', true);
  return c.orderBy('nome').limit(limite).execute();
}

export function tiposPagamentoDoTipo(db: Db, idConta: number, tipo: 'R' | 'D') {
  return daConta(db, idConta)
    .tabela('tipo_pagamento')
    .listar()
    .select(['id', 'nome', 'taxa'])
    .where('tipo', '=', tipo)
    .orderBy('nome')
    .limit(50)
    .execute();
}
