import type { EnderecoCep, ProvedorCep } from './provedor';
import { CEPS_OFFLINE } from './tabela-offline';

/** The bundled table (CEP_PROVIDER=offline): no network, the default embedded and in tests. */
export function criarCepOffline(): ProvedorCep {
  const tabela = new Map<string, EnderecoCep>(
    CEPS_OFFLINE.map(([cep, logradouro, bairro, localidade, uf]) => [
      cep,
      { cep, logradouro, bairro, localidade, uf },
    ]),
  );
  return { buscar: async (cep) => tabela.get(cep) ?? null };
}
