import { MSG, type Tratamento, tratamentoListaInputSchema } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import type { FiltroDeclarado } from '@clinica/ui/filtros-dialog';
import { ListPage } from '@clinica/ui/list-page';
import { BeakerIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { colunasTratamento } from './colunas-tratamento';
import { ConfirmacoesTratamento } from './confirmacoes-tratamento';
import { TratamentoDialog } from './tratamento-dialog';

const POR_PAGINA = 10;

/** The 'Filtros' dialog: name contains, sale and cost values equal (cents). */
const FILTROS: FiltroDeclarado[] = [
  { tipo: 'texto', chave: 'nome', rotulo: 'Nome' },
  { tipo: 'numero', chave: 'preco_venda', rotulo: 'Valor de venda', moeda: true },
  { tipo: 'numero', chave: 'preco_custo', rotulo: 'Valor de custo', moeda: true },
];

/** /tratamentos: search, refresh, filters, 10 per page, saved active switch, create/edit/delete. */
export default function TratamentosPage() {
  const trpc = useTRPC();
  const pode = usePode();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.tratamento.list.queryOptions(e), {
    esquema: tratamentoListaInputSchema,
    filtros: FILTROS,
  });
  const [edicao, setEdicao] = useState<{ tratamento: Tratamento | null } | null>(null);
  const [status, setStatus] = useState<Tratamento | null>(null);
  const [exclusao, setExclusao] = useState<Tratamento | null>(null);
  const novo = pode('TRATAMENTOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ tratamento: null })}>
      Novo Tratamento
    </Button>
  ) : null;

  return (
    <ListPage
      title="Tratamentos"
      description="Procedimentos da clínica, com valores e duração."
      actions={novo}
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Pesquisar tratamentos...' }}
      refresh={lista.atualizar}
      filters={{
        ...lista.filtrosDaTela,
        descricao: 'Mostra só os tratamentos que atendem a todos os campos preenchidos.',
      }}
      error={lista.falhou ? MSG.tratamentos.erroCarregar : null}
      table={{
        caption: 'Tratamentos',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (t) => t.id,
        pagination: lista.paginacao,
        empty: (
          <EmptyState
            icon={BeakerIcon}
            title={MSG.tratamentos.vazio}
            description={lista.filtrando ? 'Tente ajustar a pesquisa ou os filtros.' : undefined}
            action={lista.filtrando ? undefined : novo}
          />
        ),
        columns: colunasTratamento({
          ...(pode('TRATAMENTOS_EDITAR') ? { editar: (t: Tratamento) => setEdicao({ tratamento: t }) } : {}),
          alternarStatus: setStatus,
          excluir: setExclusao,
        }),
      }}
    >
      <TratamentoDialog
        aberto={edicao !== null}
        tratamento={edicao?.tratamento ?? null}
        onFechar={() => setEdicao(null)}
      />
      <ConfirmacoesTratamento
        status={status}
        exclusao={exclusao}
        onFechar={() => {
          setStatus(null);
          setExclusao(null);
        }}
      />
    </ListPage>
  );
}
