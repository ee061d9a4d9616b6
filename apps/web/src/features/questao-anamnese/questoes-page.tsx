import { MSG, type QuestaoAnamnese } from '@clinica/contracts';
import { type RequisitoAcesso, ROTULO_TIPO_PERGUNTA, temPermissao } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { DataTable } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { toast } from '@clinica/ui/toast';
import { PencilSquareIcon, PlusIcon, QuestionMarkCircleIcon, TrashIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useUsuario } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { QuestaoDialog } from './questao-dialog';

const POR_PAGINA = 10;

/** /questoes-anamnese: the clinic's anamnesis questions, the building blocks of the models. */
export default function QuestoesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: usuario } = useUsuario();
  const pode = (p: RequisitoAcesso) => (usuario ? temPermissao(usuario, p) : false);
  const lista = useLista(POR_PAGINA);
  const { data, isPending, isError } = useQuery({
    ...trpc.questaoAnamnese.list.queryOptions(lista.entrada),
    placeholderData: keepPreviousData,
  });
  const [edicao, setEdicao] = useState<{ questao: QuestaoAnamnese | null } | null>(null);
  const [exclusao, setExclusao] = useState<QuestaoAnamnese | null>(null);
  const excluir = useMutation(
    trpc.questaoAnamnese.remove.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.questoesAnamnese.excluida);
        queryClient.invalidateQueries(trpc.questaoAnamnese.pathFilter());
        setExclusao(null);
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.questoesAnamnese.erroExcluir));
        setExclusao(null);
      },
    }),
  );
  const novo = pode('QUESTOES_ANAMNESE_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ questao: null })}>
      Nova Questão
    </Button>
  ) : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Questões de Anamnese"
        description="Perguntas usadas para montar os modelos de anamnese."
        actions={novo}
      />
      <div className="max-w-sm">
        <SearchBox onSearch={lista.buscar} placeholder="Pesquisar questões..." />
      </div>
      {isError && <p className="text-sm text-rose-700">{MSG.questoesAnamnese.erroCarregar}</p>}
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Questões de anamnese"
          loading={isPending}
          rows={data?.itens ?? []}
          rowKey={(q) => q.id}
          empty={
            <EmptyState
              icon={QuestionMarkCircleIcon}
              title={MSG.questoesAnamnese.vazio}
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
              render: (q) => <span className="tabular-nums text-slate-500">{q.id}</span>,
            },
            {
              key: 'pergunta',
              header: 'Pergunta',
              render: (q) => (
                <div className="min-w-0 space-y-1">
                  <p className="font-medium break-words text-slate-900">{q.pergunta}</p>
                  {/* On phones the type travels under the question (its column is hidden). */}
                  <Badge tone="primary" className="md:hidden">
                    {ROTULO_TIPO_PERGUNTA[q.tipo_pergunta]}
                  </Badge>
                </div>
              ),
            },
            {
              key: 'tipo',
              header: 'Tipo',
              hideOnMobile: true,
              render: (q) => <Badge tone="primary">{ROTULO_TIPO_PERGUNTA[q.tipo_pergunta]}</Badge>,
            },
            {
              key: 'auxiliar',
              header: 'Texto auxiliar',
              hideOnMobile: true,
              render: (q) => q.texto_auxiliar ?? <span className="text-slate-400">—</span>,
            },
            {
              key: 'acoes',
              header: <span className="sr-only">Ações</span>,
              className: 'w-24 text-right',
              render: (q) => (
                <div className="flex justify-end gap-1">
                  {pode('QUESTOES_ANAMNESE_EDITAR') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Editar ${q.pergunta}`}
                      icon={<PencilSquareIcon />}
                      onClick={() => setEdicao({ questao: q })}
                    />
                  )}
                  {pode('QUESTOES_ANAMNESE_DELETAR') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Excluir ${q.pergunta}`}
                      icon={<TrashIcon />}
                      onClick={() => setExclusao(q)}
                    />
                  )}
                </div>
              ),
            },
          ]}
        />
      </div>
      {edicao && <QuestaoDialog questao={edicao.questao} onFechar={() => setEdicao(null)} />}
      <ConfirmDialog
        open={exclusao !== null}
        title="Excluir questão"
        message={MSG.questoesAnamnese.confirmarExclusao}
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ id: exclusao.id })}
        onCancel={() => setExclusao(null)}
      />
    </div>
  );
}
