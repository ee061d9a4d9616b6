import type { MODULOS } from '@clinica/contracts';
import { Switch } from '@headlessui/react';
import { clsx } from 'clsx';
import { rotuloFuncao } from './rotulos';

type Props = {
  modulos: typeof MODULOS;
  marcadas: ReadonlySet<number>;
  onChange: (marcadas: Set<number>) => void;
};

function Chave({
  ligada,
  onChange,
  rotulo,
}: {
  ligada: boolean;
  onChange: (v: boolean) => void;
  rotulo: string;
}) {
  return (
    <Switch
      checked={ligada}
      onChange={onChange}
      aria-label={rotulo}
      // On a phone the switch is a 44 px square around its track, the size of a fingertip.
      className="inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2 max-md:size-11"
    >
      <span
        aria-hidden
        className={clsx(
          'relative inline-flex h-5 w-9 rounded-full transition-colors',
          ligada ? 'bg-teal-600' : 'bg-slate-300',
        )}
      >
        <span
          className={clsx(
            'inline-block size-4 translate-y-0.5 rounded-full bg-white shadow transition-transform',
            ligada ? 'translate-x-4.5' : 'translate-x-0.5',
          )}
        />
      </span>
    </Switch>
  );
}

/** One panel per module listing its functions as switches, with 'Todas' per module. */
export function PainelPermissoes({ modulos, marcadas, onChange }: Props) {
  const alternar = (ids: number[], ligar: boolean) => {
    const novo = new Set(marcadas);
    for (const id of ids) ligar ? novo.add(id) : novo.delete(id);
    onChange(novo);
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {modulos.map((m) => {
        const ids = m.funcoes.map((f) => f.id);
        const todas = ids.every((id) => marcadas.has(id));
        return (
          <section key={m.id} aria-label={m.nome} className="rounded-lg border border-slate-200 p-3">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">{m.nome}</h3>
              <div className="flex items-center gap-2 text-xs text-slate-500">
                <span aria-hidden>Todas</span>
                <Chave
                  ligada={todas}
                  onChange={(v) => alternar(ids, v)}
                  rotulo={`Todas as funções de ${m.nome}`}
                />
              </div>
            </div>
            <ul className="space-y-2">
              {m.funcoes.map((f) => (
                <li key={f.id} className="flex items-center justify-between gap-2 text-sm text-slate-700">
                  <span>{rotuloFuncao(f.nome)}</span>
                  <Chave
                    ligada={marcadas.has(f.id)}
                    onChange={(v) => alternar([f.id], v)}
                    rotulo={`${m.nome}: ${rotuloFuncao(f.nome)}`}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
