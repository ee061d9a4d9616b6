import type { PlanosOutput } from '@clinica/contracts';
import { CHAVES_PLANO, centavosParaReais, PLANOS } from '@clinica/domain';
import type { Deps } from '../../platform/deps';

/** GET /planos: the catalogue with each plan's price id, so no client hard-codes one. */
export function listarPlanos(deps: Deps): PlanosOutput {
  return {
    modo: deps.stripe ? 'stripe' : 'demo',
    planos: CHAVES_PLANO.map((chave) => {
      const p = PLANOS[chave];
      return {
        ...p,
        codigo: deps.config.precos[chave],
        valor: centavosParaReais(p.centavos),
        recursos: [...p.recursos],
        destaques: [...p.destaques],
      };
    }),
  };
}
