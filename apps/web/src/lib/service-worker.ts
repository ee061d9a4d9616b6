import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker (spec 01 §2: registered on load) and what the screens need to know of it:
 * a new version waiting to be activated, and whether an update check is running. An external
 * store read with useSyncExternalStore (features/instalacao/use-atualizacao.ts).
 */
export type EstadoServiceWorker = {
  /** A new version is installed and waiting for the user's consent to take over. */
  versaoEsperando: boolean;
  /** An update check ran less than ESPERA_SPINNER_MS ago (the navbar's spinner). */
  verificando: boolean;
};

/** The spinner stays this long after a check (spec 01 §9). */
const ESPERA_SPINNER_MS = 3_000;

let estado: EstadoServiceWorker = { versaoEsperando: false, verificando: false };
let registro: ServiceWorkerRegistration | undefined;
let fimSpinner: ReturnType<typeof setTimeout> | undefined;
const ouvintes = new Set<() => void>();

function mudar(parcial: Partial<EstadoServiceWorker>) {
  estado = { ...estado, ...parcial };
  for (const o of ouvintes) o();
}

export const serviceWorker = {
  estado: () => estado,
  assinar(o: () => void) {
    ouvintes.add(o);
    return () => ouvintes.delete(o);
  },
};

export function registrarServiceWorker() {
  escutarPedidoDeInstalacao();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({
    // After the page's load event (spec 01 §2: 'registered on load'), not during it: installing
    // downloads the whole app into the precache, and on a phone that competed with the first
    // screen for the CPU and the network (issue 22: /home's blocking time halved).
    immediate: false,
    // workbox-window also reports a version that was already waiting when the page loaded.
    onNeedRefresh: () => mudar({ versaoEsperando: true }),
    onRegisteredSW: (_url, r) => {
      registro = r;
    },
  });
}

/**
 * Asks the browser to look for a new service worker now. The spinner shows from the start
 * of the check until ESPERA_SPINNER_MS after it ends. A version found waiting is reported again
 * even if the user said 'Depois' to it before.
 */
export async function verificarAtualizacao() {
  if (!registro) return;
  clearTimeout(fimSpinner);
  mudar({ verificando: true });
  try {
    await registro.update();
  } catch {
    // Offline or the server is restarting: the next check will try again.
  }
  if (registro.waiting) mudar({ versaoEsperando: true });
  fimSpinner = setTimeout(() => mudar({ verificando: false }), ESPERA_SPINNER_MS);
}

/** The user declined for now ('Depois'): hide the prompt until the next check finds it again. */
export function adiarAtualizacao() {
  mudar({ versaoEsperando: false });
}

/** Activates the waiting version (skipWaiting) and reloads the page once it controls it. */
export function atualizarAgora() {
  const esperando = registro?.waiting;
  if (!esperando) {
    window.location.reload();
    return;
  }
  let recarregou = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (recarregou) return;
    recarregou = true;
    window.location.reload();
  });
  esperando.postMessage({ type: 'SKIP_WAITING' });
}

// ---------------------------------------------------------------- the browser's install offer

/** Chromium's `beforeinstallprompt` (not in the DOM typings). */
type PedidoDeInstalacao = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const ehPedidoDeInstalacao = (e: Event): e is PedidoDeInstalacao =>
  'prompt' in e && typeof e.prompt === 'function' && 'userChoice' in e;

let pedido: PedidoDeInstalacao | null = null;
const ouvintesPedido = new Set<() => void>();
const avisarPedido = () => {
  for (const o of ouvintesPedido) o();
};

/**
 * Keeps the browser's install offer for our own dialog (features/instalacao). Listened to from
 * the first script on, so an offer made on the login screen is still there after log-in.
 */
function escutarPedidoDeInstalacao() {
  window.addEventListener('beforeinstallprompt', (e) => {
    if (!ehPedidoDeInstalacao(e)) return;
    e.preventDefault();
    pedido = e;
    avisarPedido();
  });
  window.addEventListener('appinstalled', () => {
    pedido = null;
    avisarPedido();
  });
}

export const pedidoDeInstalacao = {
  atual: () => pedido,
  assinar(o: () => void) {
    ouvintesPedido.add(o);
    return () => ouvintesPedido.delete(o);
  },
  /** Shows the browser's own install prompt (once per offer) and says what the user chose. */
  async mostrar(): Promise<'accepted' | 'dismissed'> {
    const p = pedido;
    if (!p) return 'dismissed';
    pedido = null;
    avisarPedido();
    await p.prompt();
    return (await p.userChoice).outcome;
  },
};
