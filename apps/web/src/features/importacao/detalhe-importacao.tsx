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
        description={`Pacientes · ${i.previa.resumo.total.toLocaleString('pt-BR')} linhas na planilha`}
        actions={<Badge tone={STATUS[i.status].tom}>{STATUS[i.status].rotulo}</Badge>}
      >
        {i.status === 'previa' ? <MapeamentoColunas importacao={i} /> : <ResumoImportacao importacao={i} />}
      </Card>
      {i.status === 'previa' && <PreviaImportacao importacao={i} />}
      {i.status !== 'previa' && i.status !== 'importando' && <ErrosImportacao id={i.id} />}
    </div>
  );
}
