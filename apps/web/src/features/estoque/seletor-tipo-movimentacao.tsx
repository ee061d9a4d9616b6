import type { TipoMovimentacao } from '@clinica/contracts';
import { Label, Radio, RadioGroup } from '@headlessui/react';
import { ArrowDownTrayIcon, ArrowUpTrayIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';

const OPCOES = [
  { valor: 'ENTRADA', rotulo: 'Entrada', icone: ArrowDownTrayIcon },
  { valor: 'SAIDA', rotulo: 'Saída', icone: ArrowUpTrayIcon },
] as const;

/** ENTRADA or SAIDA as two large choices (a radio group: arrow keys move between them). */
export function SeletorTipoMovimentacao({
  valor,
  onChange,
}: {
  valor: TipoMovimentacao;
  onChange: (t: TipoMovimentacao) => void;
}) {
  return (
    <RadioGroup value={valor} onChange={onChange} className="space-y-1.5 sm:col-span-2">
      <Label className="text-sm font-medium text-slate-700">Tipo</Label>
      <div className="grid grid-cols-2 gap-2">
        {OPCOES.map((o) => (
          <Radio
            key={o.valor}
            value={o.valor}
            className={({ checked, focus }) =>
              clsx(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors',
                checked
                  ? 'border-teal-600 bg-teal-50 text-teal-700'
                  : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50',
                focus && 'ring-2 ring-teal-500 ring-offset-2',
              )
            }
          >
            <o.icone className="size-5" aria-hidden="true" />
            <Label>{o.rotulo}</Label>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
