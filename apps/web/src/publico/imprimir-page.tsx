import { MSG } from '@clinica/contracts';
import { Skeleton } from '@clinica/ui/skeleton';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { useTRPC } from '../lib/trpc';
import { CabecalhoClinica } from './documento-conteudo';
import { PaginaPublica, SemDados } from './estados-publicos';
import { EvidenciaImpressa } from './evidencia-impressa';
import type { PropsConteudoImprimir, RegistroImpresso, TipoRegistro } from './registro-publico';

/** What printing says per kind: its messages, and whether the evidence points at a verification page. */
const IMPRESSAO = {
  documento: {
    naoEncontrado: MSG.documentos.naoEncontradoCodigo,
    erroBuscar: MSG.documentos.erroBuscar,
    naoAssinado: 'Documento ainda não assinado.',
    verificavel: true,
  },
  anamnese: {
    naoEncontrado: MSG.anamneses.naoEncontradaCodigo,
    erroBuscar: MSG.anamneses.erroBuscar,
    naoAssinado: 'Anamnese ainda não assinada.',
    verificavel: false,
  },
} as const;

/** Opens the print dialog once, after every image on the page has loaded (spec 01 §2). */
function useImprimirQuandoPronto(pronto: boolean) {
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

type Props<K extends TipoRegistro> = { tipo: K; Conteudo: ComponentType<PropsConteudoImprimir<K>> };

/**
 * /imprimir/{codigo} and /imprimir/anamnese/{codigo}: the staff's print view of a record (issue
 * 19: the content, signature and evidence are no longer on the public read), ready for A4. The
 * clinic's header, the signature and the evidence are the page's; the content is the kind's.
 */
export default function ImprimirPage<K extends TipoRegistro>({ tipo, Conteudo }: Props<K>) {
  const { codigo = '' } = useParams<{ codigo: string }>();
  const trpc = useTRPC();
  const k = IMPRESSAO[tipo];
  // The kind picks its router at run time; the answer is the kind's (RegistroImpresso).
  const opcoes = (tipo === 'documento'
    ? trpc.documento.imprimir.queryOptions({ codigo })
    : trpc.anamnese.imprimir.queryOptions({ codigo })) as unknown as UseQueryOptions<RegistroImpresso[K]>;
  const { data, isPending, error, refetch, isFetching } = useQuery(opcoes);
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
          naoEncontrado={k.naoEncontrado.replace('{code}', codigo)}
          erroBuscar={k.erroBuscar}
          onTentar={() => void refetch()}
          tentando={isFetching}
        />
      </PaginaPublica>
    );
  return (
    <div className="mx-auto max-w-[210mm] space-y-6 bg-white p-8 print:p-0">
      <CabecalhoClinica conta={data.conta} />
      <Conteudo dados={data} />
      {data.assinatura ? (
        <div className="flex flex-col items-center gap-1 pt-4 break-inside-avoid">
          <img src={data.assinatura} alt="Assinatura do paciente" className="h-28 object-contain" />
          <div className="w-72 border-t border-slate-400" />
          <p className="text-xs text-slate-600">Assinatura do paciente</p>
        </div>
      ) : data.assinado ? (
        // Only a record signed in the old system can be signed without an image here (issue 39:
        // its image did not come with the import).
        <p className="rounded-lg bg-slate-50 p-3 text-center text-sm text-slate-700">
          {MSG.documentos.assinadoNoSistemaAnterior}
        </p>
      ) : (
        <p className="rounded-lg bg-amber-50 p-3 text-center text-sm text-amber-900">{k.naoAssinado}</p>
      )}
      {data.evidencia && (
        <EvidenciaImpressa
          evidencia={data.evidencia}
          {...(k.verificavel ? { verificacao: `${window.location.origin}/verificar/${data.codigo}` } : {})}
        />
      )}
    </div>
  );
}
