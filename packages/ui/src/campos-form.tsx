import { XMarkIcon } from '@heroicons/react/20/solid';
import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  useController,
} from 'react-hook-form';
import { Interruptor } from './interruptor';
import { MaskedInput, type MaskedInputProps } from './masked-input';
import { MoneyInput, type MoneyInputProps } from './money-input';
import { SelectField, type SelectFieldProps } from './select-field';
import { describedBy, FieldShell, inputClasses, TextField, type TextFieldProps } from './text-field';

/*
 * The kit's fields bound to a react-hook-form form: each takes the form and the field's name,
 * shows the field's error, and hands the focus to react-hook-form (the first invalid field gets
 * it on a refused submit). No screen wraps MaskedInput or MoneyInput in a Controller by hand.
 * An `error` given to a field is the screen's own message, shown while the form has none for it
 * (a live check, a lookup that failed).
 */

/** The names of the form's fields that hold a `V`. */
export type CampoDe<F extends FieldValues, V> = {
  [P in FieldPath<F>]: PathValue<F, P> extends V ? P : never;
}[FieldPath<F>];

/** What a field needs of the form: any form fits, whatever its context and output types. */
// biome-ignore lint/suspicious/noExplicitAny: see above.
type FormDe<F extends FieldValues> = { control: Control<F, any, any> };

type Ligado<F extends FieldValues, V> = { form: FormDe<F>; nome: CampoDe<F, V> };

// The value's type is checked by CampoDe at the call.
function useCampo<F extends FieldValues, N extends FieldPath<F>>(form: FormDe<F>, nome: N) {
  const { field, fieldState } = useController({ control: form.control, name: nome });
  return { field, erro: fieldState.error?.message };
}

type Texto = string | null | undefined;

type Marcavel = {
  /** The form says its one message elsewhere (a sign-up's alert): the field is only marked. */
  soMarcar?: boolean;
};

type PropsTexto<F extends FieldValues> = Ligado<F, Texto | number> &
  Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'form'> & {
    /** Rewrites what is typed before it is kept (digits only, upper case...). */
    filtro?: (texto: string) => string;
  } & Marcavel;

