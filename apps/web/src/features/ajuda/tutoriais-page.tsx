import { guias } from 'virtual:guias';
import { buttonClasses } from '@clinica/ui/button';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { ArrowRightIcon, ClockIcon } from '@heroicons/react/20/solid';
import { QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { buscar } from './busca';
import { GuiaPage } from './guia-page';
import { iconeDoGuia } from './icones';
import { ContagemResultados, ResultadosBusca } from './resultados-busca';
import { useTermoBusca } from './use-termo-busca';

/** /tutoriais: the guides and their search; /tutoriais/<guia>: one guide. */
export default function TutoriaisPage() {
  const [local] = useLocation();
  const slug = local.startsWith('/tutoriais/') ? decodeURIComponent(local.slice('/tutoriais/'.length)) : null;
  return slug ? <GuiaPage slug={slug} /> : <ListaTutoriais />;
}

function ListaTutoriais() {
  const [termo, setTermo] = useTermoBusca();
  const resultados = useMemo(() => buscar(termo, guias), [termo]);
  return (
    <>
      <PageHeader
        title="Tutoriais"
        description="Guias curtos, com imagens das telas, para usar a Clínica no dia a dia."
        actions={
          <Link href="/help" className={buttonClasses('secondary')}>
            <QuestionMarkCircleIcon className="size-5" aria-hidden="true" />
            Perguntas frequentes
          </Link>
        }
      />
      <SearchBox
        label="Pesquisar nos tutoriais"
        placeholder="Pesquisar nos tutoriais (ex.: assinatura, estoque)"
        defaultValue={termo}
        delay={200}
        onSearch={setTermo}
        className="mb-6 sm:max-w-md"
      />
      <ContagemResultados termo={termo} total={resultados.length} />
      {termo ? (
        <ResultadosBusca
          termo={termo}
          resultados={resultados}
          endereco={(r) => `/tutoriais/${r.slug}${r.secaoId ? `#${r.secaoId}` : ''}`}
        />
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {guias.map((g, i) => {
            const Icone = iconeDoGuia(g.slug);
            return (
              <li key={g.slug}>
                <Link
                  href={`/tutoriais/${g.slug}`}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-teal-300 hover:bg-teal-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
                >
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-600 ring-1 ring-teal-100">
                      <Icone className="size-5" aria-hidden="true" />
                    </span>
                    <span className="text-xs font-medium text-slate-500">Guia {i + 1}</span>
                  </div>
                  <h2 className="mt-4 text-base font-semibold text-slate-900 group-hover:text-teal-700">
                    {g.titulo}
                  </h2>
                  <p className="mt-1 flex-1 text-sm leading-6 text-slate-600">{g.resumo}</p>
                  <div className="mt-4 flex items-center justify-between text-xs text-slate-500">
                    {g.duracao ? (
                      <span className="inline-flex items-center gap-1">
                        <ClockIcon className="size-4 text-slate-400" aria-hidden="true" />
                        Leitura de {g.duracao}
                      </span>
                    ) : (
                      <span />
                    )}
                    <span className="inline-flex items-center gap-1 font-medium text-teal-700">
                      Ler guia
                      <ArrowRightIcon
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
