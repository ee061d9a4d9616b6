import { ArrowPathIcon, CheckIcon, PencilIcon } from '@heroicons/react/20/solid';
import { useRef, useState } from 'react';
import { AssinaturaPad, type AssinaturaPadHandle } from './assinatura-pad';
import { Button } from './button';

type Props = {
  /** Called with the saved signature (PNG data URL) when the signer presses 'Assinar'. */
  onAssinar: (assinaturaPng: string) => Promise<void> | void;
  assinando?: boolean;
  onErro: (mensagem: string) => void;
};

export const MENSAGEM_ASSINATURA_VAZIA = 'Assinatura não pode ser vazia.';

/**
 * The spec's signing flow, shared by documents and anamnesis: draw → 'Salvar' shows a
 * preview → 'Corrigir' goes back to the pad, 'Assinar' submits; 'Reverter' clears the pad.
 */
export function FluxoAssinatura({ onAssinar, assinando, onErro }: Props) {
  const pad = useRef<AssinaturaPadHandle>(null);
  const [salva, setSalva] = useState<string | null>(null);

  if (salva) {
    return (
      <div className="space-y-3">
        <div className="flex h-[200px] items-center justify-center rounded-lg border border-slate-200 bg-white">
          <img src={salva} alt="Prévia da assinatura" className="max-h-full max-w-full" />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            icon={<PencilIcon />}
            onClick={() => setSalva(null)}
            disabled={assinando}
          >
            Corrigir
          </Button>
          <Button icon={<CheckIcon />} loading={assinando} onClick={() => onAssinar(salva)}>
            Assinar
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <AssinaturaPad ref={pad} rotulo="Assine aqui com o dedo ou o mouse" />
      <p className="text-center text-xs text-slate-500">Assine dentro da área acima.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" icon={<ArrowPathIcon />} onClick={() => pad.current?.limpar()}>
          Reverter
        </Button>
        <Button
          onClick={() => {
            if (!pad.current || pad.current.vazio()) return onErro(MENSAGEM_ASSINATURA_VAZIA);
            setSalva(pad.current.exportarPng());
          }}
        >
          Salvar
        </Button>
      </div>
    </div>
  );
}
