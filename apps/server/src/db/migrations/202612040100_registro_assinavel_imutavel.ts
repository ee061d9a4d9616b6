import { type Kysely, sql } from 'kysely';

/**
 * Signed is final, written once for every signable record (Architecture step 2, change 5):
 * documents and anamneses had one trigger function each (paciente_termo_imutavel,
 * paciente_anamnese_imutavel, last rewritten by 202611290100_arquivamento) with the same body.
 * Both tables' triggers now call registro_assinavel_imutavel(message), the table's own message
 * as the trigger's argument, so a fix reaches both kinds. Same rules: an unsigned row changes
 * freely; a signed one changes only in arquivado_em / arquivado_por (archiving hides, it does
 * not alter) and is deleted only inside the hard-deletion flow (`clinica.exclusao_definitiva`).
 * Frozen in time: never import application code here.
 */
const TABELAS = [
  { tabela: 'paciente_termo', mensagem: 'documento assinado não pode ser alterado' },
  { tabela: 'paciente_anamnese', mensagem: 'anamnese assinada não pode ser alterada' },
];

/** The body both tables shared; `mensagem` is a literal or the trigger's argument. */
const corpo = (mensagem: string) => `
    BEGIN
      IF OLD.assinado_em IS NULL THEN
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END IF;
      IF TG_OP = 'UPDATE' THEN
        IF to_jsonb(NEW) - 'arquivado_em' - 'arquivado_por' = to_jsonb(OLD) - 'arquivado_em' - 'arquivado_por' THEN
          RETURN NEW;
        END IF;
      ELSIF coalesce(current_setting('clinica.exclusao_definitiva', true), '') = 'sim' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION '%', ${mensagem} USING ERRCODE = 'integrity_constraint_violation';
    END`;

const trigger = (tabela: string, funcao: string) =>
  sql.raw(`
    CREATE TRIGGER ${tabela}_imutavel BEFORE UPDATE OR DELETE ON ${tabela}
    FOR EACH ROW EXECUTE FUNCTION ${funcao}`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION registro_assinavel_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$${corpo('TG_ARGV[0]')} $$`,
    )
    .execute(db);
  for (const { tabela, mensagem } of TABELAS) {
    await sql.raw(`DROP TRIGGER ${tabela}_imutavel ON ${tabela}`).execute(db);
    await trigger(tabela, `registro_assinavel_imutavel('${mensagem}')`).execute(db);
    await sql.raw(`DROP FUNCTION ${tabela}_imutavel()`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { tabela, mensagem } of TABELAS) {
    await sql
      .raw(
        `CREATE FUNCTION ${tabela}_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$${corpo(`'${mensagem}'`)} $$`,
      )
      .execute(db);
    await sql.raw(`DROP TRIGGER ${tabela}_imutavel ON ${tabela}`).execute(db);
    await trigger(tabela, `${tabela}_imutavel()`).execute(db);
  }
  await sql`DROP FUNCTION registro_assinavel_imutavel()`.execute(db);
}
