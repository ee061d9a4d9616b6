import { type Kysely, sql } from 'kysely';

/**
 * Photo-use consent (issue 19, CFM 2.336/2023): a term template has a kind, 'geral' or
 * 'uso_imagem' ('Uso de imagem para divulgação'). A patient document copies the kind of the
 * template it was written from (`tipo_termo`, like it copies the text: editing or deleting the
 * template later changes nothing in a document) and remembers the template's id (`id_termo`,
 * no foreign key: templates stay deletable). The consent is derived: a signed document of kind
 * 'uso_imagem'; the partial index answers "does this patient have one" for the photo lists.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('termo')
    .addColumn('tipo', 'text', (c) =>
      c.notNull().defaultTo('geral').check(sql`tipo in ('geral', 'uso_imagem')`),
    )
    .execute();
  await db.schema
    .alterTable('paciente_termo')
    .addColumn('id_termo', 'integer')
    .addColumn('tipo_termo', 'text', (c) =>
      c.notNull().defaultTo('geral').check(sql`tipo_termo in ('geral', 'uso_imagem')`),
    )
    .execute();
  await sql`
    CREATE INDEX paciente_termo_uso_imagem_idx ON paciente_termo (id_conta, id_paciente, assinado_em)
      WHERE tipo_termo = 'uso_imagem' AND assinado_em IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS paciente_termo_uso_imagem_idx`.execute(db);
  await db.schema.alterTable('paciente_termo').dropColumn('tipo_termo').dropColumn('id_termo').execute();
  await db.schema.alterTable('termo').dropColumn('tipo').execute();
}
