import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

/** Classes base compartilhadas por todos os campos (input, select, máscara, dinheiro...). */
export const inputClasses = (error?: string | boolean) =>
  clsx(
    // 44 px and 16 px text on phones: a fingertip's target, and iOS does not zoom into the field.
    'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm transition-colors md:h-10 md:text-sm',
    'placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-0',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 [&:read-only:not(select)]:bg-slate-50',
    error
      ? 'border-rose-400 text-rose-900 focus:border-rose-500 focus-visible:ring-rose-500/30'
      : 'border-slate-300 focus:border-teal-500 focus-visible:ring-teal-500/30',
  );

/** Ids auxiliares usados por `FieldShell` para mensagens de erro e dica. */
export const fieldIds = (id: string) => ({ error: `${id}-erro`, hint: `${id}-dica` });

/** Valor para `aria-describedby` de um campo envolvido por `FieldShell`. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = fieldIds(id);
  const list = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

export interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: string;
  htmlFor: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

export function FieldShell({ label, error, hint, htmlFor, required, className, children }: FieldShellProps) {
  const ids = fieldIds(htmlFor);
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span className="ml-0.5 text-rose-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={ids.error} role="alert" className="text-xs font-medium text-rose-600">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hint} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Marks the field invalid without a message of its own (forms that show one message for all fields). */
  invalid?: boolean;
  /** Elemento à direita dentro do campo (ex.: botão "mostrar senha"). */
  endAdornment?: ReactNode;
  /** Classes do contêiner externo (rótulo + campo + mensagens). */
  containerClassName?: string;
}

export function TextField({
  label,
  error,
  hint,
  endAdornment,
  containerClassName,
  id,
  className,
  required,
  invalid,
  ...props
}: TextFieldProps) {
  const marcado = Boolean(error) || Boolean(invalid);
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      htmlFor={inputId}
      required={required}
      className={containerClassName}
    >
      <div className="relative">
        <input
          id={inputId}
          required={required}
          aria-invalid={marcado ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={clsx(inputClasses(marcado), endAdornment ? 'pr-10' : null, className)}
          {...props}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{endAdornment}</div>
        ) : null}
      </div>
    </FieldShell>
  );
}
