import { somenteDigitos } from '../valores/digitos';
import { normalizarBusca } from './texto';

/** What a patient search term asks for (the Lista, the Ficha's autocomplete, REST `?q=`). */
export type TermosBuscaPaciente = {
  /** Each must start a word of the name (or, all together, the e-mail): normalised like `nome_busca`. */
  palavras: string[];
  /** Digits to find in the mobile or the CPF, only when the term is a number (masks allowed), not in 'Rua 7'. */
  digitos: string | null;
  /** The patient's id, when the term is a plain number. */
  id: number | null;
};

export function termosBuscaPaciente(q: string): TermosBuscaPaciente {
  const d = somenteDigitos(q);
  const limpo = q.trim();
  return {
    palavras: normalizarBusca(q).split(' ').filter(Boolean),
    digitos: d.length >= 3 && /^[\d\s().+/-]+$/.test(q) ? d : null,
    id: /^\d{1,9}$/.test(limpo) ? Number(limpo) : null,
  };
}
