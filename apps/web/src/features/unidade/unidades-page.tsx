import { MSG, type Unidade } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import type { RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { toast } from '@clinica/ui/toast';
import { BuildingOfficeIcon, PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { UnidadeDialog } from './unidade-dialog';
import { UnidadesTabela } from './unidades-tabela';

const POR_PAGINA = 5;

/** One unit (the row's trash button) or the selected ones. */
type Exclusao = { ids: number[]; nome: string | null };

/** /unidades (ADM): the clinic's locations, 5 per page, selection, create/edit/delete. */
export default function UnidadesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lista = useLista(POR_PAGINA);
  const { data, isPending, isError } = useQuery({
    ...trpc.unidade.list.queryOptions(lista.entrada),
    placeholderData: keepPreviousData,
  });
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

  const limpar = () => setSelecionadas(new Set());
  const nova = (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ unidade: null })}>
      Nova Unidade
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Unidades"
        description="Os endereços da clínica, com os dados de contato e o responsável."
        actions={nova}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          className="sm:max-w-sm sm:flex-1"
          onSearch={(q) => {
            lista.buscar(q);
            limpar();
          }}
          placeholder="Pesquisar unidades..."
        />
        {selecionadas.size > 0 && (
          <Button
            variant="danger"
            icon={<TrashIcon />}
            onClick={() => setExclusao({ ids: [...selecionadas].map(Number), nome: null })}
          >
            Excluir selecionadas ({selecionadas.size})
          </Button>
        )}
      </div>
      {isError && <p className="text-sm text-rose-700">{MSG.unidades.erroCarregar}</p>}
      <UnidadesTabela
        linhas={data?.itens ?? []}
        carregando={isPending}
        selecionadas={selecionadas}
        onSelecionar={setSelecionadas}
        onEditar={(u) => setEdicao({ unidade: u })}
        onExcluir={(u) => setExclusao({ ids: [u.id], nome: u.nome_fantasia })}
        paginacao={{
          page: lista.page,
          pageSize: POR_PAGINA,
          total: data?.total ?? 0,
          onPageChange: (p) => {
            lista.setPage(p);
            limpar();
          },
        }}
        vazio={
          <EmptyState
            icon={BuildingOfficeIcon}
            title={MSG.unidades.vazio}
            description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
            action={lista.q ? undefined : nova}
          />
        }
      />
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
    </div>
  );
}
