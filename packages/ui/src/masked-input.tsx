import { clsx } from 'clsx';
import { type FocusEventHandler, type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { IMaskInput } from 'react-imask';
import { describedBy, FieldShell, inputClasses } from './text-field';

export type MaskKind = 'cpf' | 'cnpj' | 'cep' | 'telefone-br' | 'telefone-us' | 'data' | 'hora' | 'whatsapp';

/** Padrões no formato do imask ('0' = dígito). */
const PATTERNS: Record<MaskKind, string | { mask: string }[]> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
  // Fixo (10 dígitos) ou celular (11 dígitos): o imask escolhe conforme a digitação.
  'telefone-br': [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
  whatsapp: '(00) 00000-0000',
  'telefone-us': '000-000-0000',
  data: '00/00/0000',
  hora: '00:00',
};

const PLACEHOLDERS: Record<MaskKind, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
  'telefone-br': '(00) 00000-0000',
  whatsapp: '(00) 00000-0000',
  'telefone-us': '000-000-0000',
  data: 'DD/MM/AAAA',
  hora: 'HH:MM',
};

export interface MaskedInputProps {
  mask: MaskKind;
  value: string;
  onValueChange: (masked: string, digits: string) => void;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Marks the field invalid without a message of its own. */
  invalid?: boolean;
  /** Element inside the field, on the right (e.g. a button that clears an optional date). */
  endAdornment?: ReactNode;
  name?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function MaskedInput({
  mask,
  value,
  onValueChange,
  label,
  error,
  hint,
  invalid,
  endAdornment,
  name,
  id,
  placeholder,
  disabled,
  required,
  autoComplete,
  inputMode = 'numeric',
  onBlur,
  className,
  containerClassName,
  ref,
}: MaskedInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const pattern = PATTERNS[mask];
  const marcado = Boolean(error) || Boolean(invalid);
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
        <IMaskInput
          {...(typeof pattern === 'string' ? { mask: pattern } : { mask: pattern })}
          value={value}
          unmask={false}
          onAccept={(masked: string) => {
            if (masked !== value) onValueChange(masked, masked.replace(/\D/g, ''));
          }}
          inputRef={ref}
          id={inputId}
          name={name}
          type="text"
          placeholder={placeholder ?? PLACEHOLDERS[mask]}
          disabled={disabled}
          required={required}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onBlur={onBlur}
          aria-invalid={marcado ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={clsx(inputClasses(marcado), 'tabular-nums', endAdornment ? 'pr-10' : null, className)}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{endAdornment}</div>
        ) : null}
      </div>
    </FieldShell>
  );
}
