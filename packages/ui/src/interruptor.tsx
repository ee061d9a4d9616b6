import { Field, Label, Switch } from '@headlessui/react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type Props = {
  ligado: boolean;
  onChange: (ligado: boolean) => void;
  rotulo: ReactNode;
  /** Keeps the label for screen readers only (a table cell that shows its own text). */
  rotuloOculto?: boolean;
  disabled?: boolean;
};

/** An on/off switch with its label (Headless UI Switch: keyboard and screen-reader ready). */
export function Interruptor({ ligado, onChange, rotulo, rotuloOculto = false, disabled }: Props) {
  return (
    <Field className="flex items-center gap-3" disabled={disabled}>
      <Switch
        checked={ligado}
        onChange={onChange}
        // On a phone the button is a 44 px square around the track: the whole square takes the tap.
        className={clsx(
          'group inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full max-md:size-11',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2',
          'data-disabled:cursor-not-allowed data-disabled:opacity-60',
        )}
      >
        <span
          aria-hidden="true"
          className="inline-flex h-6 w-11 rounded-full border-2 border-transparent bg-slate-300 transition-colors group-data-checked:bg-teal-600"
        >
          <span className="pointer-events-none inline-block size-5 translate-x-0 rounded-full bg-white shadow ring-0 transition-transform group-data-checked:translate-x-5" />
        </span>
      </Switch>
      <Label className={clsx(rotuloOculto ? 'sr-only' : 'cursor-pointer text-sm font-medium text-slate-700')}>
        {rotulo}
      </Label>
    </Field>
  );
}
