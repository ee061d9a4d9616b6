import { MSG } from '@clinica/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import type { AppDeTeste } from './app-de-teste';
import { criarClinica, definirCobranca } from './fabrica';
import { type EsquemaJson, valorDe } from './hostil-valores';
import { entrar } from './http';
import { RECURSOS_ALHEIOS } from './recursos-alheios';

/**
 * The hostile run over every REST route of the OpenAPI document (issue 18.2): a logged-in ADM
 * of clinic A sends generated values to each route; no answer may be ≥ 500, a refused call
 * (≥ 400) may change nothing in A, and nothing at all may change in clinic B, whose ids are in
 * the generators' pool. Used by `rest/hostil.int.test.ts` (500 cases) and `scripts/fuzz-rest.ts`.
 */

type Parametro = { name: string; in: 'path' | 'query' | 'header'; schema?: EsquemaJson; required?: boolean };
type Operacao = {
  parameters?: Parametro[];
  requestBody?: { content?: Record<string, { schema?: EsquemaJson }> };
};
type Rota = { metodo: string; caminho: string; op: Operacao };

/**
 * Routes whose answer depends on a third party, that end the very session the run uses, or
 * (the password change) whose wrong guesses count against the account's log-in limit, which
 * the run needs to log in again after a 401.
 */
const FORA = [/\/stripe\//, /logout|sair/, /\/me\/senha$/];

async function rotasDoOpenApi(app: FastifyInstance): Promise<{ rotas: Rota[]; doc: unknown }> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const rotas: Rota[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths as Record<string, Record<string, Operacao>>)) {
    if (FORA.some((r) => r.test(caminho))) continue;
    for (const [metodo, op] of Object.entries(metodos))
      rotas.push({ metodo: metodo.toUpperCase(), caminho, op });
  }
  return { rotas, doc };
}

type Caso = {
  rota: Rota;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  corpo: unknown;
};

const parametrosEm = (op: Operacao, onde: Parametro['in']) =>
  (op.parameters ?? []).filter((p) => p.in === onde);

/** One call to one route: path and query from their parameters, a body from its JSON schema. */
function casoArb(rotas: Rota[], doc: unknown, ids: number[]): fc.Arbitrary<Caso> {
  return fc.constantFrom(...rotas).chain((rota) => {
    const arbs = (ps: Parametro[], todos: boolean) =>
      fc.record(Object.fromEntries(ps.map((p) => [p.name, valorDe(p.schema ?? {}, doc, ids)])), {
        requiredKeys: ps.filter((p) => todos || p.required).map((p) => p.name),
      });
    const esquemaCorpo = rota.op.requestBody?.content?.['application/json']?.schema;
    return fc.record({
      rota: fc.constant(rota),
      path: arbs(parametrosEm(rota.op, 'path'), true),
      query: arbs(parametrosEm(rota.op, 'query'), false),
      corpo: esquemaCorpo ? corpoArb(rota.caminho, esquemaCorpo, doc, ids) : fc.constant(undefined),
    });
  });
}

/** A lone surrogate can't be percent-encoded (a client library would send U+FFFD instead). */
const bemFormado = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
/**
 * A body from the schema, or half the time a valid body of the resource (the access walk's
 * examples) with one field replaced: the calls that get furthest, to the service and the SQL.
 */
function corpoArb(caminho: string, esquema: EsquemaJson, doc: unknown, ids: number[]): fc.Arbitrary<unknown> {
  const gerado = valorDe(esquema, doc, ids);
  const prefixo = Object.keys(RECURSOS_ALHEIOS)
    .filter((p) => caminho.startsWith(p))
    .sort((x, y) => y.length - x.length)[0];
  const exemplo = prefixo ? RECURSOS_ALHEIOS[prefixo]!.corpo : null;
  const campos = Object.entries(esquema.properties ?? {});
  if (!exemplo || campos.length === 0) return gerado;
  const mutado = fc
    .constantFrom(...campos)
    .chain(([campo, e]) => valorDe(e, doc, ids).map((v) => ({ ...exemplo, [campo]: v })));
  return fc.oneof(gerado, mutado);
}

