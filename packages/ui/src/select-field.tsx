import { ChevronUpDownIcon } from '@heroicons/react/20/solid';
import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { describedBy, FieldShell, inputClasses } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  error?: string;
  hint?: string;
  options: SelectOption[];
  placeholder?: string;
  containerClassName?: string;
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  containerClassName,
  id,
  className,
  required,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      htmlFor={selectId}
      required={required}
      className={containerClassName}
    >
      <div className="relative">
        <select
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
          className={clsx(inputClasses(error), 'cursor-pointer appearance-none pr-9', className)}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronUpDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-5 -translate-y-1/2 text-slate-400"
        />
      </div>
    </FieldShell>
  );
}
