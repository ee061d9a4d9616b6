import { type MovimentoCarteira, MSG } from '@clinica/contracts';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { ArrowsRightLeftIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { colunasMovimento } from './colunas-movimento';
import { MovimentoDialog } from './movimento-dialog';

const POR_PAGINA = 10;

/**
 * The wallet's history (server-paginated, newest first) and each movement's details: a section of
 * /wallet under its own heading (the kit's 'aba'), its page in the address.
 */
export function HistoricoCarteira() {
  const trpc = useTRPC();
  const lista = useListaPaginada(POR_PAGINA, (e) =>
    trpc.loja.carteira.historico.queryOptions({ page: e.page, limit: e.limit }),
  );
  const [aberto, setAberto] = useState<MovimentoCarteira | null>(null);
  return (
    <ListPage
      variante="aba"
      title="Histórico"
      error={lista.falhou ? MSG.carteira.erroCarregar : null}
      table={{
        caption: 'Histórico da carteira',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (r) => r.id,
        empty: <EmptyState icon={ArrowsRightLeftIcon} title={MSG.carteira.historicoVazio} />,
        pagination: lista.paginacao,
        columns: colunasMovimento(setAberto),
      }}
    >
      <MovimentoDialog movimento={aberto} onFechar={() => setAberto(null)} />
    </ListPage>
  );
}
