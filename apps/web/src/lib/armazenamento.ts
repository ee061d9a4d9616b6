/**
 * Local storage keys named by the spec (userToken, userData, ref, vendedor), read and
 * written in one place, with a subscription so React re-renders when the session changes.
 */
const CHAVES = { token: 'userToken', usuario: 'userData', ref: 'ref', vendedor: 'vendedor' } as const;

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();
const avisar = () => {
  for (const o of ouvintes) o();
};

export const sessaoStorage = {
  token: () => localStorage.getItem(CHAVES.token),
  salvar(token: string, usuario: unknown) {
    localStorage.setItem(CHAVES.token, token);
    localStorage.setItem(CHAVES.usuario, JSON.stringify(usuario));
    avisar();
  },
  limpar() {
    localStorage.removeItem(CHAVES.token);
    localStorage.removeItem(CHAVES.usuario);
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
