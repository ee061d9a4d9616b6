import type { SomaMovimentos, StatusSaque } from '@clinica/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { executarPagina, type PaginaPedida, paginar } from '../../db/lista';

/** The store's wallet row exists once money or a request touches it (idempotent; races are safe). */
export async function garantirCarteira(db: Db, idConta: number, idLoja: number) {
  await db
    .insertInto('carteira')
    .values({ id_conta: idConta, id_loja: idLoja })
    .onConflict((oc) => oc.columns(['id_conta', 'id_loja']).doNothing())
    .execute();
}

/**
 * Takes the wallet's row lock until the transaction ends: every request and decision on this
 * store's money runs one after the other from here (the balance read below can't go stale).
 */
export async function travarCarteira(db: Db, idConta: number, idLoja: number) {
  await db
    .selectFrom('carteira')
    .select('id_loja')
    .where('id_conta', '=', idConta)
    .where('id_loja', '=', idLoja)
    .forUpdate()
    .executeTakeFirst();
}

/** The movements summed by kind and by "already released at `agora`" (the domain does the rest). */
export async function somasDaCarteira(db: Db, idConta: number, idLoja: number, agora: Date) {
  const linhas = await db
    .selectFrom('carteira_movimento')
    .select((eb) => [
      'tipo',
      sql<boolean>`disponivel_em <= ${agora}`.as('liberado'),
      eb.fn.sum<string>('valor').as('valor'),
    ])
    .where('id_conta', '=', idConta)
    .where('id_loja', '=', idLoja)
    // By position: the same parameter twice would be two different expressions to Postgres.
    .groupBy([sql`1`, sql`2`])
    .execute();
  return linhas.map((l): SomaMovimentos => ({ tipo: l.tipo, liberado: l.liberado, valor: Number(l.valor) }));
}

const COLUNAS_SAQUE = ['id', 'id_loja', 'valor', 'status', 'criado_em', 'decidido_em'] as const;

export function buscarSaquePendente(db: Db, idConta: number, idLoja: number) {
  return db
    .selectFrom('saque')
    .select(COLUNAS_SAQUE)
    .where('id_conta', '=', idConta)
    .where('id_loja', '=', idLoja)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function inserirSaque(
  db: Db,
  s: { idConta: number; idLoja: number; valor: number; token: string; idSolicitante: number },
) {
  return db
    .insertInto('saque')
    .values({
      id_conta: s.idConta,
      id_loja: s.idLoja,
      valor: s.valor,
      token: s.token,
      id_solicitante: s.idSolicitante,
    })
    .returning(COLUNAS_SAQUE)
    .executeTakeFirstOrThrow();
}

/** A request of the account, optionally locked (re-read under the wallet's lock before deciding). */
export function buscarSaque(db: Db, idConta: number, id: number, travar = false) {
  const q = db.selectFrom('saque').select(COLUNAS_SAQUE).where('id_conta', '=', idConta).where('id', '=', id);
  return (travar ? q.forUpdate() : q).executeTakeFirst();
}

export async function registrarDecisao(
  db: Db,
  d: { idConta: number; id: number; status: Exclude<StatusSaque, 'pending'>; idDecisor: number; agora: Date },
) {
  await db
    .updateTable('saque')
    .set({ status: d.status, id_decidido_por: d.idDecisor, decidido_em: d.agora })
    .where('id_conta', '=', d.idConta)
    .where('id', '=', d.id)
    .where('status', '=', 'pending')
    .execute();
}

export async function inserirDebitoDeSaque(
  db: Db,
  d: { idConta: number; idLoja: number; idSaque: number; valor: number; descricao: string; agora: Date },
) {
  await db
    .insertInto('carteira_movimento')
    .values({
      id_conta: d.idConta,
      id_loja: d.idLoja,
      tipo: 'D',
      valor: d.valor,
      descricao: d.descricao,
      id_saque: d.idSaque,
      disponivel_em: d.agora,
      criado_em: d.agora,
    })
    .execute();
}

/** The wallet's history, newest first, each credit with its order (spec 03 "Wallet response"). */
export function listarMovimentos(db: Db, idConta: number, idLoja: number, p: PaginaPedida) {
  const base = () =>
    db
      .selectFrom('carteira_movimento as m')
      .where('m.id_conta', '=', idConta)
      .where('m.id_loja', '=', idLoja);
  return paginar(
    p,
    () =>
      executarPagina(
        base()
          .leftJoin('pedido as p', (j) =>
            j.onRef('p.id_conta', '=', 'm.id_conta').onRef('p.id', '=', 'm.id_pedido'),
          )
          .select([
            'm.id',
            'm.tipo',
            'm.valor',
            'm.descricao',
            'm.criado_em',
            'm.disponivel_em',
            'p.id as pedido_id',
            'p.comprador_nome',
            'p.comprador_email',
            'p.comprador_telefone',
            'p.subtotal',
            'p.frete',
            'p.total',
            'p.taxa_transacao',
            'p.taxa_nota',
            'p.preco_custo',
          ])
          .orderBy('m.criado_em', 'desc')
          .orderBy('m.id', 'desc'),
        p,
      ),
    async () =>
      Number(
        (
          await base()
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
}

/** The store's own requests, newest first. */
export function listarSaquesDaLoja(db: Db, idConta: number, idLoja: number, p: PaginaPedida) {
  const base = () => db.selectFrom('saque').where('id_conta', '=', idConta).where('id_loja', '=', idLoja);
  return paginar(
    p,
    () => executarPagina(base().select(COLUNAS_SAQUE).orderBy('criado_em', 'desc').orderBy('id', 'desc'), p),
    async () =>
      Number(
        (
          await base()
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
}

/**
 * The operator's list: every store of the account, pending first then newest, with the store's
 * name, owner, CPF (the PIX key) and current balance (the domain's rule, written as one SUM).
 */
export function listarSaquesDaConta(
  db: Db,
  idConta: number,
  p: PaginaPedida & { status?: StatusSaque | undefined },
  agora: Date,
) {
  const base = () => {
    const q = db.selectFrom('saque as s').where('s.id_conta', '=', idConta);
    return p.status ? q.where('s.status', '=', p.status) : q;
  };
  return paginar(
    p,
    () =>
      executarPagina(
        base()
          .innerJoin('loja as l', (j) =>
            j.onRef('l.id_conta', '=', 's.id_conta').onRef('l.id', '=', 's.id_loja'),
          )
          .leftJoin('usuario as u', (j) =>
            j.onRef('u.id_conta', '=', 'l.id_conta').onRef('u.id', '=', 'l.id_usuario'),
          )
          .select([
            's.id',
            's.id_loja',
            's.token',
            's.valor',
            's.status',
            's.criado_em',
            's.decidido_em',
            'l.nome as loja_nome',
            'l.cpf as loja_cpf',
            'u.nome as cliente_nome',
            sql<string>`(
              SELECT coalesce(sum(CASE WHEN mv.tipo = 'D' THEN -mv.valor
                                       WHEN mv.disponivel_em <= ${agora} THEN mv.valor ELSE 0 END), 0)
                FROM carteira_movimento mv
               WHERE mv.id_conta = s.id_conta AND mv.id_loja = s.id_loja)`.as('saldo'),
          ])
          .orderBy(sql`(s.status = 'pending')`, 'desc')
          .orderBy('s.criado_em', 'desc')
          .orderBy('s.id', 'desc'),
        p,
      ),
    async () =>
      Number(
        (
          await base()
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
}
