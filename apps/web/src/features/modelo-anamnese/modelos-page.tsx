import { type ModeloAnamnese, MSG } from '@clinica/contracts';
import { type RequisitoAcesso, temPermissao } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { DataTable } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { toast } from '@clinica/ui/toast';
import {
  ClipboardDocumentListIcon,
  PencilSquareIcon,
  PlusIcon,
  TrashIcon,
} from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { formatarDataHora } from '../../lib/formatar';
import { useUsuario } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { ModeloDialog } from './modelo-dialog';

const POR_PAGINA = 15;

/** /modelos-anamnese: anamnesis models, ordered lists of the clinic's questions. */
export default function ModelosPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: usuario } = useUsuario();
  const pode = (p: RequisitoAcesso) => (usuario ? temPermissao(usuario, p) : false);
  const lista = useLista(POR_PAGINA);
  const { data, isPending, isError } = useQuery({
    ...trpc.modeloAnamnese.list.queryOptions(lista.entrada),
    placeholderData: keepPreviousData,
  });
  const [edicao, setEdicao] = useState<{ modelo: ModeloAnamnese | null } | null>(null);
  const [exclusao, setExclusao] = useState<ModeloAnamnese | null>(null);
  const excluir = useMutation(
    trpc.modeloAnamnese.remove.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.modelosAnamnese.excluido);
        queryClient.invalidateQueries(trpc.modeloAnamnese.pathFilter());
        setExclusao(null);
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.modelosAnamnese.erroExcluir));
      },
    }),
  );
  const novo = pode('FICHAS_ANAMNESE_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ modelo: null })}>
      Novo Modelo
    </Button>
  ) : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Modelos de Anamnese"
        description="Conjuntos ordenados de questões para as fichas de anamnese dos pacientes."
        actions={novo}
      />
      <div className="max-w-sm">
        <SearchBox onSearch={lista.buscar} placeholder="Pesquisar modelos..." />
      </div>
      {isError && <p className="text-sm text-rose-700">{MSG.modelosAnamnese.erroCarregar}</p>}
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Modelos de anamnese"
          loading={isPending}
          rows={data?.itens ?? []}
          rowKey={(m) => m.id}
          empty={
            <EmptyState
              icon={ClipboardDocumentListIcon}
              title={MSG.modelosAnamnese.vazio}
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
              className: 'w-16',
              hideOnMobile: true,
              render: (m) => <span className="tabular-nums text-slate-500">{m.id}</span>,
            },
            {
              key: 'nome',
              header: 'Nome',
              render: (m) => <span className="font-medium break-words text-slate-900">{m.nome}</span>,
            },
            {
              key: 'questoes',
              header: 'Questões',
              className: 'w-20 sm:w-28',
              render: (m) => (
                <span className="tabular-nums" data-testid="total-questoes">
                  {m.total_questoes}
                </span>
              ),
            },
            {
              key: 'criado',
              header: 'Criado em',
              hideOnMobile: true,
              render: (m) => formatarDataHora(m.criado_em),
            },
            {
              key: 'acoes',
              header: <span className="sr-only">Ações</span>,
              className: 'w-24 text-right',
              render: (m) => (
                <div className="flex justify-end gap-1">
                  {pode('FICHAS_ANAMNESE_EDITAR') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Editar ${m.nome}`}
                      icon={<PencilSquareIcon />}
                      onClick={() => setEdicao({ modelo: m })}
                    />
                  )}
                  {pode('FICHAS_ANAMNESE_DELETAR') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Excluir ${m.nome}`}
                      icon={<TrashIcon />}
                      onClick={() => setExclusao(m)}
                    />
                  )}
                </div>
              ),
            },
          ]}
        />
      </div>
      {edicao && <ModeloDialog modelo={edicao.modelo} onFechar={() => setEdicao(null)} />}
      <ConfirmDialog
        open={exclusao !== null}
        title="Excluir modelo"
        message={`Excluir o modelo "${exclusao?.nome}"? Esta ação não pode ser desfeita. Anamneses já criadas com ele não mudam.`}
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ id: exclusao.id })}
        onCancel={() => setExclusao(null)}
      />
    </div>
  );
}
