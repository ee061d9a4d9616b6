import type { Achado } from './hostil';
import {
  type Corpo,
  corpoDe,
  criarRng,
  type Rng,
  TIPOS_CORPO,
  type TipoCorpo,
} from './hostil-transporte-corpos';
import { enviarBruto, type Resultado, TRANSPORTES, type Transporte } from './hostil-transporte-http';
import type { Instancia } from './instancias';

/*
 * The hostile transport run (issue 38): one multipart POST to /trpc once hung the server for good.
 * Against the BUILT server over real sockets (a separate process: a hang fails the run instead of
 * freezing it), every REST route of the OpenAPI document and every tRPC procedure, with and
 * without a session, gets bodies of every content type, sent whole, truncated (a Content-Length
 * never reached, then a half-close), oversized, or trickled over seconds. No answer may be a 5xx,
 * every one must come within `prazoMs` of the last byte, /api/saude must answer 200 within a
 * second after each call (and halfway through a slow one), the process must stay up, and its log
 * must hold no stack trace. Used by `rest/hostil-transporte.int.test.ts` and
 * `scripts/fuzz-transporte.ts`.
 */

type Parametro = { name: string; in: string; schema?: { type?: string | string[] } };
type Operacao = { parameters?: Parametro[]; description?: string };

type Alvo = {
  superficie: 'rest' | 'trpc';
  metodo: string;
  /** The route's path, `{param}` placeholders included. */
  caminho: string;
  parametros: Parametro[];
  /** Takes multipart/form-data (its description says so): the runs hit it with every multipart. */
  upload: boolean;
};

/** Calls that end the clinic's subscription: every later call would stop at a 402. */
const FORA = [/\/demo-portal\/cancelar$/, /cobranca\.demoCancelar$/];

/** Every REST route of the OpenAPI document, and each procedure: mutations by POST, queries by GET and POST. */
async function alvosDe(base: string, procedimentos: Record<string, string>): Promise<Alvo[]> {
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operacao>>;
  };
  const alvos: Alvo[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths)) {
    if (FORA.some((r) => r.test(caminho))) continue;
    for (const [metodo, op] of Object.entries(metodos)) {
      alvos.push({
        superficie: 'rest',
        metodo: metodo.toUpperCase(),
        caminho,
        parametros: (op.parameters ?? []).filter((p) => p.in === 'path'),
        upload: /multipart/i.test(op.description ?? ''),
      });
    }
  }
  for (const [nome, tipo] of Object.entries(procedimentos)) {
    if (FORA.some((r) => r.test(nome))) continue;
    const metodos = tipo === 'query' ? ['GET', 'POST'] : tipo === 'mutation' ? ['POST'] : [];
    for (const metodo of metodos)
      alvos.push({ superficie: 'trpc', metodo, caminho: `/trpc/${nome}`, parametros: [], upload: false });
  }
  return alvos;
}

/**
 * Each procedure's kind ('query', 'mutation'), by its dotted path, from a tRPC router's flat
 * procedure table (the caller passes the app router: testing/ doesn't import the composition root).
 */
export function tiposDeProcedimento(router: { _def: { procedures: object } }): Record<string, string> {
  const procedimentos = router._def.procedures as Record<string, { _def: { type: string } }>;
  return Object.fromEntries(Object.entries(procedimentos).map(([nome, p]) => [nome, p._def.type]));
}

type Caso = {
  alvo: Alvo;
  autenticado: boolean;
  tipoCorpo: TipoCorpo;
  transporte: Transporte;
  /** Each case draws from its own RNG: the same seed gives the same bodies whatever the concurrency. */
  semente: number;
};

const PESOS_TRANSPORTE: [Transporte, number][] = [
  ['inteiro', 4],
  ['truncado', 2],
  ['grande', 1],
  ['grande-chunked', 1],
  ['lento', 1],
];
function transporteAleatorio(rng: Rng): Transporte {
  let x = rng.proximo() * PESOS_TRANSPORTE.reduce((s, [, p]) => s + p, 0);
  for (const [t, p] of PESOS_TRANSPORTE) {
    x -= p;
    if (x < 0) return t;
  }
  return 'inteiro';
}

