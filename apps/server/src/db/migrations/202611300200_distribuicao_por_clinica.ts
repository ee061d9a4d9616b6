import { type Kysely, sql } from 'kysely';

/**
 * Ready to distribute by clinic (issue 21): every unique constraint, exclusion constraint,
 * composite primary key and foreign key among clinic-owned tables now includes `id_conta`, and
 * the two tables that hung on a parent without it (`lembrete_entrega`, `sessao`) carry it. That
 * is what Citus needs to place each clinic's rows on one shard, and it also makes a cross-clinic
 * reference impossible in the schema itself (a reminder of clinic A can't point at clinic B's
 * appointment). `db/distribuicao.int.test.ts` reads the catalog and keeps it so.
 *
 * - The public signing codes (`paciente_termo`, `paciente_anamnese`) are unique per clinic; the
 *   public page still finds a code without knowing the clinic (the one cross-clinic lookup, by a
 *   128-bit random code, `platform/evidencia.ts`), so each gets a plain index on `codigo`.
 * - `cobranca.id_externo` loses its global unique: the row is already unique per clinic, and the
 *   webhook finds the clinic by the Stripe customer (`conta.codigo_cliente`), never by it.
 * - The audit log keeps its rows when a user is deleted (`SET NULL (id_usuario)`, Postgres 15+).
 * - `id` identity primary keys stay as they are (see docs/deploy.md, Citus step).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);

  // Parents that composite foreign keys will point at.
  await x(sql`ALTER TABLE arquivo ADD CONSTRAINT arquivo_id_conta_id_key UNIQUE (id_conta, id)`);
  await x(sql`ALTER TABLE lembrete ADD CONSTRAINT lembrete_id_conta_id_key UNIQUE (id_conta, id)`);
  await x(
    sql`ALTER TABLE orcamento_item ADD CONSTRAINT orcamento_item_id_conta_id_key UNIQUE (id_conta, id)`,
  );

  await x(sql`ALTER TABLE cobranca DROP CONSTRAINT assinatura_id_externo_key`);

  await x(sql`ALTER TABLE log_auditoria ALTER COLUMN id_conta SET NOT NULL`);
  await x(sql`
    ALTER TABLE log_auditoria DROP CONSTRAINT log_auditoria_id_usuario_fkey,
      ADD CONSTRAINT log_auditoria_id_conta_id_usuario_fkey FOREIGN KEY (id_conta, id_usuario)
        REFERENCES usuario (id_conta, id) ON DELETE SET NULL (id_usuario)`);

  for (const t of ['paciente_termo', 'paciente_anamnese']) {
    await x(sql`
      ALTER TABLE ${sql.table(t)} DROP CONSTRAINT ${sql.ref(`${t}_codigo_key`)},
        ADD CONSTRAINT ${sql.ref(`${t}_id_conta_codigo_key`)} UNIQUE (id_conta, codigo),
        DROP CONSTRAINT ${sql.ref(`${t}_id_arquivo_assinatura_fkey`)},
        ADD CONSTRAINT ${sql.ref(`${t}_id_conta_id_arquivo_assinatura_fkey`)}
          FOREIGN KEY (id_conta, id_arquivo_assinatura) REFERENCES arquivo (id_conta, id)`);
    await x(sql`CREATE INDEX ${sql.ref(`${t}_codigo_idx`)} ON ${sql.table(t)} (codigo)`);
  }

  await x(sql`
    ALTER TABLE lembrete DROP CONSTRAINT lembrete_id_agenda_key,
      ADD CONSTRAINT lembrete_id_conta_id_agenda_key UNIQUE (id_conta, id_agenda),
      DROP CONSTRAINT lembrete_id_agenda_fkey,
      ADD CONSTRAINT lembrete_id_conta_id_agenda_fkey FOREIGN KEY (id_conta, id_agenda)
        REFERENCES agenda (id_conta, id) ON DELETE CASCADE`);

  await x(sql`ALTER TABLE lembrete_entrega ADD COLUMN id_conta integer`);
  await x(sql`
    UPDATE lembrete_entrega e SET id_conta = l.id_conta FROM lembrete l WHERE l.id = e.id_lembrete`);
  await x(sql`
    ALTER TABLE lembrete_entrega ALTER COLUMN id_conta SET NOT NULL,
      DROP CONSTRAINT lembrete_entrega_id_lembrete_fkey,
      ADD CONSTRAINT lembrete_entrega_id_conta_id_lembrete_fkey FOREIGN KEY (id_conta, id_lembrete)
        REFERENCES lembrete (id_conta, id) ON DELETE CASCADE`);

  await x(sql`
    ALTER TABLE orcamento_item DROP CONSTRAINT orcamento_item_id_orcamento_ordem_key,
      ADD CONSTRAINT orcamento_item_id_conta_id_orcamento_ordem_key UNIQUE (id_conta, id_orcamento, ordem)`);
  await x(sql`
    ALTER TABLE transacao DROP CONSTRAINT transacao_id_orcamento_key,
      ADD CONSTRAINT transacao_id_conta_id_orcamento_key UNIQUE (id_conta, id_orcamento)`);
  await x(sql`
    ALTER TABLE comissao DROP CONSTRAINT comissao_id_orcamento_item_fkey,
      ADD CONSTRAINT comissao_id_conta_id_orcamento_item_fkey FOREIGN KEY (id_conta, id_orcamento_item)
        REFERENCES orcamento_item (id_conta, id)`);

  await x(sql`ALTER TABLE sessao ADD COLUMN id_conta integer`);
  await x(sql`UPDATE sessao s SET id_conta = u.id_conta FROM usuario u WHERE u.id = s.id_usuario`);
  await x(sql`
    ALTER TABLE sessao ALTER COLUMN id_conta SET NOT NULL,
      DROP CONSTRAINT sessao_id_usuario_fkey,
      ADD CONSTRAINT sessao_id_conta_id_usuario_fkey FOREIGN KEY (id_conta, id_usuario)
        REFERENCES usuario (id_conta, id) ON DELETE CASCADE`);
  await x(sql`
    ALTER TABLE notificacao DROP CONSTRAINT notificacao_id_usuario_fkey,
      ADD CONSTRAINT notificacao_id_conta_id_usuario_fkey FOREIGN KEY (id_conta, id_usuario)
        REFERENCES usuario (id_conta, id) ON DELETE CASCADE`);

  // Link tables keyed by their two parents: the clinic first.
  for (const [t, colunas] of [
    ['perfil_permissao', sql`(id_conta, id_perfil, chave)`],
    ['usuario_unidade', sql`(id_conta, id_usuario, id_unidade)`],
    ['modelo_anamnese_questao', sql`(id_conta, id_modelo, id_questao)`],
  ] as const) {
    await x(sql`
      ALTER TABLE ${sql.table(t)} DROP CONSTRAINT ${sql.ref(`${t}_pkey`)},
        ADD CONSTRAINT ${sql.ref(`${t}_pkey`)} PRIMARY KEY ${colunas}`);
  }

  // A professional belongs to one clinic, so adding the clinic changes nothing it refuses.
  await x(sql`
    ALTER TABLE agenda DROP CONSTRAINT agenda_sem_sobreposicao,
      ADD CONSTRAINT agenda_sem_sobreposicao EXCLUDE USING gist (
        id_conta WITH =,
        id_profissional WITH =,
        tstzrange(inicio, fim, '[)') WITH &&
      ) WHERE (status NOT IN ('Cancelado pelo paciente', 'Faltou', 'Reagendada'))`);

  // The disk driver's random file name, unique per clinic.
  await x(sql`DROP INDEX arquivo_chave_idx`);
  await x(sql`CREATE UNIQUE INDEX arquivo_chave_idx ON arquivo (id_conta, chave) WHERE chave IS NOT NULL`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`DROP INDEX arquivo_chave_idx`);
  await x(sql`CREATE UNIQUE INDEX arquivo_chave_idx ON arquivo (chave) WHERE chave IS NOT NULL`);
  await x(sql`
    ALTER TABLE agenda DROP CONSTRAINT agenda_sem_sobreposicao,
      ADD CONSTRAINT agenda_sem_sobreposicao EXCLUDE USING gist (
        id_profissional WITH =,
        tstzrange(inicio, fim, '[)') WITH &&
      ) WHERE (status NOT IN ('Cancelado pelo paciente', 'Faltou', 'Reagendada'))`);
  for (const [t, colunas] of [
    ['perfil_permissao', sql`(id_perfil, chave)`],
    ['usuario_unidade', sql`(id_usuario, id_unidade)`],
    ['modelo_anamnese_questao', sql`(id_modelo, id_questao)`],
  ] as const) {
    await x(sql`
      ALTER TABLE ${sql.table(t)} DROP CONSTRAINT ${sql.ref(`${t}_pkey`)},
        ADD CONSTRAINT ${sql.ref(`${t}_pkey`)} PRIMARY KEY ${colunas}`);
  }
  await x(sql`
    ALTER TABLE notificacao DROP CONSTRAINT notificacao_id_conta_id_usuario_fkey,
      ADD CONSTRAINT notificacao_id_usuario_fkey FOREIGN KEY (id_usuario) REFERENCES usuario (id) ON DELETE CASCADE`);
  await x(sql`
    ALTER TABLE sessao DROP CONSTRAINT sessao_id_conta_id_usuario_fkey,
      ADD CONSTRAINT sessao_id_usuario_fkey FOREIGN KEY (id_usuario) REFERENCES usuario (id) ON DELETE CASCADE,
      DROP COLUMN id_conta`);
  await x(sql`
    ALTER TABLE comissao DROP CONSTRAINT comissao_id_conta_id_orcamento_item_fkey,
      ADD CONSTRAINT comissao_id_orcamento_item_fkey FOREIGN KEY (id_orcamento_item) REFERENCES orcamento_item (id)`);
  await x(sql`
    ALTER TABLE transacao DROP CONSTRAINT transacao_id_conta_id_orcamento_key,
      ADD CONSTRAINT transacao_id_orcamento_key UNIQUE (id_orcamento)`);
  await x(sql`
    ALTER TABLE orcamento_item DROP CONSTRAINT orcamento_item_id_conta_id_orcamento_ordem_key,
      ADD CONSTRAINT orcamento_item_id_orcamento_ordem_key UNIQUE (id_orcamento, ordem)`);
  await x(sql`
    ALTER TABLE lembrete_entrega DROP CONSTRAINT lembrete_entrega_id_conta_id_lembrete_fkey,
      ADD CONSTRAINT lembrete_entrega_id_lembrete_fkey FOREIGN KEY (id_lembrete) REFERENCES lembrete (id) ON DELETE CASCADE,
      DROP COLUMN id_conta`);
  await x(sql`
    ALTER TABLE lembrete DROP CONSTRAINT lembrete_id_conta_id_agenda_fkey,
      ADD CONSTRAINT lembrete_id_agenda_fkey FOREIGN KEY (id_agenda) REFERENCES agenda (id) ON DELETE CASCADE,
      DROP CONSTRAINT lembrete_id_conta_id_agenda_key,
      ADD CONSTRAINT lembrete_id_agenda_key UNIQUE (id_agenda)`);
  for (const t of ['paciente_termo', 'paciente_anamnese']) {
    await x(sql`DROP INDEX ${sql.ref(`${t}_codigo_idx`)}`);
    await x(sql`
      ALTER TABLE ${sql.table(t)} DROP CONSTRAINT ${sql.ref(`${t}_id_conta_id_arquivo_assinatura_fkey`)},
        ADD CONSTRAINT ${sql.ref(`${t}_id_arquivo_assinatura_fkey`)}
          FOREIGN KEY (id_arquivo_assinatura) REFERENCES arquivo (id),
        DROP CONSTRAINT ${sql.ref(`${t}_id_conta_codigo_key`)},
        ADD CONSTRAINT ${sql.ref(`${t}_codigo_key`)} UNIQUE (codigo)`);
  }
  await x(sql`
    ALTER TABLE log_auditoria DROP CONSTRAINT log_auditoria_id_conta_id_usuario_fkey,
      ADD CONSTRAINT log_auditoria_id_usuario_fkey FOREIGN KEY (id_usuario) REFERENCES usuario (id) ON DELETE SET NULL,
      ALTER COLUMN id_conta DROP NOT NULL`);
  await x(sql`ALTER TABLE cobranca ADD CONSTRAINT assinatura_id_externo_key UNIQUE (id_externo)`);
  await x(sql`ALTER TABLE orcamento_item DROP CONSTRAINT orcamento_item_id_conta_id_key`);
  await x(sql`ALTER TABLE lembrete DROP CONSTRAINT lembrete_id_conta_id_key`);
  await x(sql`ALTER TABLE arquivo DROP CONSTRAINT arquivo_id_conta_id_key`);
}
