import { ARTISTAS_POR_PAGINA, type Artista, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { Skeleton } from '@clinica/ui/skeleton';
import { MicrophoneIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useUsuario } from '../../../lib/sessao';
import { useTRPC } from '../../../lib/trpc';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { ArtistaCard } from './artista-card';
import { ArtistaDialog } from './artista-dialog';

const GRADE = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** /artists: 'Artistas' — search by name and a grid of cards; 'NOVO ARTISTA' for the operator only. */
export default function ArtistasPage() {
  const trpc = useTRPC();
  const usuario = useUsuario();
  const operador = usuario.data?.papel_loja === 'admin';
  const lista = useListaPaginada(ARTISTAS_POR_PAGINA, (e) =>
    trpc.loja.artista.list.queryOptions({ page: e.page, q: e.q }),
  );
  const [edicao, setEdicao] = useState<{ artista: Artista | null } | null>(null);

  const novo = operador ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ artista: null })}>
      NOVO ARTISTA
    </Button>
  ) : undefined;
  return (
    <ListPage
      title="Artistas"
      description={
        operador ? 'Os artistas da plataforma e as suas lojas.' : 'O seu artista: nome, descrição e foto.'
      }
      actions={novo}
      search={{
        onSearch: lista.buscar,
        valor: lista.q,
        placeholder: 'Pesquisar por nome',
        rotulo: 'Pesquisar por nome',
      }}
      error={lista.falhou ? MSG.artistas.erroCarregar : null}
      corpo={{
        carregando: lista.carregando,
        esqueleto: (
          <div className={GRADE} aria-busy="true">
            {[1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="aspect-[3/4]" />
            ))}
          </div>
        ),
        vazio:
          lista.itens.length === 0 ? (
            <EmptyState
              icon={MicrophoneIcon}
              title={MSG.artistas.vazio}
              description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
              action={lista.q ? undefined : novo}
            />
          ) : undefined,
        itens: (
          <ul className={GRADE}>
            {lista.itens.map((a) => (
              <li key={a.id}>
                <ArtistaCard artista={a} onEditar={() => setEdicao({ artista: a })} />
              </li>
            ))}
          </ul>
        ),
        pagination: lista.paginacao,
      }}
    >
      <ArtistaDialog
        aberto={edicao !== null}
        artista={edicao?.artista ?? null}
        operador={operador}
        onFechar={() => setEdicao(null)}
      />
    </ListPage>
  );
}
