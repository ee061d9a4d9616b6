import { MSG, type Unidade } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import type { RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { toast } from '@clinica/ui/toast';
import { BuildingOfficeIcon, PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { colunasUnidade } from './colunas-unidade';
import { UnidadeDialog } from './unidade-dialog';

const POR_PAGINA = 5;

/** One unit (the row's trash button) or the selected ones. */
type Exclusao = { ids: number[]; nome: string | null };

/** /unidades (ADM): the clinic's locations, 5 per page, selection, create/edit/delete. */
export default function UnidadesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.unidade.list.queryOptions(e));
  const [selecionadas, setSelecionadas] = useState<Set<RowKey>>(new Set());
  const [edicao, setEdicao] = useState<{ unidade: Unidade | null } | null>(null);
  const [exclusao, setExclusao] = useState<Exclusao | null>(null);
  // The text stays put while the confirmation fades out.
  const ultimaExclusao = useRef(exclusao);
  if (exclusao) ultimaExclusao.current = exclusao;
  const alvo = ultimaExclusao.current;

  const excluir = useMutation(
    trpc.unidade.removeMany.mutationOptions({
      onSuccess: (_r, { ids }) => {
        toast.success(MSG.unidades.excluida);
        setSelecionadas((s) => new Set([...s].filter((k) => !ids.includes(Number(k)))));
        queryClient.invalidateQueries(trpc.unidade.pathFilter());
        queryClient.invalidateQueries(trpc.usuario.pathFilter());
        setExclusao(null);
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.unidades.erroExcluir));
      },
    }),
  );

  const nova = (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ unidade: null })}>
      Nova Unidade
    </Button>
  );

  return (
    <ListPage
      title="Unidades"
      description="Os endereços da clínica, com os dados de contato e o responsável."
      actions={nova}
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Pesquisar unidades...' }}
      selection={{
        selecionadas,
        onChange: setSelecionadas,
        acoes: (
          <Button
            variant="danger"
            icon={<TrashIcon />}
            onClick={() => setExclusao({ ids: [...selecionadas].map(Number), nome: null })}
          >
            Excluir selecionadas ({selecionadas.size})
          </Button>
        ),
      }}
      error={lista.falhou ? MSG.unidades.erroCarregar : null}
      table={{
        caption: 'Unidades',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (u) => u.id,
        pagination: lista.paginacao,
        empty: (
          <EmptyState
            icon={BuildingOfficeIcon}
            title={MSG.unidades.vazio}
            description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
            action={lista.q ? undefined : nova}
          />
        ),
        columns: colunasUnidade({
          editar: (u) => setEdicao({ unidade: u }),
          excluir: (u) => setExclusao({ ids: [u.id], nome: u.nome_fantasia }),
        }),
      }}
    >
      <UnidadeDialog
        aberto={edicao !== null}
        unidade={edicao?.unidade ?? null}
        onFechar={() => setEdicao(null)}
      />
      <ConfirmDialog
        open={exclusao !== null}
        title={alvo?.nome === null ? 'Excluir unidades selecionadas' : 'Excluir unidade'}
        message={
          alvo?.nome === null
            ? `Tem certeza que deseja excluir ${alvo.ids.length} ${alvo.ids.length === 1 ? 'unidade selecionada' : 'unidades selecionadas'}? Esta ação não pode ser desfeita.`
            : `Tem certeza que deseja excluir a unidade "${alvo?.nome}"? Esta ação não pode ser desfeita.`
        }
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ ids: exclusao.ids })}
        onCancel={() => setExclusao(null)}
      />
    </ListPage>
  );
}
