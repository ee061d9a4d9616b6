import type { Foto } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ArrowDownTrayIcon, EyeIcon, PhotoIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
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

type Props = { foto: Foto; onVer: () => void; onBaixar: () => void; onExcluir?: () => void };

export function FotoCard({ foto, onVer, onBaixar, onExcluir }: Props) {
  return (
    <article
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-label={foto.nome}
    >
      <button type="button" onClick={onVer} className="block w-full" aria-label={`Ver ${foto.nome}`}>
        <Miniatura foto={foto} className="aspect-square w-full" />
      </button>
      <div className="p-3">
        <h3 className="truncate text-sm font-medium text-slate-900">{foto.nome}</h3>
        <p className="text-xs text-slate-500 tabular-nums">{formatarData(foto.criado_em)}</p>
        <div className="-mr-1 -mb-1 mt-1 flex justify-end gap-0.5">
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
        </div>
      </div>
    </article>
  );
}
