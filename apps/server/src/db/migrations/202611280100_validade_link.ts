import { type Kysely, sql } from 'kysely';

/**
 * Public codes expire (issue 19): each patient document and anamnesis remembers when its code was
 * issued ('Reenviar link' issues a new one and restarts the count), and each clinic chooses how many
 * days an unsigned code stays valid (1–365, 30 by default). Existing codes count from their row's creation.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('conta')
    .addColumn('validade_link_dias', 'integer', (c) =>
      c.notNull().defaultTo(30).check(sql`validade_link_dias between 1 and 365`),
    )
    .execute();
  for (const tabela of ['paciente_termo', 'paciente_anamnese']) {
    await db.schema
      .alterTable(tabela)
      .addColumn('codigo_emitido_em', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`update ${sql.table(tabela)} set codigo_emitido_em = criado_em where assinado_em is null`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const tabela of ['paciente_termo', 'paciente_anamnese']) {
    await db.schema.alterTable(tabela).dropColumn('codigo_emitido_em').execute();
  }
  await db.schema.alterTable('conta').dropColumn('validade_link_dias').execute();
}
