import { type Cupom, MSG } from '@clinica/contracts';
import { CUPONS_POR_PAGINA } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { PlusIcon, TicketIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { hojeNaClinica } from '../../../lib/datas-br';
import { lerFalha } from '../../../lib/erros';
import { useTRPC } from '../../../lib/trpc';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { SemLoja } from '../base/sem-loja';
import { colunasCupom } from './colunas-cupom';
import { CupomDialog } from './cupom-dialog';

/** /coupons: 'Cupons de Desconto' of the caller's store, 5 per page, NEW and EDIT dialogs. */
export default function CuponsPage() {
  const trpc = useTRPC();
  const lista = useListaPaginada(CUPONS_POR_PAGINA, (e) =>
    trpc.loja.cupom.list.queryOptions({ page: e.page, q: e.q }),
  );
  const [edicao, setEdicao] = useState<{ cupom: Cupom | null } | null>(null);

  const falha = lista.falhou ? lerFalha(lista.erro) : null;
  if (falha?.tipo === 'resposta' && falha.status === 404) return <SemLoja titulo="Cupons de Desconto" />;

  const novo = (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ cupom: null })}>
      Novo Cupom
    </Button>
  );
  return (
    <ListPage
      title="Cupons de Desconto"
      description="Códigos que os clientes da loja usam para ganhar desconto na compra."
      actions={novo}
      search={{
        onSearch: lista.buscar,
        valor: lista.q,
        placeholder: 'Pesquisar por código',
        rotulo: 'Pesquisar cupons por código',
      }}
      error={lista.falhou ? MSG.cupons.erroCarregar : null}
      table={{
        caption: 'Cupons de desconto',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (r) => r.id,
        pagination: lista.paginacao,
        empty: (
          <EmptyState
            icon={TicketIcon}
            title={MSG.cupons.vazio}
            description={lista.q ? 'Tente ajustar a pesquisa.' : 'Crie o primeiro cupom da loja.'}
            action={lista.q ? undefined : novo}
          />
        ),
        columns: colunasCupom({ hoje: hojeNaClinica(), editar: (c) => setEdicao({ cupom: c }) }),
      }}
    >
      <CupomDialog aberto={edicao !== null} cupom={edicao?.cupom ?? null} onFechar={() => setEdicao(null)} />
    </ListPage>
  );
}
