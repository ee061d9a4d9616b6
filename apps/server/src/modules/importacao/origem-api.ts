import { MSG } from '@clinica/contracts';
import {
  arquivadoDoItem,
  CAMPOS_IMPORTACAO_PACIENTE,
  campoDe,
  lerLinhaPaciente,
  type MapeamentoColunas,
} from '@clinica/domain';
import { FalhaBusca, obterJson } from '../../platform/busca-externa';
import { abrirBytes } from '../../platform/busca-externa-bytes';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import type { LinhasLidas } from './previa';

const I = MSG.importacao;

/** Patients per page asked of the old system (its REST list pages like ours: ?page=&limit=). */
export const POR_PAGINA_ORIGEM = 100;
const TIMEOUT_MS = 15_000;
/** 100 patients are ~50 KB; a page past this is not a page of patients. */
const MAX_BYTES_PAGINA = 5 * 1024 * 1024;

/**
 * The old system's base address as a person writes it: 'app.antigo.com.br', 'https://…/api/',
 * with or without '/api'. Only http(s), no user:password in it.
 */
export function normalizarOrigem(texto: string): string {
  const comEsquema = /^[a-z][a-z0-9+.-]*:\/\//i.test(texto) ? texto : `https://${texto}`;
  let url: URL;
  try {
    url = new URL(comEsquema);
  } catch {
    throw new DomainError('ENTRADA_INVALIDA', I.urlInvalida);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    !url.hostname
  ) {
    throw new DomainError('ENTRADA_INVALIDA', I.urlInvalida);
  }
  const caminho = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
  return `${url.origin}${caminho}`;
}

const MENSAGENS: Record<FalhaBusca['motivo'], string> = {
  endereco: I.urlInvalida,
  rede_interna: I.redeInterna,
  inacessivel: I.origemInacessivel,
  grande: I.origemGrande,
  resposta: I.origemResposta,
};

/**
 * E-mail and password exchanged for a token through the old system's `POST /api/login`; the
 * password goes there and nowhere else (never stored, never logged).
 */
export async function trocarSenhaPorToken(
  deps: Deps,
  url: string,
  credenciais: { email: string; senha: string },
) {
  let r: Awaited<ReturnType<typeof obterJson>>;
  try {
    r = await obterJson(
      new URL(`${url}/api/login`),
      null,
      { redeLocal: deps.config.importacoes.redeLocal, timeoutMs: TIMEOUT_MS, maxBytes: 64 * 1024 },
      { json: credenciais },
    );
  } catch (e) {
    throw new DomainError(
      'ENTRADA_INVALIDA',
      e instanceof FalhaBusca ? MENSAGENS[e.motivo] : I.origemInacessivel,
    );
  }
  const token = campoDe(r.corpo, 'token');
  if (r.status === 200 && typeof token === 'string' && token) return token;
  if (r.status >= 400 && r.status < 500) throw new DomainError('ENTRADA_INVALIDA', I.origemLoginRecusado);
  throw new DomainError('ENTRADA_INVALIDA', I.origemResposta);
}

/**
 * The old system refused the list as asked (400): an older version that does not know
 * `?arquivados=true` (issue 19's retention came later). Its archived reading is skipped.
 */
export class ListaRecusada extends DomainError {
  constructor() {
    super('ENTRADA_INVALIDA', I.origemResposta);
  }
}

/**
 * How many archived records a list of the old system has (its `?arquivados=true` total), or 0
 * when it does not list them (a version before issue 19's retention answers 400).
 */
export async function totalArquivados(deps: Deps, origem: { url: string; token: string }, caminho: string) {
  try {
    const r = await lerPaginaDaOrigem(deps, origem, `${caminho}?arquivados=true`, 1, 1);
    return r.total ?? r.itens.length;
  } catch (e) {
    if (e instanceof ListaRecusada) return 0;
    throw e;
  }
}

/** One page of the old system's patients, and its total when it says it (X-Total-Count). */
export const lerPaginaPacientes = (deps: Deps, origem: { url: string; token: string }, pagina: number) =>
  lerPaginaDaOrigem(deps, origem, '/api/pacientes', pagina);

/** One page of one of the old system's lists (`caminho`: '/api/agendas'…), and its total when it says it. */
export async function lerPaginaDaOrigem(
  deps: Deps,
  origem: { url: string; token: string },
  caminho: string,
  pagina: number,
  porPagina = POR_PAGINA_ORIGEM,
) {
  const url = new URL(`${origem.url}${caminho}`);
  url.searchParams.set('page', String(pagina));
  url.searchParams.set('limit', String(porPagina));
  return lista(await pedirLista(deps, origem, url));
}

/**
 * A page of one of the old system's clinic-wide lists (`caminho`: '/api/pacientes_termos', this
 * product's since issue 39): its records after `apos`, in id order, and the total on the first
 * page. Null when it has no such list (404, 405: an older version, or the old product itself,
 * which lists these kinds per patient only).
 */
export async function lerListaDaClinica(
  deps: Deps,
  origem: { url: string; token: string },
  caminho: string,
  apos: number,
  porPagina: number,
) {
  const url = new URL(`${origem.url}${caminho}`);
  url.searchParams.set('apos', String(apos));
  url.searchParams.set('limit', String(porPagina));
  const r = await pedirLista(deps, origem, url);
  return r.status === 404 || r.status === 405 ? null : lista(r);
}

