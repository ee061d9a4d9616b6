import { webcrypto } from 'node:crypto';
import { normalizarBusca } from '@clinica/domain';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { proximoPrefixo } from '../../src/db/lista';

/**
 * The ceiling (issue 20): the same Fastify, in the benchmark's process, on the same database, with
 * the least work that gives the same answer — what the product is measured against.
 *   GET /teto/nada            a bare route (what Fastify and the socket cost)
 *   GET /teto/sessao          verify the HS256 token + one primary-key query
 *   GET /teto/busca?q=        the patient search's page 1, hand-written, without a total
 *   GET /teto/pagina?page=    an offset page of the clinic's patients by name, without a total
 */
export async function iniciarTeto(databaseUrl: string, segredoJwt: string, conexoes: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: conexoes });
  // The key imported once (jose would import raw bytes again on every call).
  const chave = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(segredoJwt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const app = Fastify({ logger: false });
  // Active patients only, where the schema archives them (an older build measured for 'before').
  const temArquivo = (
    await pool.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'paciente' AND column_name = 'arquivado_em'",
    )
  ).rowCount;
  const ativos = temArquivo ? ' AND p.arquivado_em IS NULL' : '';
  // The e-mail as the search compares it: a stored column where the schema has one (its trigram
  // index moved there), the expression its index was built on in an older build.
  const temEmailBusca = (
    await pool.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'paciente' AND column_name = 'email_busca'",
    )
  ).rowCount;
  const emailBusca = temEmailBusca ? 'p.email_busca' : 'f_busca(p.email)';
  // The search by word prefixes (202612010100): the same answer the product gives since then.
  const temPalavras = (
    await pool.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'paciente_palavra'")
  ).rowCount;

  const conta = async (authorization: string | undefined) => {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1] ?? '';
    const { payload } = await jwtVerify(token, chave, { algorithms: ['HS256'] });
    return Number(payload.conta);
  };

  app.get('/teto/nada', async () => ({ ok: true }));
  app.get('/teto/sessao', async (req) => {
    const { payload } = await jwtVerify(
      /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '',
      chave,
      { algorithms: ['HS256'] },
    );
    const r = await pool.query('SELECT id, nome, id_conta FROM usuario WHERE id = $1', [Number(payload.sub)]);
    return r.rows[0];
  });
  app.get<{ Querystring: { q?: string } }>('/teto/busca', async (req) => {
    const idConta = await conta(req.headers.authorization);
    const q = req.query.q ?? '';
    const palavras = normalizarBusca(q).split(' ').filter(Boolean);
    if (temPalavras) {
      // Each word a range of the word index, read index-only; the page's 15 rows from paciente.
      const faixa = (i: number) =>
        `palavra ~>=~ $${3 * i + 2} AND palavra ~<~ $${3 * i + 3} AND prefixo_comum < $${3 * i + 4}`;
      const ramos = palavras.map(
        (_, i) =>
          `SELECT id_paciente AS id, nome_busca FROM paciente_palavra
            WHERE id_conta = $1 AND NOT arquivado AND ${faixa(i)}`,
      );
      const m = ramos.join(' INTERSECT ');
      const r = await pool.query(
        `WITH m AS MATERIALIZED (${m})
         SELECT p.* FROM (SELECT id, nome_busca FROM m ORDER BY nome_busca, id LIMIT 15) pg
           JOIN paciente p ON p.id = pg.id
          ORDER BY pg.nome_busca, pg.id`,
        [idConta, ...palavras.flatMap((w) => [w, proximoPrefixo(w), Array.from(w).length])],
      );
      return r.rows;
    }
    const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const nomes = palavras.map((_, i) => `p.nome_busca LIKE $${i + 2}`).join(' AND ');
    // The matches gathered once by the trigram indexes, then sorted: the planner's own choice (walk
    // the name index hoping to meet 15 matches) takes 200+ ms for a common name.
    const r = await pool.query(
      `WITH m AS MATERIALIZED (
         SELECT p.id, p.nome_busca FROM paciente p
          WHERE p.id_conta = $1${ativos}
            AND ((${nomes}) OR ${emailBusca} LIKE $${palavras.length + 2}))
       SELECT p.* FROM (SELECT id, nome_busca FROM m ORDER BY nome_busca, id LIMIT 15) pg
         JOIN paciente p ON p.id = pg.id
        ORDER BY pg.nome_busca, pg.id`,
      [idConta, ...palavras.map(like), like(normalizarBusca(q))],
    );
    return r.rows;
  });
  app.get<{ Querystring: { page?: string } }>('/teto/pagina', async (req) => {
    const idConta = await conta(req.headers.authorization);
    const page = Math.max(1, Number(req.query.page ?? 1));
    const r = await pool.query(
      `SELECT p.* FROM paciente p WHERE p.id_conta = $1${ativos} ORDER BY p.nome_busca, p.id LIMIT 15 OFFSET $2`,
      [idConta, (page - 1) * 15],
    );
    return r.rows;
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const endereco = app.server.address();
  const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
  return {
    url: `http://127.0.0.1:${porta}`,
    fechar: async () => {
      await app.close();
      await pool.end();
    },
  };
}
