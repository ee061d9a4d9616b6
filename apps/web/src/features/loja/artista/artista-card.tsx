import type { Artista } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { PencilSquareIcon, UserCircleIcon } from '@heroicons/react/24/outline';
import { urlLocal } from '../../../lib/arquivos-rest';

/** One artist's card: picture, name, category, description and the edit icon (spec 03 §2). */
export function ArtistaCard({ artista, onEditar }: { artista: Artista; onEditar: () => void }) {
  return (
    <article className="flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex-col">
      {/* A row on phones (picture beside the text), a column from sm up. */}
      <div className="aspect-square w-28 shrink-0 bg-slate-100 sm:w-full">
        {artista.imagem ? (
          <img src={urlLocal(artista.imagem)} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <UserCircleIcon className="size-full p-4 text-slate-300 sm:p-10" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate font-semibold text-slate-900" title={artista.nome}>
              {artista.nome}
            </h2>
            <p className="truncate text-xs text-slate-500">/{artista.slug}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={`Editar ${artista.nome}`}
            title="Editar"
            onClick={onEditar}
          />
        </div>
        {artista.categoria && (
          <div>
            <Badge tone="primary">{artista.categoria}</Badge>
          </div>
        )}
        <p className="line-clamp-3 text-sm text-slate-600">{artista.descricao}</p>
        {artista.assessor && (
          <p className="mt-auto truncate pt-1 text-xs text-slate-500">Assessor: {artista.assessor.nome}</p>
        )}
      </div>
    </article>
  );
}
