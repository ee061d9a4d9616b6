import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from './kysely';
import { migrateToLatest } from './migrate';

/**
 * Ready to distribute by clinic (issue 21, DECISIONS 5 and 24): read from the migrated catalog,
 * every clinic-owned table carries `id_conta NOT NULL`, and every unique constraint or index,
 * exclusion constraint, composite key and foreign key among clinic-owned tables includes it.
 * That is what Citus needs to keep each clinic on one shard, and what makes a cross-clinic
 * reference impossible in the schema. docs/deploy.md's Citus commands must name exactly these
 * tables. "Every query filters by it" is the tenancy walk's job (acesso.int.test.ts).
 */

/** Tables that belong to no clinic, and why. Everything else in `public` is clinic-owned. */
const DA_PLATAFORMA: Record<string, string> = {
  conta: 'the clinic itself (the tenant); read by every request and by the Stripe webhook by customer id',
  kysely_migracao: 'the migrator’s record of applied migrations',
  kysely_migracao_trava: 'the migrator’s lock row',
  contador_limite: 'rate-limit counters keyed by IP and e-mail, counted before any clinic is known',
  evento_pagamento: 'the Stripe webhook inbox: events deduplicated by Stripe id before the clinic is read',
};

/** Unique indexes that must stay global, and why (each is a cross-clinic lookup in docs/deploy.md). */
const UNICAS_GLOBAIS: Record<string, string> = {
  usuario_email_key: 'log-in finds the user by e-mail before it knows the clinic',
};

let db: Db;
beforeAll(async () => {
  const url = inject('databaseUrl');
  db = await createDb(url ? { kind: 'postgres', url, max: 1 } : { kind: 'pglite', dataDir: null });
  if (!url) await migrateToLatest(db);
});
afterAll(() => db?.destroy());

