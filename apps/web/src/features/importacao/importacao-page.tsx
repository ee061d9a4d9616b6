import { PageHeader } from '@clinica/ui/page-header';
import { ArrowLeftIcon } from '@heroicons/react/24/outline';
import { Link, useLocation } from 'wouter';
import { DetalheImportacao } from './detalhe-importacao';
import { EnvioPlanilha } from './envio-planilha';
import { HistoricoImportacoes } from './historico-importacoes';
import { OrigemSistemaAntigo } from './origem-sistema-antigo';

/**
 * 'Importar dados' (issue 39, under 'Minha Conta'): a spreadsheet of patients goes up, its
 * columns are matched, the preview says what will happen, and the import runs in the
 * background. /conta/importar/{id} is one import: its preview, progress or summary.
 */
export default function ImportacaoPage() {
  const [local] = useLocation();
  const id = Number(/^\/conta\/importar\/(\d+)$/.exec(local)?.[1] ?? 0);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Importar dados"
        description="Traga pacientes e agendamentos de outro sistema ou de uma planilha (CSV ou XLSX). Nada é gravado antes da sua confirmação."
        actions={
          <Link
            href={id ? '/conta/importar' : '/conta'}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-teal-700 hover:text-teal-800"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            {id ? 'Importações' : 'Minha Conta'}
          </Link>
        }
      />
      {id ? (
        <DetalheImportacao id={id} />
      ) : (
        <>
          <EnvioPlanilha />
          <OrigemSistemaAntigo />
          <HistoricoImportacoes />
        </>
      )}
    </div>
  );
}
