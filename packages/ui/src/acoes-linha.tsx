import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { Button } from './button';

export interface AcoesLinhaProps {
  /** The row's name, read by screen readers: 'Editar {nome}', 'Excluir {nome}'. */
  nome: string;
  /** Left out when the user may not edit. */
  onEditar?: () => void;
  /** Left out when the user may not delete. */
  onExcluir?: () => void;
}

/** The edit and delete icon buttons at the end of a list row. */
export function AcoesLinha({ nome, onEditar, onExcluir }: AcoesLinhaProps) {
  return (
    <div className="flex justify-end gap-1">
      {onEditar && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Editar ${nome}`}
          icon={<PencilSquareIcon />}
          onClick={onEditar}
        />
      )}
      {onExcluir && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Excluir ${nome}`}
          icon={<TrashIcon />}
          onClick={onExcluir}
        />
      )}
    </div>
  );
}
