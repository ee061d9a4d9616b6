import { MSG, type Perfil } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { DataTable, type RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { toast } from '@clinica/ui/toast';
import { PencilSquareIcon, PlusIcon, ShieldCheckIcon, TrashIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lerFalha } from '../../lib/erros';
import { formatarData } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { PerfilDialog } from './perfil-dialog';

const POR_PAGINA = 15;

/** /perfis (ADM): access profiles with search, selection, edit and (bulk) delete. */
export default function PerfisPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lista = useLista(POR_PAGINA);
  const { data, isPending, isError } = useQuery({
    ...trpc.perfil.list.queryOptions(lista.entrada),
    placeholderData: keepPreviousData,
  });
  const [selecionados, setSelecionados] = useState<Set<RowKey>>(new Set());
  const [edicao, setEdicao] = useState<{ perfil: Perfil | null } | null>(null);
  const [exclusao, setExclusao] = useState<number[] | null>(null);
  const excluir = useMutation(
    trpc.perfil.removeMany.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.perfis.excluido);
        queryClient.invalidateQueries(trpc.perfil.pathFilter());
        setSelecionados(new Set());
        setExclusao(null);
      },
      onError: (e) => {
        const f = lerFalha(e);
        toast.error(f.tipo === 'resposta' && f.status === 409 ? f.mensagem : MSG.perfis.erroExcluir);
        setExclusao(null);
      },
    }),
  );
  const novo = (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ perfil: null })}>
      Novo Perfil
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Perfis de acesso"
        description="Defina o que cada grupo de usuários pode fazer."
        actions={novo}
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-full max-w-sm">
          <SearchBox onSearch={lista.buscar} placeholder="Pesquisar perfis..." />
        </div>
        {selecionados.size > 0 && (
          <Button
            variant="danger"
            icon={<TrashIcon />}
            onClick={() => setExclusao([...selecionados].map(Number))}
          >
            Excluir selecionados ({selecionados.size})
          </Button>
        )}
      </div>
      {isError && <p className="text-sm text-rose-700">{MSG.perfis.erroCarregar}</p>}
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Perfis"
          loading={isPending}
          rows={data?.itens ?? []}
          rowKey={(p) => p.id}
          selectable
          selected={selecionados}
          onSelectedChange={setSelecionados}
          empty={
            <EmptyState icon={ShieldCheckIcon} title={MSG.perfis.vazio} action={lista.q ? undefined : novo} />
          }
          pagination={{
            page: lista.page,
            pageSize: POR_PAGINA,
            total: data?.total ?? 0,
            onPageChange: lista.setPage,
          }}
          columns={[
            {
              key: 'id',
              header: 'ID',
              className: 'w-20',
              render: (p) => <span className="tabular-nums text-slate-500">{p.id}</span>,
            },
            {
              key: 'nome',
              header: 'Nome',
              render: (p) => <span className="font-medium text-slate-900">{p.nome}</span>,
            },
            {
              key: 'permissoes',
              header: 'Permissões',
              hideOnMobile: true,
              render: (p) => <Badge tone="primary">{p.permissoes.length} funções</Badge>,
            },
            {
              key: 'criado',
              header: 'Criado em',
              hideOnMobile: true,
              render: (p) => formatarData(p.criado_em),
            },
            {
              key: 'acoes',
              header: <span className="sr-only">Ações</span>,
              className: 'w-28 text-right',
              render: (p) => (
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Editar ${p.nome}`}
                    icon={<PencilSquareIcon />}
                    onClick={() => setEdicao({ perfil: p })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Excluir ${p.nome}`}
                    icon={<TrashIcon />}
                    onClick={() => setExclusao([p.id])}
                  />
                </div>
              ),
            },
          ]}
        />
      </div>
      <PerfilDialog
        aberto={edicao !== null}
        perfil={edicao?.perfil ?? null}
        onFechar={() => setEdicao(null)}
      />
      <ConfirmDialog
        open={exclusao !== null}
        title={exclusao && exclusao.length > 1 ? `Excluir ${exclusao.length} perfis` : 'Excluir perfil'}
        message="Tem certeza? Perfis em uso por usuários não podem ser excluídos. Esta ação não pode ser desfeita."
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ ids: exclusao })}
        onCancel={() => setExclusao(null)}
      />
    </div>
  );
}
