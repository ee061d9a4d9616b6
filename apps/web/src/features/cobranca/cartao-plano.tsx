import type { PlanoApi } from '@clinica/contracts';
import { formatarCentavos, RECURSOS_EXCLUSIVOS_PREMIUM } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { CheckIcon, InformationCircleIcon, SparklesIcon } from '@heroicons/react/20/solid';
import { clsx } from 'clsx';

type Props = {
  plano: PlanoApi;
  atual: boolean;
  desabilitado: boolean;
  carregando: boolean;
  onEscolher: () => void;
};

function InfoPremium() {
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label="Recursos exclusivos do Premium"
        className="rounded-full p-1 text-slate-400 hover:text-teal-600 max-md:-m-2 max-md:p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
      >
        <InformationCircleIcon className="size-5" />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg"
      >
        <p className="font-semibold text-slate-900">Exclusivo do Premium</p>
        <ul className="mt-2 space-y-1.5 text-slate-600">
          {RECURSOS_EXCLUSIVOS_PREMIUM.map((r) => (
            <li key={r} className="flex gap-2">
              <SparklesIcon className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
              {r}
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover>
  );
}

/** One plan card: badge, price per month (or semester), highlights, features and its button. */
export function CartaoPlano({ plano, atual, desabilitado, carregando, onEscolher }: Props) {
  const destaque = plano.chave === 'premium';
  return (
    <article
      aria-label={plano.titulo}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        destaque ? 'border-teal-500 ring-1 ring-teal-500' : 'border-slate-200',
      )}
    >
      {plano.selo && (
        <span
          className={clsx(
            'absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-semibold shadow-sm',
            destaque ? 'bg-teal-700 text-white' : 'bg-amber-400 text-amber-950',
          )}
        >
          {plano.selo}
        </span>
      )}
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{plano.titulo}</h3>
        {destaque ? <InfoPremium /> : null}
      </div>
      <p className="mt-1 text-sm text-slate-500">{plano.descricao}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight text-slate-900">
          {formatarCentavos(plano.centavos)}
        </span>
        <span className="text-sm text-slate-500">/{plano.periodo === 'mes' ? 'mês' : 'semestre'}</span>
      </p>
      {plano.destaques.length > 0 && (
        <ul className="mt-3 space-y-1">
          {plano.destaques.map((d) => (
            <li key={d} className="text-sm font-medium text-teal-700">
              {d}
            </li>
          ))}
        </ul>
      )}
      <ul className="mt-5 flex-1 space-y-2.5 border-t border-slate-100 pt-5 text-sm text-slate-700">
        {plano.recursos.map((r) => (
          <li key={r} className="flex gap-2.5">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-teal-600" aria-hidden="true" />
            {r}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={destaque || !atual ? 'primary' : 'secondary'}
        disabled={atual || desabilitado}
        loading={carregando}
        onClick={onEscolher}
      >
        {atual ? 'Plano Atual' : plano.botao}
      </Button>
    </article>
  );
}
