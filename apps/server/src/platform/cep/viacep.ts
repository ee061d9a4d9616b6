import type { EnderecoCep, ProvedorCep } from './provedor';

type RespostaViaCep = Partial<Omit<EnderecoCep, 'cep'>> & { erro?: boolean | string };

/** ViaCEP (https://viacep.com.br), the public service the old client called; 5 s time-out. */
export function criarViaCep(base = 'https://viacep.com.br/ws'): ProvedorCep {
  return {
    async buscar(cep) {
      const r = await fetch(`${base}/${cep}/json/`, { signal: AbortSignal.timeout(5_000) });
      // ViaCEP answers 400 for a malformed CEP and { erro: true } for one that does not exist.
      if (r.status === 400) return null;
      if (!r.ok) throw new Error(`ViaCEP respondeu ${r.status}`);
      const j = (await r.json()) as RespostaViaCep;
      if (j.erro) return null;
      return {
        cep,
        logradouro: j.logradouro ?? '',
        bairro: j.bairro ?? '',
        localidade: j.localidade ?? '',
        uf: j.uf ?? '',
      };
    },
  };
}
