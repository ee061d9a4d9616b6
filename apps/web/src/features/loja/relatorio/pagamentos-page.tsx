import { formatarCentavos } from '@clinica/domain';
import { formatarDataHora } from '../../../lib/formatar';
import { useTRPC } from '../../../lib/trpc';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { entradaRelatorio, LISTA_RELATORIO, POR_PAGINA_RELATORIO } from './periodo-relatorio';
import { RelatorioLayout } from './relatorio-layout';

const PAGO_COM = { cartao: 'Cartão', pix: 'PIX', boleto: 'Boleto' } as const;

/** /adm/payments: the stores' plan (subscription) payments (spec 03 §3 "Payment report row"). */
export default function PagamentosPage() {
  const trpc = useTRPC();
  const lista = useListaPaginada(
    POR_PAGINA_RELATORIO,
    (e) => trpc.loja.relatorio.payments.queryOptions(entradaRelatorio(e)),
    LISTA_RELATORIO,
  );
  return (
    <RelatorioLayout
      titulo="Pagamentos de assinatura"
      descricao="Os pagamentos dos planos das lojas no período."
      tipo="payments"
      lista={lista}
      rowKey={(l) => l.codigo_pagamento}
      colunas={[
        {
          key: 'codigo',
          header: 'Código',
          render: (l) => <span className="font-mono text-slate-700">#{l.codigo_pagamento}</span>,
          hideOnMobile: true,
        },
        {
          key: 'usuario',
          header: 'Usuário',
          render: (l) => (
            <span>
              <span className="font-medium text-slate-900">{l.usuario}</span>
              <span className="block text-xs text-slate-500">{l.email}</span>
            </span>
          ),
        },
        { key: 'whatsapp', header: 'WhatsApp', render: (l) => l.whatsapp ?? '—', hideOnMobile: true },
        { key: 'loja', header: 'Loja', render: (l) => l.Loja, hideOnMobile: true },
        { key: 'plano', header: 'Plano', render: (l) => l.plano },
        { key: 'pago_com', header: 'Pago com', render: (l) => PAGO_COM[l.pago_com] },
        {
          key: 'valor',
          header: 'Valor',
          render: (l) => <span className="tabular-nums whitespace-nowrap">{formatarCentavos(l.value)}</span>,
        },
        {
          key: 'comissao',
          header: 'Comissão do sistema',
          render: (l) => (
            <span className="tabular-nums whitespace-nowrap">{formatarCentavos(l.comissao_sistema)}</span>
          ),
          hideOnMobile: true,
        },
        {
          key: 'data',
          header: 'Data',
          render: (l) => <span className="tabular-nums whitespace-nowrap">{formatarDataHora(l.data)}</span>,
        },
      ]}
    />
  );
}
