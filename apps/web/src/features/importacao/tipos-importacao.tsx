import type { Importacao } from '@clinica/contracts';
import { NOMES_TIPO_DADO, TIPOS_DADO_IMPORTACAO } from '@clinica/domain';

const n = (v: number) => v.toLocaleString('pt-BR');

/** Where a kind stands in an import from the old system: its stage runs in order, one after another. */
function situacao(i: Importacao, indice: number): string {
  if (i.status === 'previa') return 'A importar';
  if (i.status === 'concluida' || i.status === 'desfeita') return 'Concluído';
  const atual = i.etapa ? TIPOS_DADO_IMPORTACAO.indexOf(i.etapa) : 0;
  if (indice < atual) return 'Concluído';
  if (indice > atual) return i.status === 'falhou' ? 'Não importado' : 'Aguardando';
  if (i.status === 'falhou') return 'Parou aqui';
  // A kind the old system archives is read twice: its active records, then the archived ones.
  return i.arquivados ? 'Importando os arquivados' : 'Importando';
}

/**
 * The counts per kind of an import from the old system's API, in the order its stages run
 * (Unidades … Movimentações de estoque): what the old system has, and, once it runs, what came,
 * what was already here, what was skipped and the errors. Scrolls sideways on a phone.
 */
export function TiposImportacao({ importacao: i }: { importacao: Importacao }) {
  const previa = i.status === 'previa';
  return (
    <section className="space-y-3" aria-labelledby="tipos-importacao">
      <h2 id="tipos-importacao" className="text-base font-semibold text-slate-900">
        {previa ? 'O que o sistema antigo tem' : 'Por tipo de dado'}
      </h2>
      {!i.etapa || previa ? null : (
        <p className="text-sm text-slate-600">
          Etapa {TIPOS_DADO_IMPORTACAO.indexOf(i.etapa) + 1} de {TIPOS_DADO_IMPORTACAO.length}
        </p>
      )}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-sm" data-testid="tipos-importacao">
          <thead className="bg-slate-50 text-left text-xs font-medium text-slate-500">
            <tr>
              <th className="px-4 py-2">Tipo</th>
              <th className="px-4 py-2 text-right">No sistema antigo</th>
              {!previa && (
                <>
                  <th className="px-4 py-2 text-right">Importados</th>
                  <th className="px-4 py-2 text-right">Já cadastrados</th>
                  <th className="px-4 py-2 text-right">Ignorados</th>
                  <th className="px-4 py-2 text-right">Erros</th>
                  <th className="px-4 py-2">Situação</th>
                </>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {TIPOS_DADO_IMPORTACAO.map((tipo, indice) => {
              const c = i.contagens[tipo] ?? {
                total: 0,
                importados: 0,
                ignorados: 0,
                duplicados: 0,
                erros: 0,
              };
              return (
                <tr key={tipo}>
                  <th scope="row" className="px-4 py-2 text-left font-medium text-slate-800">
                    {NOMES_TIPO_DADO[tipo]}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {c.total === null ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">contado durante a importação</span>
                      </>
                    ) : (
                      n(c.total)
                    )}
                  </td>
                  {!previa && (
                    <>
                      <td className="px-4 py-2 text-right tabular-nums text-emerald-700">
                        {n(c.importados)}
                      </td>
                      <td className="px-4 py-2 text-right tabular-nums">{n(c.duplicados)}</td>
                      <td className="px-4 py-2 text-right tabular-nums">{n(c.ignorados)}</td>
                      <td className={`px-4 py-2 text-right tabular-nums ${c.erros ? 'text-rose-700' : ''}`}>
                        {n(c.erros)}
                      </td>
                      <td className="whitespace-nowrap px-4 py-2 text-slate-600">{situacao(i, indice)}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {TIPOS_DADO_IMPORTACAO.some((tipo) => i.contagens[tipo]?.total === null) && (
        <p className="text-xs text-slate-500">
          — O sistema antigo lista estes dados paciente a paciente: o total aparece quando a etapa termina.
        </p>
      )}
    </section>
  );
}
