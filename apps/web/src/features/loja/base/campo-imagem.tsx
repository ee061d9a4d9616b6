import { MSG } from '@clinica/contracts';
import { LOGO_MAX_BYTES } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { toast } from '@clinica/ui/toast';
import { ArrowUpTrayIcon, PhotoIcon, TrashIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import { useId, useRef } from 'react';

type Props = {
  rotulo: string;
  /** The spec's size guidance ('500x125 PNG até 2MB'). */
  orientacao: string;
  /** What to show: the stored picture's URL, a new file's object URL, or null. */
  preview: string | null;
  onEscolher: (arquivo: File) => void;
  /** Only for pictures that may be removed (the banners): sends 'delete' on save. */
  onRemover?: () => void;
  obrigatorio?: boolean;
  /** Tailwind aspect ratio of the preview box (the picture's real proportion). */
  proporcao?: string;
  erro?: string;
};

/**
 * One store picture: preview, choose or change, remove when allowed. The browser checks the
 * type and the 2 MB first for a quick answer; the server checks the bytes again.
 */
export function CampoImagem(p: Props) {
  const entrada = useRef<HTMLInputElement>(null);
  const id = useId();
  const escolher = (arquivo: File | undefined) => {
    if (!arquivo) return;
    if (!arquivo.type.startsWith('image/')) return toast.error(MSG.configuracaoLoja.imagemTipo);
    if (arquivo.size > LOGO_MAX_BYTES) return toast.error(MSG.configuracaoLoja.imagemGrande);
    p.onEscolher(arquivo);
  };
  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-rotulo`} className="text-sm font-medium text-slate-700">
        {p.rotulo}
        {p.obrigatorio && (
          <span className="ml-0.5 text-rose-600" aria-hidden="true">
            *
          </span>
        )}
      </p>
      <div
        className={clsx(
          'flex w-full items-center justify-center overflow-hidden rounded-xl border border-dashed bg-slate-50',
          p.erro ? 'border-rose-400' : 'border-slate-300',
          p.proporcao ?? 'aspect-video',
        )}
      >
        {p.preview ? (
          <img src={p.preview} alt={p.rotulo} className="size-full object-cover" />
        ) : (
          <PhotoIcon className="size-10 text-slate-300" aria-hidden="true" />
        )}
      </div>
      <p className="text-xs text-slate-500">{p.orientacao}</p>
      {p.erro && (
        <p role="alert" className="text-xs font-medium text-rose-600">
          {p.erro}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<ArrowUpTrayIcon />}
          onClick={() => entrada.current?.click()}
          aria-describedby={`${id}-rotulo`}
        >
          {p.preview ? 'Alterar' : 'Escolher'}
        </Button>
        {p.onRemover && p.preview && (
          <Button variant="ghost" size="sm" icon={<TrashIcon />} onClick={p.onRemover}>
            Remover
          </Button>
        )}
      </div>
      <input
        ref={entrada}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-label={`Arquivo: ${p.rotulo}`}
        onChange={(e) => {
          escolher(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}

/** A chosen file as a data URL (the artist's picture travels in the tRPC call, like the old client's). */
export function lerComoDataUrl(arquivo: File): Promise<string> {
  return new Promise((ok, falha) => {
    const leitor = new FileReader();
    leitor.onload = () => ok(String(leitor.result));
    leitor.onerror = () => falha(leitor.error);
    leitor.readAsDataURL(arquivo);
  });
}
