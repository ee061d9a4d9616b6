import { useSyncExternalStore } from 'react';
import { sessaoStorage } from './armazenamento';

/** The session's readable mark (its CSRF token), or null when nobody is logged in here. */
export function useMarcaDaSessao(): string | null {
  return useSyncExternalStore(sessaoStorage.assinar, sessaoStorage.csrf, () => null);
}
