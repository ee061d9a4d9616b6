import { MSG } from '@clinica/contracts';
import { Skeleton } from '@clinica/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { useTRPC } from '../lib/trpc';
import { CabecalhoClinica } from './documento-conteudo';
import { PaginaPublica, SemDados } from './estados-publicos';
import { EvidenciaImpressa } from './evidencia-impressa';
import { useImprimirQuandoPronto } from './imprimir-documento-page';
import { respostaAuxiliar } from './resposta-auxiliar';

/** /imprimir/anamnese/{codigo}: the answered form, the signature and its evidence, for A4. */
export default function ImprimirAnamnesePage() {
  const { codigo = '' } = useParams<{ codigo: string }>();
  const trpc = useTRPC();
  const { data, isPending, error, refetch, isFetching } = useQuery(
    // The staff's print view (issue 19): the answers and evidence are no longer on the public read.
    trpc.anamnese.imprimir.queryOptions({ codigo }),
  );
  useImprimirQuandoPronto(Boolean(data));
  if (isPending)
    return (
      <PaginaPublica>
        <Skeleton className="h-96" />
      </PaginaPublica>
    );
  if (!data) {
    return (
      <PaginaPublica>
        <SemDados
          erro={error}
          naoEncontrado={MSG.anamneses.naoEncontradaCodigo.replace('{code}', codigo)}
          erroBuscar={MSG.anamneses.erroBuscar}
          onTentar={() => void refetch()}
          tentando={isFetching}
        />
      </PaginaPublica>
    );
  }
  return (
    <div className="mx-auto max-w-[210mm] space-y-6 bg-white p-8 print:p-0">
      <CabecalhoClinica conta={data.conta} />
      <h1 className="text-center text-lg font-bold text-slate-900">{data.modelo_anamnese.nome}</h1>
      <ol className="space-y-3 text-sm">
        {(
          data.respostas ??
          data.perguntas.map((p) => ({
            id: p.id_pergunta,
            pergunta: p.pergunta,
            resposta: '',
            resposta_auxiliar: null,
            texto_auxiliar: p.texto_auxiliar,
          }))
        ).map((r, i) => (
          <li key={r.id} className="break-inside-avoid border-b border-slate-200 pb-2">
            <p className="font-medium text-slate-900">
              {i + 1}. {r.pergunta}
            </p>
            <p className="text-slate-700">{r.resposta || '—'}</p>
            {r.resposta_auxiliar && (
              <p className="text-slate-600">{respostaAuxiliar(r.texto_auxiliar, r.resposta_auxiliar)}</p>
            )}
          </li>
        ))}
      </ol>
      {data.assinatura ? (
        <div className="flex flex-col items-center gap-1 pt-4 break-inside-avoid">
          <img src={data.assinatura} alt="Assinatura do paciente" className="h-28 object-contain" />
          <div className="w-72 border-t border-slate-400" />
          <p className="text-xs text-slate-600">Assinatura do paciente</p>
        </div>
      ) : (
        <p className="rounded-lg bg-amber-50 p-3 text-center text-sm text-amber-900">
          Anamnese ainda não assinada.
        </p>
      )}
      {data.evidencia && <EvidenciaImpressa evidencia={data.evidencia} />}
    </div>
  );
}
