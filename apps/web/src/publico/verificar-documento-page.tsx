// The messages alone: the contracts' index would bring zod, which these pages don't use.
import { MSG } from '@clinica/contracts/mensagens';
import { Card } from '@clinica/ui/card';
import { Skeleton } from '@clinica/ui/skeleton';
import { ClockIcon, ShieldCheckIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { consultar } from '../lib/trpc-leve';
import { dataHora } from './data-documento';
import { PaginaPublica, SemDados } from './estados-publicos';

/** /verificar/{codigo}: anyone holding a printout checks whether and when it was signed. */
export default function VerificarDocumentoPage() {
  const { codigo = '' } = useParams<{ codigo: string }>();
  // Through lib/trpc-leve.ts: whoever checks a printout doesn't download the tRPC client.
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: ['documentoPublico.verificar', codigo],
    queryFn: ({ signal }) => consultar('documentoPublico', 'verificar', { codigo }, signal),
  });
  if (isPending)
    return (
      <PaginaPublica>
        <Skeleton className="h-64" />
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
  const e = data.evidencia;
  return (
    <PaginaPublica>
      <h1 className="text-center text-2xl font-semibold text-slate-900">Verificação de documento</h1>
      <Card>
        <div className="flex items-start gap-4">
          {e ? (
            <ShieldCheckIcon className="size-10 shrink-0 text-emerald-600" />
          ) : (
            <ClockIcon className="size-10 shrink-0 text-amber-500" />
          )}
          <div className="min-w-0 space-y-2 text-sm text-slate-700">
            <p className="text-lg font-semibold text-slate-900">
              {e ? 'Documento assinado' : 'Documento ainda não assinado'}
            </p>
            <p>
              {data.tipo === 'CONTRATO' ? 'Contrato' : 'Termo'}: <strong>{data.titulo}</strong> —{' '}
              {data.clinica}
            </p>
            {e && (
              <>
                <p>Assinado em {dataHora(e.assinado_em)}</p>
                <p className="break-all font-mono text-xs">SHA-256 do conteúdo: {e.hash_conteudo}</p>
                <p className="break-all font-mono text-xs">SHA-256 da assinatura: {e.hash_assinatura}</p>
              </>
            )}
          </div>
        </div>
      </Card>
    </PaginaPublica>
  );
}
