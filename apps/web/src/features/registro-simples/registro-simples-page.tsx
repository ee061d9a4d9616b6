import type { RegistroSimples } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { DataTable } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { toast } from '@clinica/ui/toast';
import { PencilSquareIcon, PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { formatarData } from '../../lib/formatar';
import { useLista } from '../../lib/use-lista';
import { usePode } from '../../lib/use-pode';
import type { DefinicaoTela } from './definicoes';
import { RegistroSimplesDialog } from './registro-simples-dialog';
import { useApiRegistro } from './use-api-registro';

const POR_PAGINA = 15;

/** Banks and categories: searchable table, 15 per page, add/edit dialog, real delete. */
export function RegistroSimplesPage({ def }: { def: DefinicaoTela }) {
  const api = useApiRegistro(def);
  const queryClient = useQueryClient();
  const lista = useLista(POR_PAGINA);
  const { data, isPending, isError } = useQuery({
    ...api.list.queryOptions(lista.entrada),
    placeholderData: keepPreviousData,
  });
  const [edicao, setEdicao] = useState<{ registro: RegistroSimples | null } | null>(null);
  const [exclusao, setExclusao] = useState<RegistroSimples | null>(null);
  const excluir = useMutation(
    api.remove.mutationOptions({
      onSuccess: () => {
        toast.success(def.mensagens.excluido);
        queryClient.invalidateQueries(api.pathFilter());
        setExclusao(null);
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, def.mensagens.erroSalvar));
      },
    }),
  );

  const pode = usePode();
  const novo = pode(def.permissoes.criar) ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ registro: null })}>
      Adicionar
    </Button>
  ) : null;

  return (
    <div className="space-y-6">
      <PageHeader title={def.titulo} description={def.descricao} actions={novo} />
      <div className="max-w-sm">
        <SearchBox onSearch={lista.buscar} placeholder={`Pesquisar ${def.titulo.toLowerCase()}...`} />
      </div>
      {isError && <p className="text-sm text-rose-700">{def.mensagens.erroCarregar}</p>}
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption={def.titulo}
          loading={isPending}
          rows={data?.itens ?? []}
          rowKey={(r) => r.id}
          empty={
            <EmptyState
              icon={def.icone}
              title={def.mensagens.vazio}
              description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
              action={lista.q ? undefined : novo}
            />
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
              render: (r) => <span className="tabular-nums text-slate-500">{r.id}</span>,
            },
            {
              key: 'nome',
              header: 'Nome',
              render: (r) => <span className="font-medium text-slate-900">{r.nome}</span>,
            },
            {
              key: 'criado',
              header: 'Criado em',
              hideOnMobile: true,
              render: (r) => formatarData(r.criado_em),
            },
            {
              key: 'acoes',
              header: <span className="sr-only">Ações</span>,
              className: 'w-28 text-right',
              render: (r) =>
                pode(def.permissoes.editar) && (
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Editar ${r.nome}`}
                      icon={<PencilSquareIcon />}
                      onClick={() => setEdicao({ registro: r })}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Excluir ${r.nome}`}
                      icon={<TrashIcon />}
                      onClick={() => setExclusao(r)}
                    />
                  </div>
                ),
            },
          ]}
        />
      </div>
      <RegistroSimplesDialog
        def={def}
        aberto={edicao !== null}
        registro={edicao?.registro ?? null}
        onFechar={() => setEdicao(null)}
      />
      <ConfirmDialog
        open={exclusao !== null}
        title={`Excluir ${def.singular}`}
        message={`Tem certeza que deseja excluir "${exclusao?.nome}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ id: exclusao.id })}
        onCancel={() => setExclusao(null)}
      />
    </div>
  );
}
