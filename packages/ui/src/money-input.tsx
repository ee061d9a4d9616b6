import { formatarCentavos } from '@clinica/domain';
import { clsx } from 'clsx';
import { type ChangeEvent, type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';
import { describedBy, FieldShell, inputClasses } from './text-field';

/** Maior valor aceito: R$ 99.999.999,99 (evita perda de precisão). */
const MAX_DIGITS = 10;

export interface MoneyInputProps {
  valueCents: number | null;
  onChange: (cents: number | null) => void;
  label: ReactNode;
  error?: string;
  hint?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Campo de valor em reais no estilo "caixa eletrônico": cada dígito digitado entra pela
 * direita (1 → R$ 0,01, 12 → R$ 0,12, 1234 → R$ 12,34). Trabalha sempre em centavos.
 */
export function MoneyInput({
  valueCents,
  onChange,
  label,
  error,
  hint,
  name,
  id,
  disabled,
  required,
  placeholder = 'R$ 0,00',
  onBlur,
  className,
  containerClassName,
  ref,
}: MoneyInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const display = valueCents === null ? '' : formatarCentavos(valueCents);

  function handleChange(e: ChangeEvent<HTMLInputElement>) {
    const raw = e.target.value;
    const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
    if (digits === '') {
      // Apagou tudo (ou só restaram zeros ao apagar): campo vazio.
      const apagando = raw.length < display.length;
      onChange(apagando || !/\d/.test(raw) ? null : 0);
      return;
    }
    onChange(Number.parseInt(digits, 10));
  }

  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      htmlFor={inputId}
      required={required}
      className={containerClassName}
    >
      <input
        ref={ref}
        id={inputId}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={display}
        onChange={handleChange}
        onBlur={onBlur}
        // The whole value is selected on focus: a prefilled amount is replaced by what is typed,
        // not extended (digits enter from the right, so '5' after 'R$ 150,00' read R$ 15.000,05).
        // A click that focuses would put the caret back where it landed: it focuses by hand instead,
        // so the selection is made at once (nothing typed right after can slip in before it).
        onMouseDown={(e) => {
          if (document.activeElement === e.currentTarget) return;
          e.preventDefault();
          e.currentTarget.focus();
        }}
        onFocus={(e) => e.currentTarget.select()}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={clsx(inputClasses(error), 'text-right tabular-nums', className)}
      />
    </FieldShell>
  );
}
