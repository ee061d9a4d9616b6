import { MSG } from '@clinica/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../lib/trpc';

const ESPERA_MS = 300;

/**
 * The page address checked while it is typed (agendamentoOnline.slugLivre): the message to show
 * under the field, or 'Disponível'. The clinic's own saved address is always free to keep.
 */
export function useSlugLivre(slug: string, salvo: string | null) {
  const trpc = useTRPC();
  const normal = slug.trim().toLowerCase();
  const [adiado, setAdiado] = useState(normal);
  useEffect(() => {
    const t = setTimeout(() => setAdiado(normal), ESPERA_MS);
    return () => clearTimeout(t);
  }, [normal]);
  const perguntar = normal !== '' && normal !== salvo;
  const r = useQuery({
    ...trpc.agendamentoOnline.slugLivre.queryOptions({ slug: adiado }),
    enabled: perguntar && adiado === normal,
    staleTime: 5_000,
  });
  if (!perguntar || adiado !== normal || !r.data) return { erro: undefined, livre: false };
  if (!r.data.valido) return { erro: MSG.agendamentoOnline.slugInvalido, livre: false };
  if (!r.data.livre) return { erro: MSG.agendamentoOnline.slugEmUso, livre: false };
  return { erro: undefined, livre: true };
}