/**
 * `n` cases: first the ones every run must hold — each upload route with each multipart kind,
 * whole and truncated, logged in; each content type with each way of sending, on some route —
 * then random ones from the whole route × session × content type × transport matrix.
 */
function sortearCasos(alvos: Alvo[], n: number, semente: number): Caso[] {
  const rng = criarRng(semente);
  const casos: Caso[] = [];
  const caso = (alvo: Alvo, autenticado: boolean, tipoCorpo: TipoCorpo, transporte: Transporte) =>
    casos.push({ alvo, autenticado, tipoCorpo, transporte, semente: rng.inteiro(0, 2 ** 31) });
  const multipart = TIPOS_CORPO.filter((t) => t.startsWith('multipart'));
  for (const alvo of alvos.filter((a) => a.upload))
    for (const tipo of multipart) for (const t of ['inteiro', 'truncado'] as const) caso(alvo, true, tipo, t);
  for (const tipo of TIPOS_CORPO)
    for (const t of TRANSPORTES) caso(rng.um(alvos), rng.proximo() < 0.7, tipo, t);
  // The fixed ones in a random order, so a short run still spreads over them.
  for (let i = casos.length - 1; i > 0; i--) {
    const j = rng.inteiro(0, i);
    [casos[i], casos[j]] = [casos[j]!, casos[i]!];
  }
  // Upload routes are 4 of ~420 targets but where a body is really read: one case in six, mostly
  // multipart; the rest split between REST and tRPC (where anything but JSON is a quick 415).
  const grupos = [alvos.filter((a) => a.upload), alvos.filter((a) => a.superficie === 'rest' && !a.upload)];
  grupos.push(alvos.filter((a) => a.superficie === 'trpc'));
  while (casos.length < n) {
    const x = rng.proximo();
    const grupo = grupos[x < 1 / 6 ? 0 : x < 0.6 ? 1 : 2]!;
    const alvo = rng.um(grupo.length ? grupo : alvos);
    const tipo = alvo.upload && rng.proximo() < 0.6 ? rng.um(multipart) : rng.um(TIPOS_CORPO);
    caso(alvo, rng.proximo() < 0.7, tipo, transporteAleatorio(rng));
  }
  return casos.slice(0, n);
}

/** A path parameter: an id the clinic has, or a number or text that matches nothing. */
function preencher(alvo: Alvo, rng: Rng, ids: number[]): string {
  const tipos = new Map(alvo.parametros.map((p) => [p.name, p.schema?.type]));
  return alvo.caminho.replace(/\{(\w+)\}/g, (_, nome: string) => {
    const tipo = tipos.get(nome);
    const numero =
      tipo === 'integer' || tipo === 'number' || (Array.isArray(tipo) && tipo.includes('integer'));
    const valor = numero
      ? rng.um([...ids, ...ids, 0, -1, 2_147_483_648, rng.inteiro(1, 1_000_000)])
      : rng.um(['abc', '2026-01-01', String(rng.um(ids)), 'x'.repeat(40), '%00']);
    return encodeURIComponent(String(valor)).replace('%2500', '%00');
  });
}

type Sessao = { token: string; email: string; senha: string; ids: number[] };

async function json(res: Response) {
  const texto = await res.text();
  try {
    return JSON.parse(texto);
  } catch {
    return texto;
  }
}

