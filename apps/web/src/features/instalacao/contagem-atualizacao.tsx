import { MSG } from '@clinica/contracts';
import { Spinner } from '@clinica/ui/spinner';
import { ArrowPathIcon } from '@heroicons/react/20/solid';
import { formatarContagem } from './contagem';

/** The navbar's countdown to the next update check, or the spinner while one runs. */
export function ContagemAtualizacao({ restante, verificando }: { restante: number; verificando: boolean }) {
  if (verificando) {
    return (
      <span
        className="inline-flex h-11 items-center px-1 text-teal-600"
        data-testid="verificando-atualizacao"
      >
        <Spinner className="size-5" label={MSG.app.verificandoAtualizacao} />
      </span>
    );
  }
  const texto = formatarContagem(restante);
  return (
    <span
      className="inline-flex h-11 items-center gap-1 px-1 text-xs font-medium text-slate-600 tabular-nums"
      data-testid="contagem-atualizacao"
      title="Próxima verificação de atualização"
    >
      <ArrowPathIcon className="size-3.5 text-slate-500" aria-hidden="true" />
      <span className="sr-only">Próxima verificação de atualização em </span>
      {texto}
    </span>
  );
}
