import { type Kysely, sql } from 'kysely';

/**
 * Moving in, the clinical records (issue 39): an API import also brings term templates, the
 * patients' documents, anamnesis questions and models, the patients' anamneses, photos and
 * files. The stage column and the three per-kind tables accept the new kinds. A per-patient kind
 * has no list of its own in the old system, so its total is unknown until read: `total` may be
 * null. A document or anamnesis brought from the old system keeps what the source said about it
 * in `importado_de` (its old id, and for a signed one when and, as the source stated it, how it
 * was signed); nothing is made up as evidence of a signature that did not happen here. Signed is
 * still final; undoing an import may remove the signed records it created, and only those signed
 * in the old system (no hash: never one the patient signed here since), with
 * `clinica.desfazer_importacao` set for the undo's transaction. A document signed in the old
 * system has no content hash here (the source's list does not give one, and none is made up).
 * Frozen in time: never import application code here.
 */
const ANTES = sql`('unidades', 'bancos', 'categorias', 'tipos_pagamento', 'tratamentos', 'profissionais',
  'pacientes', 'agendas', 'orcamentos', 'transacoes', 'produtos', 'movimentacoes')`;
const TIPOS = sql`('unidades', 'bancos', 'categorias', 'tipos_pagamento', 'tratamentos', 'profissionais',
  'pacientes', 'agendas', 'orcamentos', 'transacoes', 'produtos', 'movimentacoes', 'termos', 'documentos',
  'questoes_anamnese', 'modelos_anamnese', 'anamneses', 'fotos', 'arquivos')`;
const NOVOS = sql`('termos', 'documentos', 'questoes_anamnese', 'modelos_anamnese', 'anamneses', 'fotos', 'arquivos')`;

const POR_TIPO = ['importacao_contagem', 'importacao_mapa', 'importacao_erro'];

/** registro_assinavel_imutavel's body (202612040100), with or without the undo's exception. */
const corpo = (desfazer: boolean) => `
    BEGIN
      IF OLD.assinado_em IS NULL THEN
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END IF;
      IF TG_OP = 'UPDATE' THEN
        IF to_jsonb(NEW) - 'arquivado_em' - 'arquivado_por' = to_jsonb(OLD) - 'arquivado_em' - 'arquivado_por' THEN
          RETURN NEW;
        END IF;
      ELSIF coalesce(current_setting('clinica.exclusao_definitiva', true), '') = 'sim' THEN
        RETURN OLD;${
          desfazer
            ? `
      ELSIF OLD.importado_de IS NOT NULL AND OLD.hash_conteudo IS NULL
        AND coalesce(current_setting('clinica.desfazer_importacao', true), '') = 'sim' THEN
        RETURN OLD;`
            : ''
        }
      END IF;
      RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'integrity_constraint_violation';
    END`;

const funcao = (desfazer: boolean) =>
  sql.raw(
    `CREATE OR REPLACE FUNCTION registro_assinavel_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$${corpo(desfazer)} $$`,
  );

async function tipos(db: Kysely<any>, lista: ReturnType<typeof sql>) {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`ALTER TABLE importacao DROP CONSTRAINT importacao_etapa_check`);
  await x(sql`ALTER TABLE importacao ADD CONSTRAINT importacao_etapa_check CHECK (etapa IN ${lista})`);
  for (const t of POR_TIPO) {
    await x(sql`ALTER TABLE ${sql.table(t)} DROP CONSTRAINT ${sql.ref(`${t}_tipo_dado_check`)}`);
    await x(
      sql`ALTER TABLE ${sql.table(t)} ADD CONSTRAINT ${sql.ref(`${t}_tipo_dado_check`)} CHECK (tipo_dado IN ${lista})`,
    );
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await tipos(db, TIPOS);
  await x(sql`ALTER TABLE importacao_contagem ALTER COLUMN total DROP NOT NULL`);
  for (const t of ['paciente_termo', 'paciente_anamnese'])
    await x(sql`ALTER TABLE ${sql.table(t)} ADD COLUMN importado_de jsonb`);
  await x(sql`ALTER TABLE paciente_termo DROP CONSTRAINT paciente_termo_check`);
  await x(sql`
    ALTER TABLE paciente_termo ADD CONSTRAINT paciente_termo_check
    CHECK ((assinado_em IS NULL) = (hash_conteudo IS NULL) OR (importado_de IS NOT NULL AND hash_conteudo IS NULL))`);
  await funcao(true).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await funcao(false).execute(db);
  await x(sql`ALTER TABLE paciente_termo DROP CONSTRAINT paciente_termo_check`);
  // Documents signed in the old system have no hash: they cannot stay without the column that says
  // so (signed rows are removed only in the hard-deletion flow's setting).
  await x(sql`SELECT set_config('clinica.exclusao_definitiva', 'sim', true)`);
  await x(
    sql`DELETE FROM paciente_termo WHERE importado_de IS NOT NULL AND hash_conteudo IS NULL AND assinado_em IS NOT NULL`,
  );
  await x(
    sql`ALTER TABLE paciente_termo ADD CONSTRAINT paciente_termo_check CHECK ((assinado_em IS NULL) = (hash_conteudo IS NULL))`,
  );
  for (const t of ['paciente_termo', 'paciente_anamnese'])
    await x(sql`ALTER TABLE ${sql.table(t)} DROP COLUMN importado_de`);
  await x(sql`UPDATE importacao_contagem SET total = 0 WHERE total IS NULL`);
  await x(sql`ALTER TABLE importacao_contagem ALTER COLUMN total SET NOT NULL`);
  for (const t of POR_TIPO) await x(sql`DELETE FROM ${sql.table(t)} WHERE tipo_dado IN ${NOVOS}`);
  await x(sql`UPDATE importacao SET etapa = 'movimentacoes' WHERE etapa IN ${NOVOS}`);
  await tipos(db, ANTES);
}