const comoTexto = (v: unknown) => bemFormado(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function urlDo(caso: Caso): string {
  const caminho = caso.rota.caminho.replace(/\{(\w+)\}/g, (_, nome: string) =>
    encodeURIComponent(comoTexto(caso.path[nome]) || 'x'),
  );
  const busca = new URLSearchParams();
  for (const [k, v] of Object.entries(caso.query)) {
    for (const item of Array.isArray(v) ? v : [v]) busca.append(k, comoTexto(item));
  }
  const q = busca.toString();
  return q ? `${caminho}?${q}` : caminho;
}

/**
 * Each clinic table's row count and content hash for one clinic: "what changed" in one query
 * (tables where it has rows).
 * Not the access log: it records accepted reads in batches off the request path (issue 19), so an
 * earlier read's rows may land while a later, refused call is being checked. Nor the export slots
 * (`exportacao_vaga`): a lease, not clinic data, that an earlier accepted export gives back when
 * its stream closes — after its answer was read, sometimes during a later call (CI saw one).
 */
async function tabelasDaClinica(db: Db): Promise<string[]> {
  const tabelas = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'id_conta'
      AND table_name NOT IN ('acesso_paciente', 'exportacao_vaga')
      AND table_name NOT LIKE 'teste\_%'
    ORDER BY table_name`.execute(db);
  return tabelas.rows.map((t) => t.table_name);
}

async function instantaneo(db: Db, idConta: number, tabelas: string[]): Promise<string> {
  const partes = tabelas.map(
    (t) =>
      sql`SELECT ${t}::text AS t, count(*)::text AS n, coalesce(sum(hashtext(x::text)::bigint), 0)::text AS h
          FROM ${sql.table(t)} x WHERE id_conta = ${idConta}`,
  );
  partes.push(
    sql`SELECT 'conta' AS t, count(*)::text AS n, coalesce(sum(hashtext(x::text)::bigint), 0)::text AS h FROM conta x WHERE id = ${idConta}`,
  );
  const r = await sql<{ t: string; n: string; h: string }>`${sql.join(partes, sql` UNION ALL `)}`.execute(db);
  // Tables where the clinic has no row say nothing, and scratch tables (`teste_…`) are not read:
  // another test file on the same database creates and drops one with an id_conta column
  // (tipo-pagamento's 'in use' check); its appearing between two snapshots — or vanishing
  // between the listing and the query — is not a change to this clinic.
  // Sorted here: a UNION ALL of ~50 tables may run as a Parallel Append, whose rows come in any
  // order (CI saw identical snapshots in another order reported as 'changed').
  return r.rows
    .filter((l) => l.n !== '0')
    .map((l) => `${l.t}:${l.n}:${l.h}`)
    .sort()
    .join('|');
}

/** Which tables of a snapshot changed (table:rows:hash), so a finding says where to look. */
function diferenca(antes: string, depois: string): string {
  const a = antes.split('|');
  const d = depois.split('|');
  return `${a.filter((p) => !d.includes(p)).join(', ')} → ${d.filter((p) => !a.includes(p)).join(', ')}`;
}

/** A clinic with one row of every id-addressed resource; its ids go into the generators' pool. */
async function clinicaPovoada(t: AppDeTeste) {
  const c = await criarClinica(t.deps);
  const ids: number[] = [c.idUsuario];
  for (const r of Object.values(RECURSOS_ALHEIOS)) ids.push(await r.criar(t.db, c.idConta));
  return { ...c, ids, token: await entrar(t.app, c.email, c.senha) };
}

/**
 * A 400 with the bare generic message and no NUL in the call came from the database (a 22xxx
 * mapped to 400), not from a schema: some number or text was not bounded where it is declared.
 */
function recusadaPeloBanco(corpo: string, url: string, enviado: unknown) {
  const nul = url.includes('%00') || JSON.stringify(enviado ?? null).includes('\\u0000');
  return !nul && corpo.includes(`"message":"${MSG.geral.dadosInvalidos}"`);
}

export type Achado = { caso: string; status: number; motivo: string };

/**
 * Runs `casos` generated calls; returns what went wrong (empty = the property holds). A call
 * the ADM may make (≥ 400 not) may change A; clinic A's subscription and session are restored
 * when a call legitimately ends them (demo cancel, own deactivation).
 */
export async function rodarHostil(
  t: AppDeTeste,
  opcoes: {
    casos: number;
    semente?: number;
    aoProgresso?: (n: number) => void;
    aoStatus?: (status: number, rota: string) => void;
  },
): Promise<Achado[]> {
  const { rotas, doc } = await rotasDoOpenApi(t.app);
  const a = await clinicaPovoada(t);
  const b = await clinicaPovoada(t);
  const achados: Achado[] = [];
  let token = a.token;
  // The schema's tables, read once: the migrations are done, and scratch tables are left out.
  const tabelas = await tabelasDaClinica(t.db);
  const antesB = await instantaneo(t.db, b.idConta, tabelas);
  // Most calls are refused and change nothing: the snapshot taken after one is the next one's
  // "before", so a refused call costs one snapshot, not two (about half this test's time).
  let conhecidoA: string | null = null;
  let feitos = 0;
  await fc.assert(
    fc.asyncProperty(casoArb(rotas, doc, [...a.ids, ...b.ids]), async (caso) => {
      const antesA = conhecidoA ?? (await instantaneo(t.db, a.idConta, tabelas));
      conhecidoA = null;
      const url = urlDo(caso);
      const res = await t.app.inject({
        method: caso.rota.metodo as 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(caso.corpo === undefined ? {} : { payload: JSON.stringify(caso.corpo) }),
      });
      opcoes.aoStatus?.(res.statusCode, `${caso.rota.metodo} ${caso.rota.caminho}`);
      const descricao = `${caso.rota.metodo} ${url.slice(0, 300)} ${comoTexto(caso.corpo).slice(0, 300)}`;
      if (res.statusCode >= 500) achados.push({ caso: descricao, status: res.statusCode, motivo: res.body });
      if (res.statusCode === 400 && recusadaPeloBanco(res.body, url, caso.corpo))
        achados.push({ caso: descricao, status: 400, motivo: 'recusada pelo banco, não pelo schema' });
      if (res.statusCode >= 400) {
        const depoisA = await instantaneo(t.db, a.idConta, tabelas);
        conhecidoA = depoisA;
        if (depoisA !== antesA)
          achados.push({
            caso: descricao,
            status: res.statusCode,
            motivo: `recusada, mas mudou a clínica A: ${diferenca(antesA, depoisA)}`,
          });
      }
      if (res.statusCode === 401 || res.statusCode === 402 || res.statusCode === 403) {
        conhecidoA = null; // restoring the subscription and the session writes to A
        await definirCobranca(t.db, a.idConta, 'active');
        await t.db.updateTable('usuario').set({ ativo: true }).where('id', '=', a.idUsuario).execute();
        token = await entrar(t.app, a.email, a.senha);
      }
      opcoes.aoProgresso?.(++feitos);
    }),
    {
      numRuns: opcoes.casos,
      ...(opcoes.semente === undefined ? {} : { seed: opcoes.semente }),
      endOnFailure: true,
    },
  );
  // The export slots left out of the snapshots must all be given back once the streams close.
  for (let i = 0; i < 40; i++) {
    const presas = await t.db
      .selectFrom('exportacao_vaga')
      .select('vaga')
      .where('id_conta', 'in', [a.idConta, b.idConta])
      .execute();
    if (presas.length === 0) break;
    if (i === 39)
      achados.push({
        caso: '(toda a execução)',
        status: 0,
        motivo: `vagas de exportação presas: ${presas.length}`,
      });
    await new Promise((r) => setTimeout(r, 50));
  }
  const depoisB = await instantaneo(t.db, b.idConta, tabelas);
  if (depoisB !== antesB)
    achados.push({
      caso: '(toda a execução)',
      status: 0,
      motivo: `a clínica B mudou: ${diferenca(antesB, depoisB)}`,
    });

  return achados;
}
