import { type Kysely, sql } from 'kysely';

/**
 * What an import did, row by row (issue 39). `importacao_mapa`: each old key (a spreadsheet
 * patient's CPF or mobile+name key; an old system's id) → the record here, and whether this
 * import created it (`criado`) or found it already here. Written in the same transaction as the
 * record and the cursor, it is what makes a resumed batch skip what was done and an undo remove
 * exactly what this import created. `importacao_erro`: the row that could not be imported (or
 * was imported with something left out, `aviso`) and why, in pt-BR — never the row's contents.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`
    CREATE TABLE importacao_mapa (
      id_conta integer NOT NULL,
      id_importacao integer NOT NULL,
      tipo_dado text NOT NULL CHECK (tipo_dado IN ('pacientes', 'agendas')),
      chave_antiga text NOT NULL CHECK (char_length(chave_antiga) BETWEEN 1 AND 300),
      id_novo integer NOT NULL,
      criado boolean NOT NULL,
      PRIMARY KEY (id_conta, id_importacao, tipo_dado, chave_antiga),
      FOREIGN KEY (id_conta, id_importacao) REFERENCES importacao (id_conta, id) ON DELETE CASCADE
    )`);
  await x(sql`CREATE INDEX importacao_mapa_novo_idx ON importacao_mapa (id_conta, tipo_dado, id_novo)`);
  await x(sql`
    CREATE TABLE importacao_erro (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_importacao integer NOT NULL,
      tipo_dado text NOT NULL CHECK (tipo_dado IN ('pacientes', 'agendas')),
      linha integer NOT NULL CHECK (linha >= 1),
      nivel text NOT NULL CHECK (nivel IN ('erro', 'aviso')),
      mensagem text NOT NULL CHECK (char_length(mensagem) BETWEEN 1 AND 500),
      criado_em timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (id_conta, id_importacao) REFERENCES importacao (id_conta, id) ON DELETE CASCADE
    )`);
  await x(sql`CREATE INDEX importacao_erro_idx ON importacao_erro (id_importacao, linha, id)`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE importacao_erro`.execute(db);
  await sql`DROP TABLE importacao_mapa`.execute(db);
}
