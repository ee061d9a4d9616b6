import { useTRPC, useTRPCClient } from '../../lib/trpc';
import type { DefinicaoTela } from './definicoes';

/** The tRPC router of one simple registry (both share one shape). */
export function useApiRegistro(def: DefinicaoTela) {
  const trpc = useTRPC();
  return def.chave === 'banco' ? trpc.banco : trpc.categoria;
}

/** The same router's calls, for a form's save. */
export function useClienteRegistro(def: DefinicaoTela) {
  const cliente = useTRPCClient();
  return def.chave === 'banco' ? cliente.banco : cliente.categoria;
}
