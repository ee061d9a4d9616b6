import { useTRPC } from '../../lib/trpc';
import type { DefinicaoTela } from './definicoes';

/** The tRPC router of one simple registry (both share one shape). */
export function useApiRegistro(def: DefinicaoTela) {
  const trpc = useTRPC();
  return def.chave === 'banco' ? trpc.banco : trpc.categoria;
}
