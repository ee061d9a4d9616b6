import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { CheckIcon, ChevronUpDownIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Spinner } from './spinner';
import { inputClasses } from './text-field';

export interface AutocompleteProps<T> {
  label: ReactNode;
  options: T[];
  value: T | null;
  onChange: (v: T | null) => void;
  /** Chamado com o texto digitado, com debounce de 300 ms (a filtragem é feita por quem chama). */
  onQueryChange: (q: string) => void;
  getKey: (o: T) => string | number;
  getLabel: (o: T) => string;
  renderOption?: (o: T) => ReactNode;
  loading?: boolean;
  placeholder?: string;
  emptyText?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
  /** Shows a button that clears the choice (filters). */
  clearable?: boolean;
}

export function Autocomplete<T>({
  label,
  options,
  value,
  onChange,
  onQueryChange,
  getKey,
  getLabel,
  renderOption,
  loading = false,
  placeholder,
  emptyText = 'Nenhum resultado encontrado',
  error,
  disabled,
  name,
  className,
  clearable = false,
}: AutocompleteProps<T>) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onQueryRef = useRef(onQueryChange);
  onQueryRef.current = onQueryChange;
  // From a keystroke until the caller's answer for it is in, the options on screen belong to an
  // older text: they are shown dimmed and cannot be chosen, so a click or Enter never picks an
  // option that is about to be replaced under the pointer.
  const [digitando, setDigitando] = useState(false);
  const desatualizadas = digitando || loading;
  useEffect(() => () => clearTimeout(timer.current), []);

  function digitar(q: string) {
    clearTimeout(timer.current);
    setDigitando(true);
    timer.current = setTimeout(() => {
      setDigitando(false);
      onQueryRef.current(q);
    }, 300);
  }

  return (
    <Field disabled={disabled} className={clsx('flex flex-col gap-1.5', className)}>
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Combobox
        value={value}
        onChange={onChange}
        by={(a, b) => (a === null || b === null ? a === b : getKey(a) === getKey(b))}
        name={name}
        immediate
        // The input shows the choice again once the list closes: the search starts over with it.
        onClose={() => {
          clearTimeout(timer.current);
          setDigitando(false);
          onQueryRef.current('');
        }}
      >
        <div className="relative">
          <ComboboxInput<T | null>
            aria-invalid={error ? true : undefined}
            className={clsx(
              inputClasses(error),
              clearable && value !== null ? 'pr-24 md:pr-16' : 'pr-12 md:pr-10',
            )}
            displayValue={(o) => (o ? getLabel(o) : '')}
            onChange={(e) => digitar(e.target.value)}
            placeholder={placeholder}
            autoComplete="off"
          />
          {clearable && value !== null && !disabled ? (
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label="Limpar"
              className="absolute inset-y-0 right-11 my-auto flex size-11 items-center md:right-9 md:size-7 justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
            >
              <XMarkIcon className="size-4" aria-hidden="true" />
            </button>
          ) : null}
          <ComboboxButton className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg md:w-auto md:px-2.5 text-slate-400 hover:text-slate-600 focus:outline-none">
            {loading ? (
              <Spinner className="size-4 text-teal-600" />
            ) : (
              <ChevronUpDownIcon className="size-5" aria-hidden="true" />
            )}
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          transition
          aria-busy={desatualizadas || undefined}
          className="z-50 max-h-64 w-(--input-width) overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg [--anchor-gap:4px] transition duration-100 ease-out empty:invisible data-closed:opacity-0"
        >
          {loading && options.length === 0 ? (
            <div className="flex items-center gap-2 px-3 py-2 text-slate-500">
              <Spinner className="size-4" /> Buscando...
            </div>
          ) : options.length === 0 ? (
            <div className="px-3 py-2 text-slate-500">{emptyText}</div>
          ) : (
            options.map((o) => (
              <ComboboxOption
                key={getKey(o)}
                value={o}
                disabled={desatualizadas}
                className="group flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-slate-700 select-none data-focus:bg-teal-50 data-focus:text-teal-900 data-disabled:cursor-wait data-disabled:opacity-50"
              >
                <CheckIcon
                  className="invisible size-4 shrink-0 text-teal-600 group-data-selected:visible"
                  aria-hidden="true"
                />
                <div className="min-w-0 flex-1 truncate">{renderOption ? renderOption(o) : getLabel(o)}</div>
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      {error ? (
        <Description as="p" role="alert" className="text-xs font-medium text-rose-600">
          {error}
        </Description>
      ) : null}
    </Field>
  );
}
