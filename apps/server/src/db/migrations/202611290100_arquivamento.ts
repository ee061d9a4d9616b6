import { type Kysely, sql } from 'kysely';

/**
 * Retention (issue 19): patients, documents, anamneses, photos and files are archived, not
 * deleted. `arquivado_em` / `arquivado_por` (a plain user id, no foreign key: a signed row is
 * immutable, so a SET NULL on deleting the user would be an UPDATE the trigger refuses).
 * The patient list, its search walk and the dashboard counts read active rows only: their btree
 * indexes become partial (WHERE arquivado_em IS NULL) so a page stays an index range and a count
 * stays index-only; archived patients get their own small index for the 'Arquivados' filter.
 * Signed documents and anamneses stay immutable except for these two columns (archiving hides,
 * it does not alter), and a DELETE passes only inside the explicit hard-deletion flow, which
 * sets `clinica.exclusao_definitiva` for its own transaction.
 * Frozen in time: never import application code here.
 */
const TABELAS = ['paciente', 'paciente_termo', 'paciente_anamnese', 'foto', 'paciente_arquivo'];

const funcaoImutavel = (nome: string, mensagem: string, liberaArquivamento: boolean) =>
  sql.raw(`
    CREATE OR REPLACE FUNCTION ${nome}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.assinado_em IS NULL THEN
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END IF;${
        liberaArquivamento
          ? `
      IF TG_OP = 'UPDATE' THEN
        IF to_jsonb(NEW) - 'arquivado_em' - 'arquivado_por' = to_jsonb(OLD) - 'arquivado_em' - 'arquivado_por' THEN
          RETURN NEW;
        END IF;
      ELSIF coalesce(current_setting('clinica.exclusao_definitiva', true), '') = 'sim' THEN
        RETURN OLD;
      END IF;`
          : ''
      }
      RAISE EXCEPTION '${mensagem}' USING ERRCODE = 'integrity_constraint_violation';
    END $$`);

export async function up(db: Kysely<any>): Promise<void> {
  for (const tabela of TABELAS) {
    await db.schema
      .alterTable(tabela)
      .addColumn('arquivado_em', 'timestamptz')
      .addColumn('arquivado_por', 'integer')
      .execute();
  }
  await sql`DROP INDEX paciente_conta_nome_idx`.execute(db);
  await sql`CREATE INDEX paciente_conta_nome_idx ON paciente (id_conta, nome_busca, id) WHERE arquivado_em IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX paciente_arquivados_idx ON paciente (id_conta, nome_busca, id) WHERE arquivado_em IS NOT NULL`.execute(
    db,
  );
  await sql`DROP INDEX paciente_conta_criado`.execute(db);
  await sql`CREATE INDEX paciente_conta_criado ON paciente (id_conta, criado_em) WHERE arquivado_em IS NULL`.execute(
    db,
  );
  await sql`DROP INDEX paciente_conta_mes_nascimento`.execute(db);
  await sql`
    CREATE INDEX paciente_conta_mes_nascimento ON paciente (id_conta, (EXTRACT(MONTH FROM nascimento)))
    WHERE arquivado_em IS NULL`.execute(db);
  // The clinic-wide /fotos page walks the clinic's photos newest first.
  await sql`DROP INDEX foto_conta_idx`.execute(db);
  await sql`CREATE INDEX foto_conta_idx ON foto (id_conta, id DESC) WHERE arquivado_em IS NULL`.execute(db);

  await funcaoImutavel('paciente_termo_imutavel', 'documento assinado não pode ser alterado', true).execute(
    db,
  );
  await funcaoImutavel('paciente_anamnese_imutavel', 'anamnese assinada não pode ser alterada', true).execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await funcaoImutavel('paciente_termo_imutavel', 'documento assinado não pode ser alterado', false).execute(
    db,
  );
  await funcaoImutavel(
    'paciente_anamnese_imutavel',
    'anamnese assinada não pode ser alterada',
    false,
  ).execute(db);
  await sql`DROP INDEX paciente_arquivados_idx`.execute(db);
  await sql`DROP INDEX paciente_conta_nome_idx`.execute(db);
  await sql`CREATE INDEX paciente_conta_nome_idx ON paciente (id_conta, nome_busca, id)`.execute(db);
  await sql`DROP INDEX paciente_conta_criado`.execute(db);
  await sql`CREATE INDEX paciente_conta_criado ON paciente (id_conta, criado_em)`.execute(db);
  await sql`DROP INDEX paciente_conta_mes_nascimento`.execute(db);
  await sql`CREATE INDEX paciente_conta_mes_nascimento ON paciente (id_conta, (EXTRACT(MONTH FROM nascimento)))`.execute(
    db,
  );
  await sql`DROP INDEX foto_conta_idx`.execute(db);
  await sql`CREATE INDEX foto_conta_idx ON foto (id_conta, id DESC)`.execute(db);
  for (const tabela of TABELAS) {
    await db.schema.alterTable(tabela).dropColumn('arquivado_em').dropColumn('arquivado_por').execute();
  }
}
