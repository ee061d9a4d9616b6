/**
 * Local storage keys named by the spec (userData, ref, vendedor), read and written in one place,
 * with a subscription so React re-renders when the session changes. The spec's `userToken` is
 * gone on purpose (issue 18.6): the session lives in an HttpOnly cookie no script can read, and
 * what the page sees is its CSRF token (a readable cookie), sent back on every call.
 */
const CHAVES = { tokenAntigo: 'userToken', usuario: 'userData', ref: 'ref', vendedor: 'vendedor' } as const;
const COOKIES_CSRF = ['__Host-csrf', 'csrf'];

/**
 * document.cookie is a round trip to the browser process: every component reading the session
 * mark during one render would pay it again (~20 ms on /home's first mount). One read per
 * synchronous run (React renders a whole slice in one): cookies only change between tasks (a
 * response, a login, a logout), and `avisar` drops the cached value at once.
 */
let lido: { csrf: string | null } | null = null;

function lerCsrf(): string | null {
  if (lido) return lido.csrf;
  let csrf: string | null = null;
  for (const parte of document.cookie.split(';')) {
    const i = parte.indexOf('=');
    const nome = parte.slice(0, i).trim();
    if (COOKIES_CSRF.includes(nome)) {
      csrf = decodeURIComponent(parte.slice(i + 1).trim()) || null;
      break;
    }
  }
  lido = { csrf };
  queueMicrotask(() => {
    lido = null;
  });
  return csrf;
}

// A token kept by an older version of the app is useless now and should not stay on the device.
localStorage.removeItem(CHAVES.tokenAntigo);

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();
const avisar = () => {
  lido = null;
  for (const o of ouvintes) o();
};

export const sessaoStorage = {
  /** The session's CSRF token: present while logged in, and the mark of this session. */
  csrf: lerCsrf,
  /** After log-in (the server has set the cookies): remember the user for the next load. */
  salvar(usuario: unknown) {
    localStorage.setItem(CHAVES.usuario, JSON.stringify(usuario));
    avisar();
  },
  /** Logout or an expired session: the readable cookie goes too (the server clears the other). */
  limpar() {
    localStorage.removeItem(CHAVES.usuario);
    for (const nome of COOKIES_CSRF) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring our own cookie; the Cookie Store API is missing on older Safari/Firefox.
      document.cookie = `${nome}=; Max-Age=0; Path=/${nome.startsWith('__Host-') ? '; Secure' : ''}`;
    }
    avisar();
  },
  assinar(o: Ouvinte) {
    ouvintes.add(o);
    return () => ouvintes.delete(o);
  },
};

/** Referral parameters (?ref=&v=) kept until a sign-up uses them. */
export const indicacaoStorage = {
  ler: () => ({ ref: localStorage.getItem(CHAVES.ref), vendedor: localStorage.getItem(CHAVES.vendedor) }),
  guardar(ref: string | null, vendedor: string | null) {
    if (ref) localStorage.setItem(CHAVES.ref, ref);
    if (vendedor) localStorage.setItem(CHAVES.vendedor, vendedor);
  },
  limpar() {
    localStorage.removeItem(CHAVES.ref);
    localStorage.removeItem(CHAVES.vendedor);
  },
};
