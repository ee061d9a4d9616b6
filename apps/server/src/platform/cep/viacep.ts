import { z } from 'zod';
import type { ProvedorCep } from './provedor';

/** What ViaCEP answers, read as it comes (a field missing or of another type is an empty one). */
const respostaViaCep = z.object({
  logradouro: z.string().catch(''),
  bairro: z.string().catch(''),
  localidade: z.string().catch(''),
  uf: z.string().catch(''),
  erro: z.union([z.boolean(), z.string()]).optional().catch(undefined),
});

/** ViaCEP (https://viacep.com.br), the public service the old client called; 5 s time-out. */
export function criarViaCep(base = 'https://viacep.com.br/ws'): ProvedorCep {
  return {
    async buscar(cep) {
      const r = await fetch(`${base}/${cep}/json/`, { signal: AbortSignal.timeout(5_000) });
      // ViaCEP answers 400 for a malformed CEP and { erro: true } for one that does not exist.
      if (r.status === 400) return null;
      if (!r.ok) throw new Error(`ViaCEP respondeu ${r.status}`);
      const j = respostaViaCep.safeParse(await r.json());
      if (!j.success) throw new Error('ViaCEP respondeu fora do formato');
      if (j.data.erro) return null;
      const { erro: _, ...endereco } = j.data;
      return { cep, ...endereco };
    },
  };
}
