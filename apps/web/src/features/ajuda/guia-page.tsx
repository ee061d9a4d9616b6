import { guias } from 'virtual:guias';
import { buttonClasses } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ArrowLeftIcon, ArrowRightIcon, ClockIcon } from '@heroicons/react/20/solid';
import { MapIcon } from '@heroicons/react/24/outline';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { ConteudoGuia } from './conteudo-guia';
import { iconeDoGuia } from './icones';

const voltar = (
  <Link
    href="/tutoriais"
    className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-teal-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
  >
    <ArrowLeftIcon className="size-4" aria-hidden="true" />
    Todos os tutoriais
  </Link>
);

/** One guide: its text and pictures, the sections on the side (desktop), then the next guide. */
export function GuiaPage({ slug }: { slug: string }) {
  const i = guias.findIndex((g) => g.slug === slug);
  const guia = guias[i];

  // A link to a section (#anchor) lands on it; a new guide starts at the top.
  useEffect(() => {
    const alvo = window.location.hash
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
    if (alvo) alvo.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [slug]);

  if (!guia) {
    return (
      <EmptyState
        icon={MapIcon}
        title="Tutorial não encontrado"
        description="O endereço não corresponde a nenhum dos nossos guias."
        action={
          <Link href="/tutoriais" className={buttonClasses('secondary')}>
            Ver os tutoriais
          </Link>
        }
      />
    );
  }
  const Icone = iconeDoGuia(guia.slug);
  const secoes = guia.secoes.filter((s) => s.titulo);
  const anterior = guias[i - 1];
  const proximo = guias[i + 1];

  return (
    <div className="mx-auto max-w-5xl">
      {voltar}
      <header className="mt-2 mb-6 flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-600 ring-1 ring-teal-100 sm:flex">
          <Icone className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{guia.titulo}</h1>
          <p className="mt-1 text-sm text-slate-500">{guia.resumo}</p>
          {guia.duracao ? (
            <p className="mt-2 inline-flex items-center gap-1 text-xs text-slate-500">
              <ClockIcon className="size-4 text-slate-400" aria-hidden="true" />
              Leitura de {guia.duracao}
            </p>
          ) : null}
        </div>
      </header>

      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_13rem] lg:gap-8">
        <article className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ConteudoGuia html={guia.secoes.map((s) => s.html).join('')} />
        </article>
        {secoes.length > 1 ? (
          <nav aria-label="Nesta página" className="hidden lg:block">
            <div className="sticky top-20">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Nesta página</p>
              <ul className="mt-3 space-y-1 border-l border-slate-200">
                {secoes.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="-ml-px block border-l border-transparent py-1 pl-3 text-sm text-slate-600 hover:border-teal-500 hover:text-teal-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
                    >
                      {s.titulo}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        ) : null}
      </div>

      <nav aria-label="Outros tutoriais" className="mt-8 grid gap-3 sm:grid-cols-2">
        {anterior ? (
          <Link
            href={`/tutoriais/${anterior.slug}`}
            className="group rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-teal-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
          >
            <span className="flex items-center gap-1 text-xs text-slate-500">
              <ArrowLeftIcon className="size-4" aria-hidden="true" /> Anterior
            </span>
            <span className="mt-0.5 block text-sm font-medium text-slate-900 group-hover:text-teal-700">
              {anterior.titulo}
            </span>
          </Link>
        ) : (
          <span className="hidden sm:block" />
        )}
        {proximo ? (
          <Link
            href={`/tutoriais/${proximo.slug}`}
            className="group rounded-xl border border-slate-200 bg-white px-4 py-3 text-right shadow-sm hover:border-teal-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
          >
            <span className="flex items-center justify-end gap-1 text-xs text-slate-500">
              Próximo <ArrowRightIcon className="size-4" aria-hidden="true" />
            </span>
            <span className="mt-0.5 block text-sm font-medium text-slate-900 group-hover:text-teal-700">
              {proximo.titulo}
            </span>
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
