/** An address found by CEP, in ViaCEP's field names (the spec's client reads these). */
export type EnderecoCep = { cep: string; logradouro: string; bairro: string; localidade: string; uf: string };

/**
 * Looks a CEP (8 digits) up: the address, null when the CEP does not exist, or a thrown error
 * when the service could not answer. ViaCEP in production, a bundled table offline.
 */
export type ProvedorCep = { buscar(cep: string): Promise<EnderecoCep | null> };
