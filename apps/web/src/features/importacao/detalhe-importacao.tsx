import type { Importacao } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { Card } from '@clinica/ui/card';
import { EmptyState } from '@clinica/ui/empty-state';
import { Skeleton } from '@clinica/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { ErrosImportacao } from './erros-importacao';
import { MapeamentoColunas } from './mapeamento-colunas';
import { PreviaImportacao } from './previa-importacao';
import { ResumoImportacao } from './resumo-importacao';
import { STATUS } from './rotulos';
import { TiposImportacao } from './tipos-importacao';

const n = (v: number) => v.toLocaleString('pt-BR');

/** What the import reads: the spreadsheet's rows, or the old system's patients (and how many the preview read). */
function descricao(i: Importacao) {
  const { total, analisadas } = i.previa.resumo;
  if (i.origem === 'planilha')
    return `${i.tipo === 'agendas' ? 'Agendamentos' : 'Pacientes'} · ${n(total)} linhas na planilha`;
  const lidos = i.status === 'previa' && analisadas < total ? ` · prévia dos primeiros ${n(analisadas)}` : '';
  return `Dados do sistema antigo · ${n(total)} ${total === 1 ? 'paciente' : 'pacientes'}${lidos}`;
}

/** One import, by its status: the preview to confirm, the progress (polled), or the summary. */
export function DetalheImportacao({ id }: { id: number }) {
  const trpc = useTRPC();
  const q = useQuery({
    ...trpc.importacao.get.queryOptions({ id }),
    refetchInterval: (c) => (c.state.data?.status === 'importando' ? 1500 : false),
  });
  if (q.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (q.isError)
    return <EmptyState title="Importação não encontrada" description={mensagemDeErro(q.error, '')} />;
  const i = q.data;
  return (
    <div className="space-y-6">
      <Card
        title={i.nome_arquivo ?? `Importação ${i.id}`}
        description={descricao(i)}
        actions={<Badge tone={STATUS[i.status].tom}>{STATUS[i.status].rotulo}</Badge>}
      >
        {i.status !== 'previa' ? (
          <ResumoImportacao importacao={i} />
        ) : i.origem === 'api' ? (
          <p className="text-sm text-slate-600">
            Os dados do sistema antigo já vêm com os campos certos: não há colunas a escolher. Confira abaixo
            o que ele tem e confirme.
          </p>
        ) : (
          <MapeamentoColunas importacao={i} />
        )}
      </Card>
      {i.origem === 'api' && <TiposImportacao importacao={i} />}
      {i.status === 'previa' && <PreviaImportacao importacao={i} />}
      {i.status !== 'previa' && i.status !== 'importando' && (
        <ErrosImportacao id={i.id} porTipo={i.origem === 'api'} />
      )}
    </div>
  );
}