/** A text field (a number the contract also reads from text, such as a rate, shows as typed). */
export function CampoTexto<F extends FieldValues>({
  form,
  nome,
  filtro,
  error,
  soMarcar,
  ...props
}: PropsTexto<F>) {
  const { field, erro } = useCampo(form, nome);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(filtro ? filtro(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      ref={field.ref}
      {...(soMarcar ? { invalid: Boolean(erro ?? error) } : { error: erro ?? error })}
    />
  );
}

type PropsAreaTexto<F extends FieldValues> = Ligado<F, Texto> &
  Omit<ComponentPropsWithoutRef<'textarea'>, 'value' | 'onChange' | 'onBlur' | 'name' | 'form'> & {
    label: ReactNode;
    hint?: string;
    containerClassName?: string;
    /** Shows 'typed/max' under the field (the textarea's maxLength). */
    contador?: boolean;
  };

/** A multi-line text field. */
export function CampoAreaTexto<F extends FieldValues>({
  form,
  nome,
  label,
  hint,
  required,
  containerClassName,
  className,
  contador,
  id,
  ...props
}: PropsAreaTexto<F>) {
  const { field, erro } = useCampo(form, nome);
  const autoId = useId();
  const campoId = id ?? autoId;
  const valor: string = field.value ?? '';
  const idContador = `${campoId}-contador`;
  return (
    <FieldShell
      label={label}
      error={erro}
      hint={hint}
      htmlFor={campoId}
      required={required}
      className={containerClassName}
    >
      <textarea
        {...props}
        id={campoId}
        name={field.name}
        value={valor}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        ref={field.ref}
        aria-invalid={erro ? true : undefined}
        aria-describedby={
          [describedBy(campoId, erro, hint), contador ? idContador : null].filter(Boolean).join(' ') ||
          undefined
        }
        className={clsx(inputClasses(erro), 'h-auto resize-y py-2 md:h-auto', className)}
      />
      {contador && props.maxLength !== undefined && (
        <p id={idContador} className="-mt-0.5 text-right text-xs tabular-nums text-slate-500">
          {valor.length}/{props.maxLength}
        </p>
      )}
    </FieldShell>
  );
}

type PropsMascara<F extends FieldValues> = Ligado<F, Texto> &
  Omit<MaskedInputProps, 'value' | 'onValueChange' | 'onBlur' | 'name' | 'ref'> & {
    /** Called with the digits as the user types (a CEP lookup). */
    onDigitos?: (digitos: string) => void;
  } & Marcavel;

/** A masked field (CPF, phone, CEP, time...): the form keeps the masked text. */
export function CampoMascara<F extends FieldValues>({
  form,
  nome,
  onDigitos,
  error,
  soMarcar,
  ...props
}: PropsMascara<F>) {
  const { field, erro } = useCampo(form, nome);
  return (
    <MaskedInput
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onValueChange={(v, digitos) => {
        field.onChange(v);
        onDigitos?.(digitos);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
      {...(soMarcar ? { invalid: Boolean(erro ?? error) } : { error: erro ?? error })}
    />
  );
}

type PropsData<F extends FieldValues> = Omit<
  PropsMascara<F>,
  'mask' | 'endAdornment' | 'onDigitos' | 'soMarcar'
> & {
  /** An optional date gets a button that empties it, named so ('Limpar data de validade'). */
  rotuloLimpar?: string;
};

/** A date typed as DD/MM/AAAA (the contract's `campoData` reads it). */
export function CampoData<F extends FieldValues>({
  form,
  nome,
  rotuloLimpar,
  error,
  ...props
}: PropsData<F>) {
  const { field, erro } = useCampo(form, nome);
  return (
    <MaskedInput
      {...props}
      mask="data"
      name={field.name}
      value={field.value ?? ''}
      onValueChange={(v) => field.onChange(v)}
      onBlur={field.onBlur}
      ref={field.ref}
      error={erro ?? error}
      endAdornment={
        rotuloLimpar && field.value ? (
          <button
            type="button"
            aria-label={rotuloLimpar}
            onClick={() => field.onChange('')}
            className="inline-flex size-7 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
          >
            <XMarkIcon className="size-4" aria-hidden="true" />
          </button>
        ) : null
      }
    />
  );
}

type PropsDinheiro<F extends FieldValues> = Ligado<F, number | null | undefined> &
  Omit<MoneyInputProps, 'valueCents' | 'onChange' | 'onBlur' | 'name' | 'ref'> & {
    /** An emptied field holds 0 (shown R$ 0,00) instead of nothing. */
    vazioComoZero?: boolean;
  };

/** A money field in cents (null while empty). */
export function CampoDinheiro<F extends FieldValues>({
  form,
  nome,
  vazioComoZero,
  error,
  ...props
}: PropsDinheiro<F>) {
  const { field, erro } = useCampo(form, nome);
  return (
    <MoneyInput
      {...props}
      name={field.name}
      valueCents={field.value ?? null}
      onChange={(c) => field.onChange(c === null && vazioComoZero ? 0 : c)}
      onBlur={field.onBlur}
      ref={field.ref}
      error={erro ?? error}
    />
  );
}

type PropsSelecao<F extends FieldValues> = Ligado<F, string | number | null | undefined> &
  Omit<SelectFieldProps, 'value' | 'onBlur' | 'name' | 'ref' | 'form'> & {
    /** The options' values are numbers in the form (the placeholder's '' is null). */
    numero?: boolean;
  };

/** A select; `onChange` runs after the form holds the new value. */
export function CampoSelecao<F extends FieldValues>({
  form,
  nome,
  numero,
  error,
  onChange,
  ...props
}: PropsSelecao<F>) {
  const { field, erro } = useCampo(form, nome);
  return (
    <SelectField
      {...props}
      name={field.name}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(e) => {
        const v = e.target.value;
        field.onChange(numero ? (v === '' ? null : Number(v)) : v);
        onChange?.(e);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
      error={erro ?? error}
    />
  );
}

type PropsInterruptor<F extends FieldValues> = Ligado<F, boolean | null | undefined> & {
  rotulo: ReactNode;
  disabled?: boolean;
};

/** An on/off switch. */
export function CampoInterruptor<F extends FieldValues>({ form, nome, ...props }: PropsInterruptor<F>) {
  const { field } = useCampo(form, nome);
  return <Interruptor {...props} ligado={Boolean(field.value)} onChange={field.onChange} />;
}

/** What a picker gets from the form: the chosen option, the change and the field's error. */
export type CampoEscolhido<V> = { value: V; onChange: (v: V) => void; error: string | undefined };

type PropsAutocomplete<F extends FieldValues, N extends FieldPath<F>> = {
  form: FormDe<F>;
  nome: N;
  /** The picker (an Autocomplete over the screen's own lookup), given the bound value. */
  children: (campo: CampoEscolhido<PathValue<F, N>>) => ReactNode;
};

/**
 * A picker (the kit's Autocomplete behind a screen's lookup) bound to a field holding the chosen
 * `{ id, nome }` or null. It takes no focus on a refused submit: focusing opens its list.
 */
export function CampoAutocomplete<F extends FieldValues, N extends FieldPath<F>>({
  form,
  nome,
  children,
}: PropsAutocomplete<F, N>) {
  const { field, erro } = useCampo(form, nome);
  return <>{children({ value: field.value, onChange: field.onChange, error: erro })}</>;
}
