import { MSG, type TipoPagamento } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { CreditCardIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { colunasTipoPagamento } from './colunas-tipo-pagamento';
import { TipoPagamentoDialog } from './tipo-pagamento-dialog';

const M = MSG.tiposPagamento;
const POR_PAGINA = 15;

/** /pagamentos: payment types, 15 per page, add/edit dialog, delete with confirmation. */
export default function TiposPagamentoPage() {
  const trpc = useTRPC();
  const pode = usePode();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.tipoPagamento.list.queryOptions(e));
  const [edicao, setEdicao] = useState<{ tipoPagamento: TipoPagamento | null } | null>(null);
  const exclusao = useExclusao({
    mutacao: trpc.tipoPagamento.remove.mutationOptions(),
    entrada: (t: TipoPagamento) => ({ id: t.id }),
    invalidar: trpc.tipoPagamento.pathFilter(),
    sucesso: () => M.excluido,
    erro: M.erroExcluir,
  });
  const novo = pode('TIPOS_PAGAMENTOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ tipoPagamento: null })}>
      Adicionar
    </Button>
  ) : null;

  return (
    <ListPage
      title="Tipos de Pagamento"
      description="Formas de pagamento usadas nas receitas e despesas, com a taxa de comissão."
      actions={novo}
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Pesquisar tipos de pagamento...' }}
      error={lista.falhou ? M.erroCarregar : null}
      table={{
        caption: 'Tipos de Pagamento',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (t) => t.id,
        pagination: lista.paginacao,
        empty: (
          <EmptyState
            icon={CreditCardIcon}
            title={M.vazio}
            description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
            action={lista.q ? undefined : novo}
          />
        ),
        columns: colunasTipoPagamento({
          ...(pode('TIPOS_PAGAMENTOS_EDITAR')
            ? { editar: (t: TipoPagamento) => setEdicao({ tipoPagamento: t }) }
            : {}),
          ...(pode('TIPOS_PAGAMENTOS_DELETAR') ? { excluir: exclusao.pedir } : {}),
        }),
      }}
    >
      <TipoPagamentoDialog
        aberto={edicao !== null}
        tipoPagamento={edicao?.tipoPagamento ?? null}
        onFechar={() => setEdicao(null)}
      />
      {exclusao.dialogo({
        titulo: 'Excluir tipo de pagamento',
        mensagem: (t) => `Tem certeza que deseja excluir "${t.nome}"? Esta ação não pode ser desfeita.`,
      })}
    </ListPage>
  );
}
