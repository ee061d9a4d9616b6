import { normalizarSlug } from '@clinica/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';

/**
 * The live link check of the settings page (spec 03 §8: 'Link disponível' / 'Link indisponível';
 * save disabled while the link is unavailable). The store's own link counts as available.
 */
export function useSlugLivre(slug: string, idLoja: number | undefined) {
  const trpc = useTRPC();
  const normalizado = normalizarSlug(slug);
  const [adiado, setAdiado] = useState(normalizado);
  useEffect(() => {
    const t = setTimeout(() => setAdiado(normalizado), 300);
    return () => clearTimeout(t);
  }, [normalizado]);
  const consulta = useQuery({
    ...trpc.loja.configuracao.slugLivre.queryOptions({ slug: adiado, id: idLoja }),
    enabled: adiado.length > 0 && adiado === normalizado,
    staleTime: 5_000,
  });
  const pronto = adiado === normalizado && consulta.data !== undefined && !consulta.isFetching;
  return {
    /** null while typing or asking. */
    livre: normalizado.length === 0 ? false : pronto ? (consulta.data?.livre ?? null) : null,
    verificando: normalizado.length > 0 && !pronto,
  };
}