/** A clinic signed up through the public API, its owner logged in, and one patient: all by HTTP. */
async function criarSessao(base: string): Promise<Sessao> {
  const email = `transporte.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@teste.com.br`;
  const senha = 'Girassol#2025';
  const cadastro = await fetch(`${base}/api/conta`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nome: 'Clínica Transporte',
      tipo: 'clinica',
      usuario: { nome: 'Administradora', email, senha, whatsapp: '5511987654321' },
    }),
  });
  if (cadastro.status !== 201)
    throw new Error(`cadastro: ${cadastro.status} ${JSON.stringify(await json(cadastro))}`);
  const conta = await json(cadastro);
  const sessao: Sessao = { token: await entrarPorHttp(base, email, senha), email, senha, ids: [] };
  const chamar = async (metodo: string, caminho: string, corpo?: unknown) => {
    const r = await fetch(`${base}${caminho}`, {
      method: metodo,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessao.token}` },
      ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
    });
    const resposta = await json(r);
    if (r.status >= 300) throw new Error(`${metodo} ${caminho}: ${r.status} ${JSON.stringify(resposta)}`);
    return resposta;
  };
  // The demo billing (no Stripe key): subscribe and confirm, so clinic routes get past the 402.
  const { url } = await chamar('POST', '/api/assinar', { codigo: 'demo_essencial_novo' });
  await chamar('POST', `/api/demo-checkout/${String(url).split('/').pop()}/confirm`);
  const idPaciente = (
    await chamar('POST', '/api/pacientes', {
      nome: 'Paciente Transporte',
      celular: '11987654321',
      sexo: 'Outro',
      nascimento: '01/01/1990',
    })
  )?.id;
  sessao.ids = [conta.id_conta, conta.id_usuario, idPaciente].filter(
    (v): v is number => typeof v === 'number',
  );
  if (sessao.ids.length === 0) sessao.ids.push(1);
  return sessao;
}

async function entrarPorHttp(base: string, email: string, senha: string): Promise<string> {
  const r = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  const corpo = await json(r);
  if (r.status !== 200 || typeof corpo?.token !== 'string')
    throw new Error(`login: ${r.status} ${JSON.stringify(corpo)}`);
  return corpo.token;
}

/** Whether /api/saude answers 200 within a second; the reason when not. */
async function saudeFalha(base: string): Promise<string | null> {
  const inicio = performance.now();
  try {
    const r = await fetch(`${base}/api/saude`, { signal: AbortSignal.timeout(1000) });
    await r.arrayBuffer();
    return r.status === 200 ? null : `/api/saude respondeu ${r.status}`;
  } catch (e) {
    const causa = (e as { cause?: { code?: string; message?: string } }).cause;
    return `/api/saude não respondeu 200 em 1 s (${Math.round(performance.now() - inicio)} ms: ${(e as Error).name} ${causa?.code ?? ''} ${causa?.message ?? ''})`;
  }
}

/** Lines of the server's log with a stack trace: a `"stack"` field or a frame (`    at `). */
function pilhasNoLog(log: string): string[] {
  return log.split('\n').filter((l) => l.includes('"stack"') || /^\s{4}at /.test(l));
}

export type Desfecho = number | 'fechou' | 'travou';
const desfechoDe = (r: Resultado): Desfecho => r.status ?? (r.travou ? 'travou' : 'fechou');

function descrever(c: Caso, url: string, corpo: Corpo): string {
  const sessao = c.autenticado ? 'com sessão' : 'sem sessão';
  return `${c.alvo.metodo} ${url.slice(0, 200)} (${sessao}; ${c.tipoCorpo}: ${corpo.tipo ?? 'sem Content-Type'}, ${corpo.corpo.length} B; ${c.transporte})`;
}

export type OpcoesTransporte = {
  casos: number;
  semente: number;
  /** Requests in flight at once. */
  paralelo?: number;
  /** Silence after the last byte that counts as a hang. */
  prazoMs?: number;
  /** How long a slow body trickles: [min, max] ms. */
  lentoMs?: [number, number];
  aoProgresso?: (n: number) => void;
  aoDesfecho?: (d: Desfecho, c: Caso) => void;
};

/**
 * Runs the cases against `instancia` (started by the caller, without the demo seed); returns
 * what went wrong (empty = the property holds). Stops at the first finding that leaves the server
 * unusable (down, or its health check failing), since every later case would only repeat it.
 */
export async function rodarHostilTransporte(
  instancia: Instancia,
  procedimentos: Record<string, string>,
  opcoes: OpcoesTransporte,
): Promise<Achado[]> {
  const base = instancia.url;
  const prazoMs = opcoes.prazoMs ?? 2000;
  const [lentoMin, lentoMax] = opcoes.lentoMs ?? [1000, 3000];
  const sessao = await criarSessao(base);
  const alvos = await alvosDe(base, procedimentos);
  const casos = sortearCasos(alvos, opcoes.casos, opcoes.semente);
  const achados: Achado[] = [];
  let parar = false;
  let relogin: Promise<void> | null = null;
  let feitos = 0;

  const conferirServidor = async (descricao: string) => {
    if (!instancia.ativa()) {
      achados.push({ caso: descricao, status: 0, motivo: 'o processo do servidor terminou' });
      parar = true;
      return;
    }
    const falha = await saudeFalha(base);
    if (falha) {
      // A refused connection is usually the process going down: say so, with its last words.
      await new Promise((ok) => setTimeout(ok, 500));
      const depois = await saudeFalha(base);
      const saiu = instancia.ativa() ? `; meio segundo depois: ${depois ?? 'ok'}` : '; o processo terminou';
      achados.push({
        caso: descricao,
        status: 0,
        motivo: `${falha}${saiu}\n${instancia.saida().slice(-3000)}`,
      });
      parar = true;
    }
  };

  const rodar = async (c: Caso) => {
    const rng = criarRng(c.semente);
    const corpo = corpoDe(c.tipoCorpo, rng, sessao.ids);
    const url =
      preencher(c.alvo, rng, sessao.ids) +
      (c.alvo.superficie === 'trpc' && rng.proximo() < 0.2 ? '?batch=1' : '');
    const descricao = descrever(c, url, corpo);
    const cabecalhos: Record<string, string> = {};
    if (corpo.tipo !== undefined) cabecalhos['Content-Type'] = corpo.tipo;
    if (c.autenticado) cabecalhos.Authorization = `Bearer ${sessao.token}`;
    const r = await enviarBruto({
      base,
      metodo: c.alvo.metodo,
      caminho: url,
      cabecalhos,
      corpo: corpo.corpo,
      transporte: c.transporte,
      manterConexao: rng.proximo() < 0.5,
      duracaoLentoMs: rng.inteiro(lentoMin, lentoMax),
      aoMeioDoLento: () => conferirServidor(`${descricao} — durante o corpo lento`),
      prazoMs,
    });
    opcoes.aoDesfecho?.(desfechoDe(r), c);
    if (r.status !== null && r.status >= 500)
      achados.push({
        caso: descricao,
        status: r.status,
        motivo: r.inicio.split('\r\n\r\n')[1]?.slice(0, 500) ?? '',
      });
    if (r.travou)
      achados.push({
        caso: descricao,
        status: 0,
        motivo: `sem resposta em ${prazoMs} ms após o último byte`,
      });
    // A whole or slow body is complete: the server owes it an answer, not a closed connection.
    if (r.status === null && !r.travou && (c.transporte === 'inteiro' || c.transporte === 'lento'))
      achados.push({
        caso: descricao,
        status: 0,
        motivo: `conexão fechada sem resposta (${r.erro ?? 'fim'})`,
      });
    // A junk body that still reached a session-ending call (logout): log in again.
    if (c.autenticado && r.status === 401) {
      relogin ??= entrarPorHttp(base, sessao.email, sessao.senha).then((t) => {
        sessao.token = t;
        relogin = null;
      });
      await relogin;
    }
    await conferirServidor(`${descricao} — depois`);
    opcoes.aoProgresso?.(++feitos);
  };

  let proximo = 0;
  const trabalhador = async () => {
    while (!parar && proximo < casos.length) await rodar(casos[proximo++]!);
  };
  await Promise.all(Array.from({ length: opcoes.paralelo ?? 4 }, trabalhador));

  const pilhas = pilhasNoLog(instancia.saida());
  if (pilhas.length)
    achados.push({
      caso: '(log do servidor)',
      status: 0,
      motivo: `${pilhas.length} linhas com pilha de erro, a primeira: ${pilhas[0]!.slice(0, 1500)}`,
    });
  return achados;
}
