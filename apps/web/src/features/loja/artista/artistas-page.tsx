import { ARTISTAS_POR_PAGINA, type Artista, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { Pagination } from '@clinica/ui/pagination';
import { SearchBox } from '@clinica/ui/search-box';
import { Skeleton } from '@clinica/ui/skeleton';
import { MicrophoneIcon, PlusIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useUsuario } from '../../../lib/sessao';
import { useTRPC } from '../../../lib/trpc';
import { useLista } from '../../../lib/use-lista';
import { ArtistaCard } from './artista-card';
import { ArtistaDialog } from './artista-dialog';

/** /artists: 'Artistas' — search by name and a grid of cards; 'NOVO ARTISTA' for the operator only. */
export default function ArtistasPage() {
  const trpc = useTRPC();
  const usuario = useUsuario();
  const operador = usuario.data?.papel_loja === 'admin';
  const lista = useLista(ARTISTAS_POR_PAGINA);
  const { data, isPending, isError } = useQuery({
    ...trpc.loja.artista.list.queryOptions({ page: lista.page, q: lista.q }),
    placeholderData: keepPreviousData,
  });
  const [edicao, setEdicao] = useState<{ artista: Artista | null } | null>(null);

  const novo = operador ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ artista: null })}>
      NOVO ARTISTA
    </Button>
  ) : undefined;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Artistas"
        description={
          operador ? 'Os artistas da plataforma e as suas lojas.' : 'O seu artista: nome, descrição e foto.'
        }
        actions={novo}
      />
      <SearchBox
        className="sm:max-w-sm"
        onSearch={lista.buscar}
        placeholder="Pesquisar por nome"
        label="Pesquisar por nome"
      />
      {isError && <p className="text-sm text-rose-700">{MSG.artistas.erroCarregar}</p>}
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="aspect-[3/4]" />
          ))}
        </div>
      ) : data && data.itens.length > 0 ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.itens.map((a) => (
              <li key={a.id}>
                <ArtistaCard artista={a} onEditar={() => setEdicao({ artista: a })} />
              </li>
            ))}
          </ul>
          <Pagination
            page={lista.page}
            pageSize={ARTISTAS_POR_PAGINA}
            total={data.total}
            onPageChange={lista.setPage}
          />
        </>
      ) : (
        <EmptyState
          icon={MicrophoneIcon}
          title={MSG.artistas.vazio}
          description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
          action={lista.q ? undefined : novo}
        />
      )}
      <ArtistaDialog
        aberto={edicao !== null}
        artista={edicao?.artista ?? null}
        operador={operador}
        onFechar={() => setEdicao(null)}
      />
    </div>
  );
}
