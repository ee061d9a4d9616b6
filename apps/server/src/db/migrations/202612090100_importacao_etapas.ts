import { type Kysely, sql } from 'kysely';

/**
 * Moving in from the old system, every kind (issue 39): an API import runs in stages (units,
 * banks, categories, payment types, treatments, professionals, patients, appointments, budgets,
 * transactions, products, stock movements), each from its own cursor. `etapa` is the stage in
 * progress (`cursor` counts that stage's items already done); null for a spreadsheet. The three
 * per-kind tables accept every kind.
 * Frozen in time: never import application code here.
 */
const TIPOS = sql`('unidades', 'bancos', 'categorias', 'tipos_pagamento', 'tratamentos', 'profissionais',
  'pacientes', 'agendas', 'orcamentos', 'transacoes', 'produtos', 'movimentacoes')`;

export async function up(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`ALTER TABLE importacao ADD COLUMN etapa text CHECK (etapa IN ${TIPOS})`);
  // An API import already under way read patients only: it resumes in that stage.
  await x(sql`UPDATE importacao SET etapa = 'pacientes' WHERE origem = 'api'`);
  for (const t of ['importacao_contagem', 'importacao_mapa', 'importacao_erro']) {
    await x(sql`ALTER TABLE ${sql.table(t)} DROP CONSTRAINT ${sql.ref(`${t}_tipo_dado_check`)}`);
    await x(
      sql`ALTER TABLE ${sql.table(t)} ADD CONSTRAINT ${sql.ref(`${t}_tipo_dado_check`)} CHECK (tipo_dado IN ${TIPOS})`,
    );
  }
  // An appointment looks its patient up by old key across the imports of one source.
  await x(sql`CREATE INDEX importacao_mapa_chave_idx ON importacao_mapa (id_conta, tipo_dado, chave_antiga)`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`DROP INDEX importacao_mapa_chave_idx`);
  for (const t of ['importacao_contagem', 'importacao_mapa', 'importacao_erro']) {
    await x(sql`DELETE FROM ${sql.table(t)} WHERE tipo_dado NOT IN ('pacientes', 'agendas')`);
    await x(sql`ALTER TABLE ${sql.table(t)} DROP CONSTRAINT ${sql.ref(`${t}_tipo_dado_check`)}`);
    await x(
      sql`ALTER TABLE ${sql.table(t)} ADD CONSTRAINT ${sql.ref(`${t}_tipo_dado_check`)} CHECK (tipo_dado IN ('pacientes', 'agendas'))`,
    );
  }
  await x(sql`ALTER TABLE importacao DROP COLUMN etapa`);
}
