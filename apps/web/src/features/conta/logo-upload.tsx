import { MSG } from '@clinica/contracts';
import { LOGO_MAX_BYTES } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { toast } from '@clinica/ui/toast';
import { PhotoIcon } from '@heroicons/react/24/outline';
import { useRef } from 'react';

type Props = { preview: string | null; onEscolher: (arquivo: File) => void };

/**
 * The account logo: preview, 'Adicionar Logo' / 'Alterar Logo'. The file goes as is (multipart,
 * on save); the server checks the bytes again.
 */
export function LogoUpload({ preview, onEscolher }: Props) {
  const entrada = useRef<HTMLInputElement>(null);
  const escolher = (arquivo: File | undefined) => {
    if (!arquivo) return;
    if (!arquivo.type.startsWith('image/')) return toast.error(MSG.conta.imagemTipo);
    if (arquivo.size > LOGO_MAX_BYTES) return toast.error(MSG.conta.imagemGrande);
    onEscolher(arquivo);
  };
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50">
        {preview ? (
          <img src={preview} alt="Logo da conta" className="size-full object-contain" />
        ) : (
          <PhotoIcon className="size-10 text-slate-300" aria-hidden="true" />
        )}
      </div>
      <div className="text-center sm:text-left">
        <Button variant="secondary" icon={<PhotoIcon />} onClick={() => entrada.current?.click()}>
          {preview ? 'Alterar Logo' : 'Adicionar Logo'}
        </Button>
        <p className="mt-2 text-xs text-slate-500">
          Recomendado: 500x500 px. PNG, JPEG, GIF ou WebP, até 2 MB.
        </p>
        <input
          ref={entrada}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Arquivo do logo"
          onChange={(e) => {
            escolher(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
