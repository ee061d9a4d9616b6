import { CODIGO_CUPOM_MINIMO, codigoCupomBemFormado, normalizarCodigoCupom } from '@clinica/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** The debounce of the spec's searches (spec 03 §9: 300 ms), for the code check too. */
const ESPERA_MS = 300;

/**
 * The NEW dialog's live code check (spec 03 §8: 'Cupom já cadastrado', save disabled until the
 * check passes). The server answers for the whole store, not only the page on screen; the save
 * is still decided by the database's unique index.
 */
export function useCodigoLivre(codigo: string, ativo: boolean) {
  const trpc = useTRPC();
  const normalizado = normalizarCodigoCupom(codigo);
  const [adiado, setAdiado] = useState(normalizado);
  useEffect(() => {
    const t = setTimeout(() => setAdiado(normalizado), ESPERA_MS);
    return () => clearTimeout(t);
  }, [normalizado]);
  const formado = normalizado.length >= CODIGO_CUPOM_MINIMO && codigoCupomBemFormado(normalizado);
  const consulta = useQuery({
    ...trpc.loja.cupom.codigoLivre.queryOptions({ codigo: adiado }),
    enabled: ativo && formado && adiado === normalizado,
    staleTime: 5_000,
  });
  return {
    formado,
    /** null while unknown (typing, waiting, not asked). */
    livre: !ativo ? true : formado && adiado === normalizado && consulta.data ? consulta.data.livre : null,
    verificando: ativo && formado && (adiado !== normalizado || consulta.isFetching),
  };
}
