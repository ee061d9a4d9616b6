/**
 * Whether the app can reach its server: the one answer the query cache (lib/conexao.ts) and the
 * 'Sem conexão' notice share. No dependency: the notice is on every first visit (/login too), so
 * this must not pull the query library into that page's scripts.
 *
 * navigator.onLine only says whether the device has a network interface: a clinic running the
 * product on its own computer (the embedded start, a server on the same machine) with no network
 * at all is "offline" to the browser while its server answers at 127.0.0.1. So an offline reading
 * is checked against the server itself (`/api/saude`, never cached by the service worker): if it
 * answers, the app is online; while offline it is asked again every few seconds (session 19).
 */
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const ouvintes = new Set<() => void>();

/** While offline the server is asked again every few seconds: not every return fires 'online'. */
const INTERVALO_CONFERENCIA_MS = 5_000;
let conferencia: ReturnType<typeof setInterval> | null = null;

function definir(valor: boolean) {
  if (!valor && conferencia === null) conferencia = setInterval(conferirServidor, INTERVALO_CONFERENCIA_MS);
  if (valor && conferencia !== null) {
    clearInterval(conferencia);
    conferencia = null;
  }
  if (valor === online) return;
  online = valor;
  for (const ouvinte of ouvintes) ouvinte();
}

async function conferirServidor(): Promise<void> {
  try {
    const r = await fetch('/api/saude', { cache: 'no-store' });
    if (r.ok) definir(true);
  } catch {
    // Unreachable: offline it stays.
  }
}

function aoMudar() {
  if (navigator.onLine) return definir(true);
  definir(false);
  void conferirServidor();
}

/** Whether the server can be reached now (for useSyncExternalStore). */
export const estaConectado = () => online;

/** Calls `ouvinte` whenever the answer of `estaConectado` changes. */
export function assinarConexao(ouvinte: () => void) {
  ouvintes.add(ouvinte);
  return () => {
    ouvintes.delete(ouvinte);
  };
}

/** Starts following the browser's online/offline events (once; later calls do nothing). */
let seguindo = false;
export function seguirEstadoConexao() {
  if (seguindo) return;
  seguindo = true;
  window.addEventListener('online', aoMudar);
  window.addEventListener('offline', aoMudar);
  if (!navigator.onLine) aoMudar();
}
