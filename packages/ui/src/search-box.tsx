import { MagnifyingGlassIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';

export interface SearchBoxProps {
  onSearch: (termo: string) => void;
  placeholder?: string;
  delay?: number;
  defaultValue?: string;
  /** Rótulo para leitores de tela (visualmente oculto). */
  label?: string;
  className?: string;
}

export function SearchBox({
  onSearch,
  placeholder = 'Pesquisar...',
  delay = 300,
  defaultValue = '',
  label = 'Pesquisar',
  className,
}: SearchBoxProps) {
  const id = useId();
  const [valor, setValor] = useState(defaultValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ultimo = useRef(defaultValue.trim());
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => () => clearTimeout(timer.current), []);

  function emitir(texto: string) {
    clearTimeout(timer.current);
    const termo = texto.trim();
    if (termo === ultimo.current) return;
    ultimo.current = termo;
    onSearchRef.current(termo);
  }

  function mudar(texto: string) {
    setValor(texto);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => emitir(texto), delay);
  }

  return (
    <div className={clsx('relative w-full sm:max-w-xs', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <MagnifyingGlassIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={valor}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => mudar(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            emitir(valor);
          } else if (e.key === 'Escape' && valor) {
            e.preventDefault();
            setValor('');
            emitir('');
          }
        }}
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-10 text-base md:h-10 md:text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:border-teal-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-500/30 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {valor ? (
        <button
          type="button"
          aria-label="Limpar pesquisa"
          onClick={() => {
            setValor('');
            emitir('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 md:right-2 md:size-7 items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
        >
          <XMarkIcon className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
