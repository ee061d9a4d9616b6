import type { TipoConta } from '@clinica/contracts';
import { Label, Radio, RadioGroup } from '@headlessui/react';
import { BuildingOffice2Icon, UserIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';

const OPCOES = [
  { valor: 'clinica', rotulo: 'Clínica', icone: BuildingOffice2Icon },
  { valor: 'profissional', rotulo: 'Profissional', icone: UserIcon },
] as const;

/** Clinic or professional, as two large choices that fit a thumb on a phone. */
export function SeletorTipoConta({
  valor,
  onChange,
}: {
  valor: TipoConta;
  onChange: (v: TipoConta) => void;
}) {
  return (
    <RadioGroup value={valor} onChange={onChange} className="space-y-1.5">
      <Label className="text-sm font-medium text-slate-700">Tipo</Label>
      <div className="grid grid-cols-2 gap-2">
        {OPCOES.map((o) => (
          <Radio
            key={o.valor}
            value={o.valor}
            className={({ checked, focus }) =>
              clsx(
                'flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors',
                checked
                  ? 'border-teal-600 bg-teal-50 text-teal-700'
                  : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50',
                focus && 'ring-2 ring-teal-500 ring-offset-2',
              )
            }
          >
            <o.icone className="size-5" />
            <Label>{o.rotulo}</Label>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
