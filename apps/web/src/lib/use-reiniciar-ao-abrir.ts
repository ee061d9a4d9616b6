import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

/**
 * Puts a dialog's form back to a record's values when the dialog opens for it (or for another
 * record), and not when a background refetch of the list hands the same record again as a new
 * object: that reset wiped what the person had just changed (a profile's switch turned off came
 * back on before 'Salvar', session 16). `chave` names the record (its id; null for a new one).
 */
export function useReiniciarAoAbrir<T extends FieldValues>(
  reset: UseFormReset<T>,
  aberto: boolean,
  chave: string | number | null,
  valores: () => T,
): void {
  const ultima = useRef<string | null>(null);
  const valoresRef = useRef(valores);
  valoresRef.current = valores;
  useEffect(() => {
    const atual = aberto ? String(chave ?? 'novo') : null;
    if (atual !== null && atual !== ultima.current) reset(valoresRef.current());
    ultima.current = atual;
  }, [aberto, chave, reset]);
}
