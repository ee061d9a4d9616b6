import { guias, perguntas } from 'virtual:guias';
import { Card } from '@clinica/ui/card';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ArrowRightIcon, ChevronDownIcon } from '@heroicons/react/20/solid';
import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import { VERSAO } from '../../lib/versao';
import { buscar, type DocBuscavel } from './busca';
import { ConteudoGuia } from './conteudo-guia';
import { iconeDoGuia } from './icones';
import { ContagemResultados, ResultadosBusca } from './resultados-busca';
import { useTermoBusca } from './use-termo-busca';

/** Each question is searched as a small document of its own. */
const PERGUNTAS_BUSCAVEIS: DocBuscavel[] = perguntas.map((p) => ({
  slug: p.id,
  titulo: p.titulo,
  resumo: '',
  secoes: [{ id: p.id, titulo: null, texto: p.texto }],
}));

/** /help: frequent questions (open on search), the tutorials' results, and the version. */
export default function AjudaPage() {
  const [termo, setTermo] = useTermoBusca();
  const achadas = useMemo(() => {
    if (!termo) return perguntas;
    const ids = new Set(buscar(termo, PERGUNTAS_BUSCAVEIS, 100).map((r) => r.slug));
    return perguntas.filter((p) => ids.has(p.id));
  }, [termo]);
  const nosGuias = useMemo(() => buscar(termo, guias, 8), [termo]);

  // /help#pergunta opens on that question.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      <PageHeader
        title="Ajuda"
        description="Respostas rápidas sobre o uso da Clínica e os guias passo a passo."
      />
      <SearchBox
        label="Pesquisar na ajuda"
        placeholder="Pesquisar na ajuda (ex.: senha, link, WhatsApp)"
        defaultValue={termo}
        delay={200}
        onSearch={setTermo}
        className="mb-6 sm:max-w-md"
      />
      <ContagemResultados termo={termo} total={achadas.length + nosGuias.length} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Card title="Perguntas frequentes" bodyClassName="p-0">
            {achadas.length === 0 ? (
              <p className="px-4 py-6 text-sm text-slate-500 sm:px-6">Nenhuma pergunta com “{termo}”.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {achadas.map((p) => (
                  <li key={`${p.id}-${termo}`} id={p.id} className="scroll-mt-24">
                    <Disclosure defaultOpen={Boolean(termo) || window.location.hash === `#${p.id}`}>
                      <DisclosureButton className="group flex min-h-12 w-full items-center gap-3 px-4 py-3 text-left text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-inset sm:px-6">
                        <span className="flex-1">{p.titulo}</span>
                        <ChevronDownIcon
                          className="size-5 shrink-0 text-slate-400 transition-transform group-data-open:rotate-180"
                          aria-hidden="true"
                        />
                      </DisclosureButton>
                      <DisclosurePanel className="px-4 pb-4 sm:px-6">
                        <ConteudoGuia
                          html={p.html.replace(/<h2[^>]*>[\s\S]*?<\/h2>\n?/, '')}
                          className="text-sm leading-6 [&_p]:mb-2"
                        />
                      </DisclosurePanel>
                    </Disclosure>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {termo && nosGuias.length > 0 ? (
            <ResultadosBusca
              termo={termo}
              resultados={nosGuias}
              endereco={(r) => `/tutoriais/${r.slug}${r.secaoId ? `#${r.secaoId}` : ''}`}
            />
          ) : null}
        </div>

        <aside className="space-y-6">
          <Card title="Tutoriais" description="Passo a passo com imagens das telas." bodyClassName="p-2">
            <ul>
              {guias.map((g) => {
                const Icone = iconeDoGuia(g.slug);
                return (
                  <li key={g.slug}>
                    <Link
                      href={`/tutoriais/${g.slug}`}
                      className="group flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
                    >
                      <Icone className="size-5 shrink-0 text-teal-600" aria-hidden="true" />
                      <span className="flex-1">{g.titulo}</span>
                      <ArrowRightIcon
                        className="size-4 text-slate-300 group-hover:text-teal-600"
                        aria-hidden="true"
                      />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Card>
          <Card title="Ainda com dúvidas?">
            <p className="text-sm leading-6 text-slate-600">
              Quem administra a sua clínica pode liberar módulos em <strong>Perfis</strong> e rever os seus
              dados em <strong>Usuários</strong>. Ao falar com o suporte, informe a versão do sistema:{' '}
              <strong className="whitespace-nowrap text-slate-900">versão {VERSAO}</strong>.
            </p>
          </Card>
        </aside>
      </div>
    </>
  );
}
