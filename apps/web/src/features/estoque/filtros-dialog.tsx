import { MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { MaskedInput } from '@clinica/ui/masked-input';
import { Skeleton } from '@clinica/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { brParaDia, diaParaBr } from '../../lib/datas-br';
import { useTRPC } from '../../lib/trpc';
import { type FiltrosEstoque, semVazios } from './filtros-estoque';

const M = MSG.movimentacoes;

type Props = {
  aberto: boolean;
  valor: FiltrosEstoque;
  onAplicar: (f: FiltrosEstoque) => void;
  onFechar: () => void;
  /** What the period is about ('Data de cadastro do produto'...). */
  descricao: string;
  /** The movements filter by unit too; the products don't. */
  comUnidades?: boolean;
};

/** The clinic's units as checkboxes (a few per clinic, so no search). */
function CaixasUnidades({ marcadas, onChange }: { marcadas: number[]; onChange: (ids: number[]) => void }) {
  const trpc = useTRPC();
  const unidades = useQuery(trpc.movimentacao.unidades.queryOptions());
  const alternar = (id: number) =>
    onChange(marcadas.includes(id) ? marcadas.filter((u) => u !== id) : [...marcadas, id]);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">Unidades</legend>
      {unidades.isError ? (
        <p className="mt-2 text-sm text-rose-700">{M.erroBuscarUnidades}</p>
      ) : !unidades.data ? (
        <Skeleton className="mt-2 h-10 w-full" />
      ) : unidades.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{M.semUnidades}</p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {unidades.data.map((u) => (
            <label
              key={u.id}
              className="flex min-w-0 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-700 hover:bg-slate-50 has-checked:border-teal-500 has-checked:bg-teal-50/50"
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 cursor-pointer rounded accent-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500"
                checked={marcadas.includes(u.id)}
                onChange={() => alternar(u.id)}
              />
              <span className="truncate" title={u.nome}>
                {u.nome}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/**
 * 'Filtros' of the stock lists: start and end dates (DD/MM/AAAA, both included) and, for
 * movements, units. Applied as a whole; each applied filter then shows as a chip.
 */
export function FiltrosDialog({ aberto, valor, onAplicar, onFechar, descricao, comUnidades = false }: Props) {
  const [de, setDe] = useState('');
  const [ate, setAte] = useState('');
  const [unidades, setUnidades] = useState<number[]>([]);
  const [tentou, setTentou] = useState(false);
  // Each opening starts from what is applied (a chip removed meanwhile is gone here too).
  useEffect(() => {
    if (!aberto) return;
    setDe(valor.de ? diaParaBr(valor.de) : '');
    setAte(valor.ate ? diaParaBr(valor.ate) : '');
    setUnidades(valor.unidades ?? []);
    setTentou(false);
  }, [aberto, valor]);

  const diaDe = brParaDia(de);
  const diaAte = brParaDia(ate);
  const erros = {
    de: de && !diaDe ? M.dataInvalida : undefined,
    ate: ate && !diaAte ? M.dataInvalida : diaDe && diaAte && diaDe > diaAte ? M.periodoInvalido : undefined,
  };
  const aplicar = () => {
    setTentou(true);
    if (erros.de || erros.ate) return;
    onAplicar(semVazios({ de: diaDe ?? undefined, ate: diaAte ?? undefined, unidades }));
    onFechar();
  };

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      title="Filtros"
      description={descricao}
      maxWidth="lg"
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              onAplicar({});
              onFechar();
            }}
          >
            Limpar filtros
          </Button>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit" form="form-filtros-estoque">
            Aplicar
          </Button>
        </>
      }
    >
      <form
        id="form-filtros-estoque"
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          aplicar();
        }}
      >
        <MaskedInput
          mask="data"
          label="Data inicial"
          value={de}
          onValueChange={setDe}
          error={tentou ? erros.de : undefined}
        />
        <MaskedInput
          mask="data"
          label="Data final"
          value={ate}
          onValueChange={setAte}
          error={tentou ? erros.ate : undefined}
        />
        {comUnidades && <CaixasUnidades marcadas={unidades} onChange={setUnidades} />}
      </form>
    </Dialog>
  );
}
