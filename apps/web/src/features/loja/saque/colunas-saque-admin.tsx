import type { SaqueAdmin } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { CheckIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { formatarData } from '../../../lib/formatar';
import { StatusSaqueBadge } from '../carteira/status-saque';

const cpf = (v: string | null) => (v ? v.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : '—');
const formatarHora = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  });
const dinheiro = (c: number) => <span className="tabular-nums whitespace-nowrap">{formatarCentavos(c)}</span>;

/** The operator's list (spec 03 §3 "Admin withdrawal"); only a pending row has the two actions. */
export function colunasSaqueAdmin(p: {
  decidir: (s: SaqueAdmin, decisao: 'approved' | 'refused') => void;
}): DataTableColumn<SaqueAdmin>[] {
  return [
    {
      key: 'loja',
      header: 'Loja / cliente',
      celular: 'titulo',
      render: (r) => (
        <span className="block min-w-36">
          <span className="font-medium text-slate-900">{r.Loja}</span>
          <span className="block text-xs text-slate-500">{r.Cliente ?? '—'}</span>
        </span>
      ),
    },
    {
      key: 'valor',
      header: 'Valor',
      rotulo: 'Valor solicitado',
      render: (r) => dinheiro(r.Valor_Solicitado),
    },
    {
      key: 'saldo',
      header: 'Saldo',
      rotulo: 'Saldo da carteira',
      render: (r) => dinheiro(r.Saldo_Carteira),
    },
    {
      key: 'pix',
      header: 'PIX (CPF)',
      render: (r) => <span className="tabular-nums whitespace-nowrap">{cpf(r.PIX_CPF)}</span>,
    },
    {
      key: 'data',
      header: 'Data',
      rotulo: 'Solicitado em',
      render: (r) => (
        <span className="tabular-nums whitespace-nowrap">
          {formatarData(r.criado_em)}
          <span className="block text-xs text-slate-500">{formatarHora(r.criado_em)}</span>
        </span>
      ),
    },
    { key: 'status', header: 'Status', render: (r) => <StatusSaqueBadge status={r.status} /> },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-px text-right',
      render: (r) =>
        r.status === 'pending' ? (
          <span className="inline-flex gap-1.5">
            <Button
              size="sm"
              icon={<CheckIcon />}
              aria-label={`Aprovar saque de ${r.Loja}`}
              onClick={() => p.decidir(r, 'approved')}
            >
              Aprovar
            </Button>
            <Button
              size="sm"
              variant="secondary"
              icon={<XMarkIcon />}
              aria-label={`Recusar saque de ${r.Loja}`}
              title="Recusar"
              onClick={() => p.decidir(r, 'refused')}
            />
          </span>
        ) : null,
    },
  ];
}
