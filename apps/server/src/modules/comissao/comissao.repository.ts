import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/**
 * Commissions are read, never computed here: the payment service writes one `comissao` row per
 * budget item and payment. Every query filters by clinic and by the payment date's month, a
 * half-open range of dates served by the (id_conta, data) and (id_conta, id_profissional, data)
 * indexes.
 */
export type FiltroComissao = { de: string; ate: string; idProfissional?: number | undefined };

function doMes(db: Db, idConta: number, f: FiltroComissao) {
  let q = db
    .selectFrom('comissao as c')
    .where('c.id_conta', '=', idConta)
    .where('c.data', '>=', f.de)
    .where('c.data', '<', f.ate);
  if (f.idProfissional !== undefined) q = q.where('c.id_profissional', '=', f.idProfissional);
  return q;
}

/** Sums come back from Postgres as bigint text. */
const inteiro = (v: unknown) => Number(v ?? 0);

/** Per professional: distinct payments, Σ base, Σ commission; by name. */
export async function somarPorProfissional(db: Db, idConta: number, f: FiltroComissao) {
  const linhas = await doMes(db, idConta, f)
    .innerJoin('usuario as u', (j) =>
      j.onRef('u.id', '=', 'c.id_profissional').onRef('u.id_conta', '=', 'c.id_conta'),
    )
    .select([
      'c.id_profissional as id',
      'u.nome',
      sql<string>`count(DISTINCT c.id_pagamento)`.as('pagamentos'),
      sql<string>`sum(c.base)`.as('base'),
      sql<string>`sum(c.valor)`.as('valor'),
    ])
    .groupBy(['c.id_profissional', 'u.nome'])
    .orderBy('u.nome')
    .orderBy('c.id_profissional')
    .execute();
  return linhas.map((l) => ({
    id: l.id,
    nome: l.nome,
    pagamentos: inteiro(l.pagamentos),
    base: inteiro(l.base),
    valor: inteiro(l.valor),
  }));
}

/** The grand total: a payment split between two professionals counts once. */
export async function somarTotal(db: Db, idConta: number, f: FiltroComissao) {
  const r = await doMes(db, idConta, f)
    .select([
      sql<string>`count(DISTINCT c.id_pagamento)`.as('pagamentos'),
      sql<string>`coalesce(sum(c.base), 0)`.as('base'),
      sql<string>`coalesce(sum(c.valor), 0)`.as('valor'),
    ])
    .executeTakeFirstOrThrow();
  return { pagamentos: inteiro(r.pagamentos), base: inteiro(r.base), valor: inteiro(r.valor) };
}

export type LinhaComissao = {
  id: number;
  id_pagamento: number;
  data: string;
  id_transacao: number;
  id_paciente: number | null;
  paciente_nome: string | null;
  tratamento: string;
  id_tipo_pagamento: number;
  tipo_pagamento_nome: string;
  taxa_comissao: string;
  base: number;
  valor: number;
  id_profissional: number;
  profissional_nome: string;
};

/** Each commission with what it comes from: payment, revenue, patient, budget item, payment type. */
function comOrigem(db: Db, idConta: number, f: FiltroComissao) {
  return doMes(db, idConta, f)
    .innerJoin('pagamento as p', (j) =>
      j.onRef('p.id', '=', 'c.id_pagamento').onRef('p.id_conta', '=', 'c.id_conta'),
    )
    .innerJoin('transacao as t', (j) =>
      j.onRef('t.id', '=', 'p.id_transacao').onRef('t.id_conta', '=', 'p.id_conta'),
    )
    .leftJoin('paciente as pa', (j) =>
      j.onRef('pa.id', '=', 't.id_paciente').onRef('pa.id_conta', '=', 't.id_conta'),
    )
    .innerJoin('orcamento_item as i', (j) =>
      j.onRef('i.id_conta', '=', 'c.id_conta').onRef('i.id', '=', 'c.id_orcamento_item'),
    )
    .innerJoin('tipo_pagamento as tp', (j) =>
      j.onRef('tp.id', '=', 'p.id_tipo_pagamento').onRef('tp.id_conta', '=', 'p.id_conta'),
    )
    .innerJoin('usuario as u', (j) =>
      j.onRef('u.id', '=', 'c.id_profissional').onRef('u.id_conta', '=', 'c.id_conta'),
    )
    .select([
      'c.id',
      'c.id_pagamento',
      'c.data',
      'p.id_transacao',
      't.id_paciente',
      'pa.nome as paciente_nome',
      'i.nome as tratamento',
      'p.id_tipo_pagamento',
      'tp.nome as tipo_pagamento_nome',
      'p.taxa_comissao',
      'c.base',
      'c.valor',
      'c.id_profissional',
      'u.nome as profissional_nome',
    ]);
}

/** One professional's lines, newest first; `limit: null` for all of them. */
export async function listarLinhas(
  db: Db,
  idConta: number,
  f: FiltroComissao,
  pagina: { limit: number | null; offset: number },
) {
  let q = comOrigem(db, idConta, f)
    .orderBy('c.data', 'desc')
    .orderBy('c.id_pagamento', 'desc')
    .orderBy('c.id', 'desc')
    .offset(pagina.offset);
  if (pagina.limit !== null) q = q.limit(pagina.limit);
  return (await q.execute()) as LinhaComissao[];
}

export async function contarLinhas(db: Db, idConta: number, f: FiltroComissao) {
  const r = await doMes(db, idConta, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return inteiro(r.n);
}

/** The export: by professional, then chronologically (how each one's payout is checked). */
export async function linhasParaExportar(db: Db, idConta: number, f: FiltroComissao) {
  return (await comOrigem(db, idConta, f)
    .orderBy('u.nome')
    .orderBy('c.id_profissional')
    .orderBy('c.data')
    .orderBy('c.id_pagamento')
    .orderBy('c.id')
    .execute()) as LinhaComissao[];
}

/** Whether the id is a user of this clinic (another clinic's answers 404, DECISIONS.md 5). */
export async function usuarioDaClinica(db: Db, idConta: number, id: number) {
  const r = await db
    .selectFrom('usuario')
    .select('id')
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
  return r !== undefined;
}
