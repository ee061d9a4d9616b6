import { MaskedInput, type MaskKind } from '@clinica/ui/masked-input';
import { Controller } from 'react-hook-form';
import type { FormUnidade } from './unidade-form';

type Props = {
  form: FormUnidade;
  nome: 'cnpj' | 'telefone' | 'celular' | 'cep';
  mascara: MaskKind;
  rotulo: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  className?: string;
  /** Called with the digits as the user types (the CEP lookup). */
  onDigitos?: (digitos: string) => void;
};

/** A masked field of the unit form, wired to react-hook-form. */
export function CampoMascara({
  form,
  nome,
  mascara,
  rotulo,
  required,
  hint,
  placeholder,
  className,
  onDigitos,
}: Props) {
  const erro = form.formState.errors[nome]?.message;
  return (
    <Controller
      control={form.control}
      name={nome}
      render={({ field }) => (
        <MaskedInput
          mask={mascara}
          label={rotulo}
          required={required}
          hint={hint}
          placeholder={placeholder}
          containerClassName={className}
          error={erro}
          name={field.name}
          value={field.value ?? ''}
          onValueChange={(v, digitos) => {
            field.onChange(v);
            onDigitos?.(digitos);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
