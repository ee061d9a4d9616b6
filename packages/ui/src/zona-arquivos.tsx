import { ArrowUpTrayIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';

type Props = {
  accept: string;
  multiple?: boolean;
  /** What the zone invites: 'Arraste uma foto aqui ou clique para escolher'. */
  titulo: string;
  formatos: string;
  escolhidos: File[];
  error?: string;
  onArquivos: (arquivos: File[]) => void;
};

/** Drag and drop, or a click to choose: the upload dialogs' file field. */
export function ZonaArquivos({ accept, multiple, titulo, formatos, escolhidos, error, onArquivos }: Props) {
  const entrada = useRef<HTMLInputElement>(null);
  const id = useId();
  const [sobre, setSobre] = useState(false);
  return (
    <div>
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setSobre(true);
        }}
        onDragLeave={() => setSobre(false)}
        onDrop={(e) => {
          e.preventDefault();
          setSobre(false);
          onArquivos([...e.dataTransfer.files]);
        }}
        className={clsx(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          sobre
            ? 'border-teal-500 bg-teal-50'
            : error
              ? 'border-rose-300 bg-rose-50/40'
              : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
        )}
      >
        <ArrowUpTrayIcon className="size-8 text-slate-400" aria-hidden="true" />
        <span className="text-sm font-medium text-slate-700">{titulo}</span>
        <span className="text-xs text-slate-500">{formatos}</span>
        {escolhidos.length > 0 && (
          <span className="mt-1 max-w-full truncate text-sm text-teal-700">
            {escolhidos.length === 1 ? escolhidos[0]?.name : `${escolhidos.length} arquivos escolhidos`}
          </span>
        )}
      </label>
      <input
        ref={entrada}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        aria-label={titulo}
        onChange={(e) => {
          onArquivos([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {error && (
        <p role="alert" className="mt-1.5 text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
