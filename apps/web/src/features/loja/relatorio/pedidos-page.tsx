import { formatarCentavos } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { formatarDataHora } from '../../../lib/formatar';
import { useTRPC } from '../../../lib/trpc';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { entradaRelatorio, LISTA_RELATORIO, POR_PAGINA_RELATORIO } from './periodo-relatorio';
import { RelatorioLayout } from './relatorio-layout';

const dinheiro = (c: number) => <span className="tabular-nums whitespace-nowrap">{formatarCentavos(c)}</span>;

/** /adm/orders: the orders report (spec 03 §3 "Order report row"). */
export default function PedidosPage() {
  const trpc = useTRPC();
  const lista = useListaPaginada(
    POR_PAGINA_RELATORIO,
    (e) => trpc.loja.relatorio.orders.queryOptions(entradaRelatorio(e)),
    LISTA_RELATORIO,
  );
  return (
    <RelatorioLayout
      titulo="Pedidos"
      descricao="Os pedidos das lojas no período, com valores, taxas e comissões."
      tipo="orders"
      lista={lista}
      rowKey={(l) => l.id}
      colunas={[
        {
          key: 'codigo',
          header: 'Pedido',
          render: (l) => (
            <span className="whitespace-nowrap">
              <span className="font-mono font-semibold text-slate-900">{l.Codigo_Pedido}</span>
              <span className="block text-xs text-slate-500 tabular-nums">
                {formatarDataHora(l.Data_Pedido)}
              </span>
            </span>
          ),
        },
        {
          key: 'comprador',
          header: 'Comprador',
          render: (l) => (
            <span className="block min-w-32">
              {l.Comprador}
              {l.Comprador_Telefone && (
                <span className="block text-xs text-slate-500">{l.Comprador_Telefone}</span>
              )}
            </span>
          ),
        },
        { key: 'loja', header: 'Loja', render: (l) => <span className="block min-w-28">{l.Loja}</span> },
        { key: 'subtotal', header: 'Subtotal', render: (l) => dinheiro(l.Subtotal), hideOnMobile: true },
        { key: 'frete', header: 'Frete', render: (l) => dinheiro(l.Frete), hideOnMobile: true },
        {
          key: 'total',
          header: 'Total',
          render: (l) => <strong className="font-semibold">{dinheiro(l.Total)}</strong>,
        },
        {
          key: 'custos',
          header: 'Custo e taxa',
          render: (l) => (
            <span className="tabular-nums whitespace-nowrap text-xs">
              Custo {formatarCentavos(l.Preco_Custo)}
              <span className="block">Taxa {formatarCentavos(l.Taxa_Transacao)}</span>
            </span>
          ),
          hideOnMobile: true,
        },
        {
          key: 'comissoes',
          header: 'Comissões',
          render: (l) => (
            <span className="tabular-nums whitespace-nowrap text-xs">
              Franqueado {formatarCentavos(l.Comissao_Franqueado)}
              <span className="block">Sistema {formatarCentavos(l.Comissao_Sistema)}</span>
            </span>
          ),
          hideOnMobile: true,
        },
        {
          key: 'repasse',
          header: 'Repasse',
          render: (l) =>
            l.Comissao_Repassada ? (
              <Badge tone="green">Repassada</Badge>
            ) : (
              <Badge tone="yellow">A repassar</Badge>
            ),
        },
      ]}
    />
  );
}
