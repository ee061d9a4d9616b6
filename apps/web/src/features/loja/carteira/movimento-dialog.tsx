import type { MovimentoCarteira } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { formatarDataHora } from '../../../lib/formatar';

/** 'Detalhes da transação': the movement and, for a sale, its order (spec 03 §3 Order fields). */
export function MovimentoDialog({
  movimento,
  onFechar,
}: {
  movimento: MovimentoCarteira | null;
  onFechar: () => void;
}) {
  const m = movimento;
  const pedido = m?.order ?? null;
  const linhas: [string, string][] = m
    ? [
        ['Descrição', m.description],
        ['Tipo', m.type === 'C' ? 'Crédito' : 'Débito'],
        ['Valor', formatarCentavos(m.amount)],
        ['Data', formatarDataHora(m.createdAt)],
        ...(m.type === 'C'
          ? ([['Liberação', formatarDataHora(m.availableAt)]] satisfies [string, string][])
          : []),
        ...(pedido
          ? ([
              ['Pedido', pedido.codigo],
              ['Comprador', pedido.name],
              ['E-mail', pedido.email ?? '—'],
              ['Telefone', pedido.phone ?? '—'],
              ['Subtotal', formatarCentavos(pedido.subtotal)],
              ['Frete', formatarCentavos(pedido.shipping)],
              ['Total', formatarCentavos(pedido.total)],
              ['Taxa de transação', formatarCentavos(pedido.transactionFee)],
              ['Taxa da nota', formatarCentavos(pedido.invoiceFee)],
              ['Preço de custo', formatarCentavos(pedido.costPrice)],
            ] satisfies [string, string][])
          : []),
      ]
    : [];
  return (
    <Dialog
      open={m !== null}
      onClose={onFechar}
      title="Detalhes da transação"
      maxWidth="md"
      footer={
        <Button variant="secondary" onClick={onFechar}>
          Fechar
        </Button>
      }
    >
      <dl className="divide-y divide-slate-100 text-sm">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-500">{rotulo}</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">{valor}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
