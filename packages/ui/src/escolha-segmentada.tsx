import { Label, Radio, RadioGroup } from '@headlessui/react';
import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';

export type OpcaoSegmentada<T extends string> = {
  valor: T;
  rotulo: string;
  icone: ComponentType<SVGProps<SVGSVGElement>>;
};

/**
 * A few choices as large side-by-side buttons that fit a thumb on a phone (clinic or
 * professional at sign-up, ENTRADA or SAIDA in the stock form). A radio group: arrow keys move
 * between the options, and the label names the group for screen readers.
 */
export function EscolhaSegmentada<T extends string>(p: {
  rotulo: string;
  opcoes: readonly OpcaoSegmentada<T>[];
  valor: T;
  onChange: (v: T) => void;
  className?: string;
}) {
  return (
    <RadioGroup value={p.valor} onChange={p.onChange} className={clsx('space-y-1.5', p.className)}>
      <Label className="text-sm font-medium text-slate-700">{p.rotulo}</Label>
      <div className="grid grid-cols-2 gap-2">
        {p.opcoes.map((o) => (
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
