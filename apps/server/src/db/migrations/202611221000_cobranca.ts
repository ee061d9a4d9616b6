import { type Kysely, sql } from 'kysely';

// One name per noun: the subscription is `cobranca`, so *assinatura* means only the e-signature.
// A rename keeps the rows, indexes, constraints and grants as they are.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE assinatura RENAME TO cobranca`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE cobranca RENAME TO assinatura`.execute(db);
}
