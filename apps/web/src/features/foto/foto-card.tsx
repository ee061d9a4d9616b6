import { type Foto, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import {
  ArrowDownTrayIcon,
  EyeIcon,
  LockClosedIcon,
  PhotoIcon,
  TrashIcon,
} from '@heroicons/react/24/outline';
import { type ReactNode, useState } from 'react';
import { urlLocal } from '../../lib/arquivos-rest';
import { formatarData } from '../../lib/formatar';

/** A photo's miniature, straight from its signed URL (no session needed, cached by the browser). */
export function Miniatura({ foto, className }: { foto: Foto; className?: string }) {
  const [estado, setEstado] = useState<'carregando' | 'ok' | 'erro'>('carregando');
  return (
    <div className={`relative bg-slate-100 ${className ?? ''}`}>
      {estado !== 'erro' && (
        <img
          src={urlLocal(foto.miniatura_url)}
          alt={foto.nome}
          loading="lazy"
          onLoad={() => setEstado('ok')}
          onError={() => setEstado('erro')}
          className="size-full object-cover"
        />
      )}
      {estado !== 'ok' && (
        <div className="absolute inset-0 flex items-center justify-center">
          <PhotoIcon
            className={`size-8 ${estado === 'erro' ? 'text-rose-300' : 'animate-pulse text-slate-300'}`}
            aria-hidden="true"
          />
          {estado === 'erro' && <span className="sr-only">Erro ao carregar a imagem</span>}
        </div>
      )}
    </div>
  );
}

/**
 * Issue 19 (CFM 2.336/2023): the patient signed no image-use consent, so the photo is for the
 * clinic's records only. The title is the mouse's tooltip; the hidden text is the screen reader's.
 */
export function SeloUsoInterno({ className = '' }: { className?: string }) {
  return (
    <span
      title={MSG.consentimentoImagem.semConsentimento}
      className={`inline-flex w-fit items-center gap-1 rounded-full bg-slate-800/80 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-white ${className}`}
      data-testid="uso-interno"
    >
      <LockClosedIcon className="size-3.5" aria-hidden="true" />
      {MSG.consentimentoImagem.usoInterno}
      <span className="sr-only">: {MSG.consentimentoImagem.semConsentimento}</span>
    </span>
  );
}

type Props = {
  foto: Foto;
  onVer: () => void;
  onBaixar: () => void;
  onExcluir?: () => void;
  /** More actions at the end of the row (an archived photo's 'Restaurar', issue 19). */
  extra?: ReactNode;
};

export function FotoCard({ foto, onVer, onBaixar, onExcluir, extra }: Props) {
  return (
    <article
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-label={foto.nome}
    >
      <div className="relative">
        <button type="button" onClick={onVer} className="block w-full" aria-label={`Ver ${foto.nome}`}>
          <Miniatura foto={foto} className="aspect-square w-full" />
        </button>
        {foto.uso_interno && <SeloUsoInterno className="absolute top-2 left-2" />}
      </div>
      <div className="p-3">
        <h3 className="truncate text-sm font-medium text-slate-900">{foto.nome}</h3>
        <p className="text-xs text-slate-500 tabular-nums">{formatarData(foto.criado_em)}</p>
        <div className="-mr-1 -mb-1 mt-1 flex flex-wrap justify-end gap-0.5">
          <Button
            variant="ghost"
            size="sm"
            icon={<EyeIcon />}
            aria-label={`Ver ${foto.nome}`}
            onClick={onVer}
          />
          <Button
            variant="ghost"
            size="sm"
            icon={<ArrowDownTrayIcon />}
            aria-label={`Baixar ${foto.nome}`}
            onClick={onBaixar}
          />
          {onExcluir && (
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon />}
              aria-label={`Excluir ${foto.nome}`}
              onClick={onExcluir}
            />
          )}
          {extra}
        </div>
      </div>
    </article>
  );
}
