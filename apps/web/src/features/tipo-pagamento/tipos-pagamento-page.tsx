import { MSG, type TipoPagamento } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { toast } from '@clinica/ui/toast';
import { CreditCardIcon, PlusIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { usePode } from '../../lib/use-pode';
import { TipoPagamentoDialog } from './tipo-pagamento-dialog';
import { TiposPagamentoTabela } from './tipos-pagamento-tabela';

const POR_PAGINA = 15;

/** /pagamentos: payment types, 15 per page, add/edit dialog, delete with confirmation. */
export default function TiposPagamentoPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lista = useLista(POR_PAGINA);
  const { data, isPending, isError } = useQuery({
    ...trpc.tipoPagamento.list.queryOptions(lista.entrada),
    placeholderData: keepPreviousData,
  });
  const [edicao, setEdicao] = useState<{ tipoPagamento: TipoPagamento | null } | null>(null);
  const [exclusao, setExclusao] = useState<TipoPagamento | null>(null);
  const [ultimaExclusao, setUltimaExclusao] = useState<TipoPagamento | null>(null);
  const excluir = useMutation(
    trpc.tipoPagamento.remove.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.tiposPagamento.excluido);
        queryClient.invalidateQueries(trpc.tipoPagamento.pathFilter());
        setExclusao(null);
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.tiposPagamento.erroExcluir));
      },
    }),
  );

  const pode = usePode();
  const novo = pode('TIPOS_PAGAMENTOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ tipoPagamento: null })}>
      Adicionar
    </Button>
  ) : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Tipos de Pagamento"
        description="Formas de pagamento usadas nas receitas e despesas, com a taxa de comissão."
        actions={novo}
      />
      <SearchBox onSearch={lista.buscar} placeholder="Pesquisar tipos de pagamento..." />
      {isError && <p className="text-sm text-rose-700">{MSG.tiposPagamento.erroCarregar}</p>}
      <TiposPagamentoTabela
        linhas={data?.itens ?? []}
        carregando={isPending}
        podeEditar={pode('TIPOS_PAGAMENTOS_EDITAR')}
        podeExcluir={pode('TIPOS_PAGAMENTOS_DELETAR')}
        onEditar={(t) => setEdicao({ tipoPagamento: t })}
        onExcluir={(t) => {
          setExclusao(t);
          setUltimaExclusao(t);
        }}
        paginacao={{
          page: lista.page,
          pageSize: POR_PAGINA,
          total: data?.total ?? 0,
          onPageChange: lista.setPage,
        }}
        vazio={
          <EmptyState
            icon={CreditCardIcon}
            title={MSG.tiposPagamento.vazio}
            description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
            action={lista.q ? undefined : novo}
          />
        }
      />
      <TipoPagamentoDialog
        aberto={edicao !== null}
        tipoPagamento={edicao?.tipoPagamento ?? null}
        onFechar={() => setEdicao(null)}
      />
      <ConfirmDialog
        open={exclusao !== null}
        title="Excluir tipo de pagamento"
        message={`Tem certeza que deseja excluir "${ultimaExclusao?.nome}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ id: exclusao.id })}
        onCancel={() => setExclusao(null)}
      />
    </div>
  );
}
