import { type Cupom, MSG } from '@clinica/contracts';
import { CUPONS_POR_PAGINA } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { PlusIcon, TicketIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lerFalha } from '../../../lib/erros';
import { useTRPC } from '../../../lib/trpc';
import { useLista } from '../../../lib/use-lista';
import { SemLoja } from '../base/sem-loja';
import { CupomDialog } from './cupom-dialog';
import { CuponsTabela } from './cupons-tabela';

/** /coupons: 'Cupons de Desconto' of the caller's store, 5 per page, NEW and EDIT dialogs. */
export default function CuponsPage() {
  const trpc = useTRPC();
  const lista = useLista(CUPONS_POR_PAGINA);
  const { data, isPending, isError, error } = useQuery({
    ...trpc.loja.cupom.list.queryOptions({ page: lista.page, q: lista.q }),
    placeholderData: keepPreviousData,
  });
  const [edicao, setEdicao] = useState<{ cupom: Cupom | null } | null>(null);

  const falha = isError ? lerFalha(error) : null;
  if (falha?.tipo === 'resposta' && falha.status === 404) return <SemLoja titulo="Cupons de Desconto" />;

  const novo = (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ cupom: null })}>
      Novo Cupom
    </Button>
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Cupons de Desconto"
        description="Códigos que os clientes da loja usam para ganhar desconto na compra."
        actions={novo}
      />
      <SearchBox
        className="sm:max-w-sm"
        onSearch={lista.buscar}
        placeholder="Pesquisar por código"
        label="Pesquisar cupons por código"
      />
      {isError && <p className="text-sm text-rose-700">{MSG.cupons.erroCarregar}</p>}
      <CuponsTabela
        linhas={data?.itens ?? []}
        carregando={isPending}
        onEditar={(c) => setEdicao({ cupom: c })}
        paginacao={{
          page: lista.page,
          pageSize: CUPONS_POR_PAGINA,
          total: data?.total ?? 0,
          onPageChange: lista.setPage,
        }}
        vazio={
          <EmptyState
            icon={TicketIcon}
            title={MSG.cupons.vazio}
            description={lista.q ? 'Tente ajustar a pesquisa.' : 'Crie o primeiro cupom da loja.'}
            action={lista.q ? undefined : novo}
          />
        }
      />
      <CupomDialog aberto={edicao !== null} cupom={edicao?.cupom ?? null} onFechar={() => setEdicao(null)} />
    </div>
  );
}
