import { type FiltrosTratamento, MSG, type Tratamento } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { ArrowPathIcon, BeakerIcon, FunnelIcon, PlusIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { usePode } from '../../lib/use-pode';
import { ConfirmacoesTratamento } from './confirmacoes-tratamento';
import { contarFiltros, FiltrosDialog } from './filtros-dialog';
import { TratamentoDialog } from './tratamento-dialog';
import { TratamentosTabela } from './tratamentos-tabela';

const POR_PAGINA = 10;

/** /tratamentos: search, refresh, filters, 10 per page, saved active switch, create/edit/delete. */
export default function TratamentosPage() {
  const trpc = useTRPC();
  const lista = useLista(POR_PAGINA);
  const [filtros, setFiltros] = useState<FiltrosTratamento>({});
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    ...trpc.tratamento.list.queryOptions({ ...lista.entrada, ...filtros }),
    placeholderData: keepPreviousData,
  });
  const [edicao, setEdicao] = useState<{ tratamento: Tratamento | null } | null>(null);
  const [filtrosAbertos, setFiltrosAbertos] = useState(false);
  const [status, setStatus] = useState<Tratamento | null>(null);
  const [exclusao, setExclusao] = useState<Tratamento | null>(null);

  const pode = usePode();
  const qtdFiltros = contarFiltros(filtros);
  const novo = pode('TRATAMENTOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ tratamento: null })}>
      Novo Tratamento
    </Button>
  ) : null;
  const filtrando = Boolean(lista.q) || qtdFiltros > 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Tratamentos"
        description="Procedimentos da clínica, com valores e duração."
        actions={novo}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox onSearch={lista.buscar} placeholder="Pesquisar tratamentos..." />
        <div className="flex gap-2">
          <Button
            variant="secondary"
            icon={<ArrowPathIcon className={isFetching ? 'animate-spin' : undefined} />}
            onClick={() => refetch()}
          >
            Atualizar
          </Button>
          <Button variant="secondary" icon={<FunnelIcon />} onClick={() => setFiltrosAbertos(true)}>
            {qtdFiltros > 0 ? `Filtros (${qtdFiltros})` : 'Filtros'}
          </Button>
        </div>
      </div>
      {isError && <p className="text-sm text-rose-700">{MSG.tratamentos.erroCarregar}</p>}
      <TratamentosTabela
        linhas={data?.itens ?? []}
        carregando={isPending}
        podeEditar={pode('TRATAMENTOS_EDITAR')}
        onEditar={(t) => setEdicao({ tratamento: t })}
        onAlternarStatus={setStatus}
        onExcluir={setExclusao}
        paginacao={{
          page: lista.page,
          pageSize: POR_PAGINA,
          total: data?.total ?? 0,
          onPageChange: lista.setPage,
        }}
        vazio={
          <EmptyState
            icon={BeakerIcon}
            title={MSG.tratamentos.vazio}
            description={filtrando ? 'Tente ajustar a pesquisa ou os filtros.' : undefined}
            action={filtrando ? undefined : novo}
          />
        }
      />
      <TratamentoDialog
        aberto={edicao !== null}
        tratamento={edicao?.tratamento ?? null}
        onFechar={() => setEdicao(null)}
      />
      <FiltrosDialog
        aberto={filtrosAbertos}
        filtros={filtros}
        onAplicar={(f) => {
          setFiltros(f);
          lista.setPage(1);
        }}
        onFechar={() => setFiltrosAbertos(false)}
      />
      <ConfirmacoesTratamento
        status={status}
        exclusao={exclusao}
        onFechar={() => {
          setStatus(null);
          setExclusao(null);
        }}
      />
    </div>
  );
}
