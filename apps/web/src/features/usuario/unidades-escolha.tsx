import { MSG } from '@clinica/contracts';
import { formatarCnpj } from '@clinica/domain';
import { Spinner } from '@clinica/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTRPC } from '../../lib/trpc';
import { ENTRADA_OPCOES } from './usuario-form';

type Props = {
  aberto: boolean;
  marcadas: number[];
  onChange: (ids: number[]) => void;
  className?: string;
};

const caixa =
  'size-4 shrink-0 cursor-pointer rounded accent-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500';

/** The clinic's units as checkboxes: which ones the user works at (ADM only, like unidade.list). */
export function UnidadesEscolha({ aberto, marcadas, onChange, className }: Props) {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery({
    ...trpc.unidade.list.queryOptions(ENTRADA_OPCOES),
    enabled: aberto,
  });
  const alternar = (id: number) =>
    onChange(marcadas.includes(id) ? marcadas.filter((m) => m !== id) : [...marcadas, id]);

  return (
    <fieldset className={clsx('min-w-0', className)}>
      <legend className="text-sm font-medium text-slate-700">Unidades</legend>
      {isPending ? (
        <div className="mt-2 flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4 text-teal-600" /> Carregando unidades...
        </div>
      ) : isError ? (
        <p className="mt-2 text-sm text-rose-700">{MSG.unidades.erroCarregar}</p>
      ) : data.itens.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Nenhuma unidade cadastrada.</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {data.itens.map((u) => (
            <li key={u.id}>
              <label
                className={clsx(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors',
                  marcadas.includes(u.id)
                    ? 'border-teal-300 bg-teal-50/60'
                    : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="checkbox"
                  className={clsx(caixa, 'mt-0.5')}
                  checked={marcadas.includes(u.id)}
                  onChange={() => alternar(u.id)}
                />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{u.nome_fantasia}</span>
                  <span className="block text-xs tabular-nums text-slate-500">{formatarCnpj(u.cnpj)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
