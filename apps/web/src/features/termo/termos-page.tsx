import { MSG, type Termo } from '@clinica/contracts';
import { type RequisitoAcesso, temPermissao } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { DataTable } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { toast } from '@clinica/ui/toast';
import { DocumentTextIcon, PencilSquareIcon, PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { formatarDataHora } from '../../lib/formatar';
import { useUsuario } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { TermoDialog } from './termo-dialog';

const POR_PAGINA = 10;

/** /termos: consent term and contract templates. */
export default function TermosPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: usuario } = useUsuario();
  const pode = (p: RequisitoAcesso) => (usuario ? temPermissao(usuario, p) : false);
  const lista = useLista(POR_PAGINA);
  const { data, isPending, isError } = useQuery({
    ...trpc.termo.list.queryOptions(lista.entrada),
    placeholderData: keepPreviousData,
  });
  const [edicao, setEdicao] = useState<{ termo: Termo | null } | null>(null);
  const [exclusao, setExclusao] = useState<Termo | null>(null);
  const excluir = useMutation(
    trpc.termo.remove.mutationOptions({
      onSuccess: () => {
        toast.success(`${MSG.termos.excluido}: ${exclusao?.titulo}`);
        queryClient.invalidateQueries(trpc.termo.pathFilter());
        setExclusao(null);
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.termos.erroSalvar));
      },
    }),
  );
  const novo = pode('TERMOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ termo: null })}>
      Novo Termo
    </Button>
  ) : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Termos"
        description="Modelos de termos de consentimento e contratos."
        actions={novo}
      />
      <div className="max-w-sm">
        <SearchBox onSearch={lista.buscar} placeholder="Pesquisar termos..." />
      </div>
      {isError && <p className="text-sm text-rose-700">{MSG.termos.erroCarregar}</p>}
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Termos"
          loading={isPending}
          rows={data?.itens ?? []}
          rowKey={(t) => t.id}
          empty={
            <EmptyState
              icon={DocumentTextIcon}
              title={MSG.termos.vazio}
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
              render: (t) => <span className="tabular-nums text-slate-500">{t.id}</span>,
            },
            {
              key: 'titulo',
              header: 'Título',
              render: (t) => (
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{t.titulo}</p>
                  <p className="truncate text-xs text-slate-500">{t.previa}</p>
                </div>
              ),
            },
            {
              key: 'criado',
              header: 'Criado em',
              hideOnMobile: true,
              render: (t) => formatarDataHora(t.criado_em),
            },
            {
              key: 'acoes',
              header: <span className="sr-only">Ações</span>,
              className: 'w-28 text-right',
              render: (t) =>
                pode('TERMOS_EDITAR') && (
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Editar ${t.titulo}`}
                      icon={<PencilSquareIcon />}
                      onClick={() => setEdicao({ termo: t })}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Excluir ${t.titulo}`}
                      icon={<TrashIcon />}
                      onClick={() => setExclusao(t)}
                    />
                  </div>
                ),
            },
          ]}
        />
      </div>
      {edicao && <TermoDialog termo={edicao.termo} onFechar={() => setEdicao(null)} />}
      <ConfirmDialog
        open={exclusao !== null}
        title="Excluir termo"
        message={`Excluir o modelo "${exclusao?.titulo}"? Documentos já gerados com ele não mudam.`}
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ id: exclusao.id })}
        onCancel={() => setExclusao(null)}
      />
    </div>
  );
}