/** A migrated database only this test changes: a fresh one on Postgres, else this file's PGlite. */
async function bancoProprio(): Promise<{ db: Db; descartar: () => Promise<void> }> {
  const url = inject('databaseUrl');
  if (!url) return { db, descartar: async () => {} };
  const nome = `distribuicao_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  const alvo = new URL(url);
  alvo.pathname = `/${nome}`;
  const proprio = await createDb({ kind: 'postgres', url: alvo.toString(), max: 1 });
  await migrateToLatest(proprio);
  return {
    db: proprio,
    descartar: async () => {
      await proprio.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
    },
  };
}

type Tabela = { tabela: string; id_conta_nulo: string | null };

async function tabelasDaClinica() {
  const r = await sql<Tabela>`
    SELECT t.table_name AS tabela,
           (SELECT c.is_nullable FROM information_schema.columns c
             WHERE c.table_schema = 'public' AND c.table_name = t.table_name
               AND c.column_name = 'id_conta') AS id_conta_nulo
      FROM information_schema.tables t
     WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     ORDER BY 1`.execute(db);
  return r.rows.filter((t) => !(t.tabela in DA_PLATAFORMA));
}

type Restricao = {
  tabela: string;
  nome: string;
  tipo: 'p' | 'u' | 'f' | 'x';
  referida: string | null;
  /** Position of id_conta among the constraint's columns (0-based), -1 when absent. */
  pos: number;
  pos_referida: number;
  colunas: string;
};

async function restricoes() {
  const r = await sql<Restricao>`
    SELECT c.conrelid::regclass::text AS tabela, c.conname AS nome, c.contype AS tipo,
           CASE WHEN c.confrelid = 0 THEN NULL ELSE c.confrelid::regclass::text END AS referida,
           coalesce(array_position(c.conkey, (SELECT attnum FROM pg_attribute
             WHERE attrelid = c.conrelid AND attname = 'id_conta')), 0) - 1 AS pos,
           coalesce(array_position(c.confkey, (SELECT attnum FROM pg_attribute
             WHERE attrelid = c.confrelid AND attname = 'id_conta')), 0) - 1 AS pos_referida,
           pg_get_constraintdef(c.oid) AS colunas
      FROM pg_constraint c
     WHERE c.connamespace = 'public'::regnamespace AND c.contype IN ('p', 'u', 'f', 'x')`.execute(db);
  return r.rows;
}

describe('pronto para distribuir por clínica (catálogo)', () => {
  it('toda tabela da clínica tem id_conta NOT NULL', async () => {
    const tabelas = await tabelasDaClinica();
    expect(tabelas.length).toBeGreaterThan(30);
    expect(tabelas.filter((t) => t.id_conta_nulo !== 'NO').map((t) => t.tabela)).toEqual([]);
  });

  it('toda chave estrangeira entre tabelas da clínica inclui id_conta dos dois lados, na mesma posição', async () => {
    const daClinica = new Set((await tabelasDaClinica()).map((t) => t.tabela));
    const erradas = (await restricoes())
      .filter((c) => c.tipo === 'f' && daClinica.has(c.tabela) && daClinica.has(c.referida ?? ''))
      .filter((c) => c.pos < 0 || c.pos !== c.pos_referida)
      .map((c) => `${c.tabela}.${c.nome}: ${c.colunas}`);
    expect(erradas).toEqual([]);
  });

  it('toda unicidade, exclusão e chave composta da clínica inclui id_conta (id sozinho: a chave primária)', async () => {
    const daClinica = new Set((await tabelasDaClinica()).map((t) => t.tabela));
    const erradas = (await restricoes())
      .filter((c) => c.tipo !== 'f' && daClinica.has(c.tabela) && c.pos < 0)
      // An identity `id` primary key stays as it is until the Citus step (docs/deploy.md swaps
      // it for (id_conta, id) there); a composite UNIQUE (id_conta, id) is what the foreign keys use.
      .filter((c) => !(c.tipo === 'p' && c.colunas === 'PRIMARY KEY (id)'))
      .map((c) => `${c.tabela}.${c.nome}: ${c.colunas}`);
    expect(erradas).toEqual([]);
  });

  it('todo índice único da clínica inclui id_conta, salvo as buscas globais nomeadas', async () => {
    const daClinica = [...(await tabelasDaClinica()).map((t) => t.tabela)];
    const r = await sql<{ indice: string; def: string; primaria: boolean; tem_conta: boolean }>`
      SELECT i.indexrelid::regclass::text AS indice, pg_get_indexdef(i.indexrelid) AS def,
             i.indisprimary AS primaria,
             EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = i.indrelid
                       AND a.attname = 'id_conta' AND a.attnum = ANY (i.indkey)) AS tem_conta
        FROM pg_index i
       WHERE i.indisunique AND i.indrelid::regclass::text = ANY (${daClinica})`.execute(db);
    const semConta = r.rows.filter((i) => !i.tem_conta);
    // The identity primary keys (previous test) and the named global lookups.
    const erradas = semConta.filter((i) => !i.primaria && !(i.indice in UNICAS_GLOBAIS)).map((i) => i.def);
    expect(erradas).toEqual([]);
    // A named exception that no longer exists is dropped from the list.
    expect(Object.keys(UNICAS_GLOBAIS).filter((n) => !semConta.some((i) => i.indice === n))).toEqual([]);
  });

  it('docs/deploy.md distribui exatamente estas tabelas por id_conta e as da plataforma como referência ou locais', async () => {
    const doc = readFileSync(new URL('../../../../docs/deploy.md', import.meta.url), 'utf8');
    const distribuidas = [...doc.matchAll(/create_distributed_table\('(\w+)', 'id_conta'/g)].map((m) => m[1]);
    const daClinica = (await tabelasDaClinica()).map((t) => t.tabela);
    expect(
      [...distribuidas].sort(),
      "a new clinic table needs its line in docs/deploy.md: SELECT create_distributed_table('<t>', 'id_conta');",
    ).toEqual([...daClinica].sort());
    for (const t of Object.keys(DA_PLATAFORMA)) expect(doc).toContain(`\`${t}\``);
    // Citus distributes a table only after the tables its foreign keys point at.
    const daClinicaSet = new Set(daClinica);
    const foraDeOrdem = (await restricoes())
      .filter((c) => c.tipo === 'f' && daClinicaSet.has(c.tabela) && c.referida !== c.tabela)
      .filter((c) => daClinicaSet.has(c.referida ?? ''))
      .filter((c) => distribuidas.indexOf(c.referida ?? '') > distribuidas.indexOf(c.tabela))
      .map((c) => `${c.referida} antes de ${c.tabela}`);
    expect(foraDeOrdem).toEqual([]);
  });

  it('o passo 1 do docs/deploy.md (chaves primárias com id_conta) roda no esquema e deixa toda tabela da clínica com id_conta na chave', async () => {
    const doc = readFileSync(new URL('../../../../docs/deploy.md', import.meta.url), 'utf8');
    const bloco = doc.slice(doc.indexOf('DO $$ DECLARE r record;'), doc.indexOf('END LOOP; END $$;') + 17);
    expect(bloco.length).toBeGreaterThan(100);
    const semConta: Restricao[] = [];
    const daClinica = new Set((await tabelasDaClinica()).map((t) => t.tabela));
    // DDL on every table: on Postgres in a database of its own, so no other test file running on
    // the shared one waits on (or deadlocks with) its locks. PGlite's database is this file's.
    const proprio = await bancoProprio();
    const desfazer = new Error('desfazer');
    try {
      // Rolled back: PGlite's schema stays as the migrations left it for any later test.
      await proprio.db
        .transaction()
        .execute(async (trx) => {
          await sql.raw(bloco).execute(trx);
          const r = await sql<Restricao>`
            SELECT c.conrelid::regclass::text AS tabela, pg_get_constraintdef(c.oid) AS colunas
              FROM pg_constraint c
             WHERE c.connamespace = 'public'::regnamespace AND c.contype = 'p'`.execute(trx);
          semConta.push(...r.rows.filter((c) => daClinica.has(c.tabela) && !c.colunas.includes('id_conta')));
          throw desfazer;
        })
        .catch((e) => {
          if (e !== desfazer) throw e;
        });
    } finally {
      await proprio.descartar();
    }
    expect(semConta.map((c) => `${c.tabela}: ${c.colunas}`)).toEqual([]);
  });
});
