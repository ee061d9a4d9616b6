import { MSG } from '@clinica/contracts';
import { Skeleton } from '@clinica/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { useTRPC } from '../lib/trpc';
import { CabecalhoClinica, DocumentoConteudo } from './documento-conteudo';
import { PaginaPublica, SemDados } from './estados-publicos';
import { EvidenciaImpressa } from './evidencia-impressa';

/** Opens the print dialog once, after every image on the page has loaded (spec 01 §2). */
export function useImprimirQuandoPronto(pronto: boolean) {
  const feito = useRef(false);
  useEffect(() => {
    if (!pronto || feito.current) return;
    feito.current = true;
    const carregada = (img: HTMLImageElement) =>
      img.complete
        ? Promise.resolve()
        : new Promise<void>((r) => {
            img.addEventListener('load', () => r(), { once: true });
            img.addEventListener('error', () => r(), { once: true });
          });
    Promise.all([...document.images].map(carregada)).then(() => window.print());
  }, [pronto]);
}

/** /imprimir/{codigo}: the signed document with its signature and evidence, ready for A4. */
export default function ImprimirDocumentoPage() {
  const { codigo = '' } = useParams<{ codigo: string }>();
  const trpc = useTRPC();
  const { data, isPending, error, refetch, isFetching } = useQuery(
    // The staff's print view (issue 19): the header, signature and evidence are no longer on the public read.
    trpc.documento.imprimir.queryOptions({ codigo }),
  );
  useImprimirQuandoPronto(Boolean(data));

  if (isPending)
    return (
      <PaginaPublica>
        <Skeleton className="h-96" />
      </PaginaPublica>
    );
  if (!data)
    return (
      <PaginaPublica>
        <SemDados
          erro={error}
          naoEncontrado={MSG.documentos.naoEncontradoCodigo.replace('{code}', codigo)}
          erroBuscar={MSG.documentos.erroBuscar}
          onTentar={() => void refetch()}
          tentando={isFetching}
        />
      </PaginaPublica>
    );
  const verificacao = `${window.location.origin}/verificar/${data.codigo}`;
  return (
    <div className="mx-auto max-w-[210mm] bg-white p-8 print:p-0">
      <div className="space-y-6">
        <CabecalhoClinica conta={data.conta} />
        <DocumentoConteudo doc={data} />
        {data.assinatura ? (
          <div className="flex flex-col items-center gap-1 pt-4 break-inside-avoid">
            <img src={data.assinatura} alt="Assinatura do paciente" className="h-28 object-contain" />
            <div className="w-72 border-t border-slate-400" />
            <p className="text-xs text-slate-600">Assinatura do paciente</p>
          </div>
        ) : (
          <p className="rounded-lg bg-amber-50 p-3 text-center text-sm text-amber-900">
            Documento ainda não assinado.
          </p>
        )}
        {data.evidencia && <EvidenciaImpressa evidencia={data.evidencia} verificacao={verificacao} />}
      </div>
    </div>
  );
}
