import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/kysely';

/** A key's state: points in the current window, when the window ends, when a backoff ends. */
type Contagem = { pontos: number; expiraEm: Date; liberadoEm: Date | null };

/** Exponential backoff: `livres` attempts back to back, then base·2ⁿ seconds, at most `tetoSeg`. */
export type Recuo = { livres: number; baseSeg: number; tetoSeg: number };

/**
 * Rate-limit counters in Postgres (table contador_limite), shared by every server instance
 * (DECISIONS 24). Each write is one atomic statement: the row lock of `insert … on conflict
 * do update` serialises concurrent writers of a key across instances.
 */
export type Contadores = {
  /** One more point in a fixed window of `janelaSeg`; the count returned includes it. */
  somar(chave: string, janelaSeg: number): Promise<Contagem>;
  /**
   * Takes one attempt on a backoff key when its wait is over, and sets the next wait from
   * the attempts so far; false (nothing written) while it still waits. Checking and counting
   * in one statement means a burst of parallel requests can't all slip through one opening.
   */
  reservar(chave: string, janelaSeg: number, recuo: Recuo): Promise<boolean>;
  /** The live (unexpired) keys among `chaves`. */
  ler(chaves: string[]): Promise<Map<string, Contagem>>;
  apagar(chaves: string[]): Promise<void>;
  agora(): Date;
};

/** Expired rows swept by each write: more than one write ever creates, so the table can't grow. */
const VARRIDOS_POR_ESCRITA = 20;

type Linha = { chave: string; pontos: number; expira_em: Date | string; liberado_em: Date | string | null };

const paraContagem = (l: Linha): Contagem => ({
  pontos: l.pontos,
  expiraEm: new Date(l.expira_em),
  liberadoEm: l.liberado_em === null ? null : new Date(l.liberado_em),
});

/** A timestamp parameter (ISO text: the same on node-postgres and PGlite). */
const instante = (d: Date) => sql<Date>`${d.toISOString()}::timestamptz`;
const mais = (d: Date, segundos: RawBuilder<unknown> | number) =>
  sql`(${instante(d)} + make_interval(secs => (${segundos})::float8))`;

/** The backoff after attempt number `n`: none before `livres`, then doubling up to the ceiling. */
const espera = (n: RawBuilder<unknown>, r: Recuo) =>
  sql`CASE WHEN ${n} < ${r.livres}::int THEN 0
      ELSE least(${r.tetoSeg}::float8, ${r.baseSeg}::float8 * power(2, ${n} - ${r.livres}::int)) END`;

/**
 * `prefixo` namespaces the keys (tests give each app its own, so files running in parallel on
 * one database don't share counters); the sweep stays inside it so a test app with a fake
 * clock never removes another's live rows. Production uses ''.
 */
export function criarContadores(db: Db, agora: () => Date, prefixo = ''): Contadores {
  const k = (chave: string) => `${prefixo}${chave}`;
  // Rows of other keys that expired: deleted by the same statement (the key being written is
  // left to the upsert, which restarts its own expired row).
  const varrer = (chave: string, t: Date) => sql`varridos AS (
    DELETE FROM contador_limite WHERE chave IN (
      SELECT chave FROM contador_limite
      WHERE expira_em <= ${instante(t)} AND starts_with(chave, ${prefixo}) AND chave <> ${chave}
      ORDER BY expira_em LIMIT ${VARRIDOS_POR_ESCRITA} FOR UPDATE SKIP LOCKED))`;
  const expirado = (t: Date) => sql`c.expira_em <= ${instante(t)}`;

  return {
    agora,
    async somar(chave, janelaSeg) {
      const t = agora();
      const { rows } = await sql<Linha>`
        WITH ${varrer(k(chave), t)}
        INSERT INTO contador_limite AS c (chave, pontos, expira_em)
        VALUES (${k(chave)}, 1, ${mais(t, janelaSeg)})
        ON CONFLICT (chave) DO UPDATE SET
          pontos = CASE WHEN ${expirado(t)} THEN 1 ELSE c.pontos + 1 END,
          expira_em = CASE WHEN ${expirado(t)} THEN excluded.expira_em ELSE c.expira_em END
        RETURNING chave, pontos, expira_em, liberado_em`.execute(db);
      return paraContagem(rows[0]!);
    },
    async reservar(chave, janelaSeg, recuo) {
      const t = agora();
      const novos = sql`(CASE WHEN ${expirado(t)} THEN 1 ELSE c.pontos + 1 END)`;
      const { rows } = await sql<Linha>`
        WITH ${varrer(k(chave), t)}
        INSERT INTO contador_limite AS c (chave, pontos, expira_em, liberado_em)
        VALUES (${k(chave)}, 1, ${mais(t, janelaSeg)}, ${mais(t, espera(sql`1`, recuo))})
        ON CONFLICT (chave) DO UPDATE SET
          pontos = ${novos},
          expira_em = excluded.expira_em,
          liberado_em = ${mais(t, espera(novos, recuo))}
        WHERE ${expirado(t)} OR c.liberado_em IS NULL OR c.liberado_em <= ${instante(t)}
        RETURNING chave, pontos, expira_em, liberado_em`.execute(db);
      return rows.length > 0;
    },
    async ler(chaves) {
      if (chaves.length === 0) return new Map();
      const linhas = await db
        .selectFrom('contador_limite')
        .select(['chave', 'pontos', 'expira_em', 'liberado_em'])
        .where('chave', 'in', chaves.map(k))
        .where('expira_em', '>', instante(agora()))
        .execute();
      return new Map(linhas.map((l) => [l.chave.slice(prefixo.length), paraContagem(l)]));
    },
    async apagar(chaves) {
      if (chaves.length === 0) return;
      await db.deleteFrom('contador_limite').where('chave', 'in', chaves.map(k)).execute();
    },
  };
}

/** Whole seconds from now until `ate` (at least 1: a Retry-After of 0 invites a hot loop). */
export const segundosAte = (ate: Date, agora: Date) =>
  Math.max(1, Math.ceil((ate.getTime() - agora.getTime()) / 1000));