async function pedirLista(deps: Deps, origem: { url: string; token: string }, url: URL) {
  try {
    return await obterJson(url, origem.token, {
      redeLocal: deps.config.importacoes.redeLocal,
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_BYTES_PAGINA,
    });
  } catch (e) {
    throw new DomainError(
      'ENTRADA_INVALIDA',
      e instanceof FalhaBusca ? MENSAGENS[e.motivo] : I.origemInacessivel,
    );
  }
}

/** A list's answer: its rows and its total when it says it (X-Total-Count), or why it is refused. */
function lista(r: Awaited<ReturnType<typeof obterJson>>) {
  if (r.status === 401 || r.status === 403) throw new DomainError('ENTRADA_INVALIDA', I.origemRecusou);
  if (r.status === 400) throw new ListaRecusada();
  if (r.status !== 200 || !Array.isArray(r.corpo))
    throw new DomainError('ENTRADA_INVALIDA', I.origemResposta);
  const total = Number(r.cabecalhos['x-total-count']);
  return { itens: r.corpo, total: Number.isInteger(total) && total >= 0 ? total : null };
}

/**
 * A file's bytes from the old system (`caminho`: '/api/fotos/12/download'), streamed and cut past
 * `maxBytes`; null when the old system no longer has it (404, 410).
 */
export async function abrirArquivoDaOrigem(
  deps: Deps,
  origem: { url: string; token: string },
  caminho: string,
  maxBytes: number,
): Promise<AsyncIterable<Uint8Array> | null> {
  let r: Awaited<ReturnType<typeof abrirBytes>>;
  try {
    r = await abrirBytes(new URL(`${origem.url}${caminho}`), origem.token, {
      redeLocal: deps.config.importacoes.redeLocal,
      timeoutMs: TIMEOUT_MS,
      maxBytes,
    });
  } catch (e) {
    throw new DomainError(
      'ENTRADA_INVALIDA',
      e instanceof FalhaBusca ? MENSAGENS[e.motivo] : I.origemInacessivel,
    );
  }
  if (r.status === 404 || r.status === 410) return null;
  if (r.status === 401 || r.status === 403) throw new DomainError('ENTRADA_INVALIDA', I.origemRecusou);
  if (!r.corpo) throw new DomainError('ENTRADA_INVALIDA', I.origemResposta);
  return r.corpo;
}

/**
 * A signature image from the old system (`caminho`: its signed path and query, asked of the typed
 * address, without the token: the route is public and its query is the credential), streamed and
 * cut past `maxBytes`. `espera`: the old system's rate limit answered 429 (its public routes count
 * per IP) and says how long to wait; null: it did not deliver (any other answer, or unreachable).
 */
export async function abrirImagemDaOrigem(
  deps: Deps,
  origem: { url: string },
  caminho: string,
  maxBytes: number,
): Promise<{ corpo: AsyncIterable<Uint8Array> } | { espera: number } | null> {
  try {
    const r = await abrirBytes(new URL(`${origem.url}${caminho}`), null, {
      redeLocal: deps.config.importacoes.redeLocal,
      timeoutMs: TIMEOUT_MS,
      maxBytes,
    });
    if (r.status === 429) return { espera: r.esperaSeg ?? 60 };
    return r.corpo ? { corpo: r.corpo } : null;
  } catch (e) {
    if (e instanceof FalhaBusca) return null;
    throw e;
  }
}

/** An old patient as the importer's cells (its own field names) and its old id. */
function celulasDoPaciente(p: unknown): { celulas: Record<string, string>; id: string | null } {
  const celulas: Record<string, string> = {};
  for (const campo of CAMPOS_IMPORTACAO_PACIENTE) {
    const v = campoDe(p, campo);
    if (typeof v === 'string' || typeof v === 'number') celulas[campo] = String(v);
  }
  const id = campoDe(p, 'id');
  return { celulas, id: typeof id === 'number' || typeof id === 'string' ? String(id).slice(0, 50) : null };
}

/** The old system's fields are ours: each maps to itself. */
const MAPEAMENTO_API: MapeamentoColunas = Object.fromEntries(CAMPOS_IMPORTACAO_PACIENTE.map((c) => [c, c]));

/**
 * A page of old patients read as rows: position in the source (1-based) as the row, the old id as
 * the key; `arquivados`: from the archived list, each row archived when the source says (or now).
 */
export function lerLinhasApi(itens: unknown[], desde: number, arquivados?: { agora: Date }): LinhasLidas {
  const lidas: LinhasLidas = { validas: [], recusadas: [] };
  itens.forEach((item, i) => {
    const linha = desde + i + 1;
    const { celulas, id } = celulasDoPaciente(item);
    const r = lerLinhaPaciente(celulas, MAPEAMENTO_API);
    if (!r.ok) lidas.recusadas.push({ linha, motivo: r.erro });
    else
      lidas.validas.push({
        linha,
        paciente: r.paciente,
        avisos: r.avisos,
        ...(id ? { chave: `id:${id}` } : {}),
        ...(arquivados ? { arquivado_em: arquivadoDoItem(item) ?? arquivados.agora } : {}),
      });
  });
  return lidas;
}
