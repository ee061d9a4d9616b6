// The messages alone: the contracts' index would bring zod, which these pages don't use.
import { MSG } from '@clinica/contracts/mensagens';
import { Card } from '@clinica/ui/card';
import { FluxoAssinatura } from '@clinica/ui/fluxo-assinatura';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { mensagemDeErro } from '../lib/erros';
import { consultar, executar } from '../lib/trpc-leve';
import { CabecalhoClinica, DocumentoConteudo } from './documento-conteudo';
import { AssinadoEm, Concluido, PaginaPublica, SemDados } from './estados-publicos';

/** /assinar/{codigo}: the patient reads the document on their phone and signs it. */
export default function AssinarDocumentoPage() {
  const { codigo = '' } = useParams<{ codigo: string }>();
  // The app's default retry: an unknown code (4xx) answers at once, a 5xx or no answer is tried 3 times.
  // Calls through lib/trpc-leve.ts: the patient's phone never downloads the tRPC client.
  const consulta = useQuery({
    queryKey: ['documentoPublico.get', codigo],
    queryFn: ({ signal }) => consultar('documentoPublico', 'get', { codigo }, signal),
  });
  const assinar = useMutation({
    mutationFn: (assinatura: string) => executar('documentoPublico', 'assinar', { codigo, assinatura }),
    onSuccess: () => {
      toast.success(MSG.documentos.assinadoSucesso);
      consulta.refetch();
    },
    onError: (e) => {
      toast.error(mensagemDeErro(e, MSG.documentos.erroAssinar));
    },
  });

  if (consulta.isPending) {
    return (
      <PaginaPublica>
        <Skeleton className="mx-auto h-16 w-40" />
        <Skeleton className="h-96" />
      </PaginaPublica>
    );
  }
  if (!consulta.data) {
    return (
      <PaginaPublica>
        <SemDados
          erro={consulta.error}
          naoEncontrado={MSG.documentos.naoEncontradoCodigo.replace('{code}', codigo)}
          erroBuscar={MSG.documentos.erroBuscar}
          onTentar={() => void consulta.refetch()}
          tentando={consulta.isFetching}
        />
      </PaginaPublica>
    );
  }
  const doc = consulta.data;
  return (
    <PaginaPublica>
      <CabecalhoClinica conta={doc.conta} />
      <h1 className="text-center text-2xl font-semibold text-slate-900">Assinar Documento</h1>
      {doc.assinado ? (
        <Concluido mensagem={MSG.documentos.assinadoObrigado}>
          <AssinadoEm linkVerificar={`/verificar/${doc.codigo}`} evidencia={doc.evidencia} />
        </Concluido>
      ) : (
        <>
          <Card>
            <DocumentoConteudo doc={doc} />
          </Card>
          <Card
            title="Sua assinatura"
            description="Desenhe sua assinatura, toque em Salvar, confira e toque em Assinar."
          >
            <FluxoAssinatura
              assinando={assinar.isPending}
              onErro={(m) => toast.error(m)}
              onAssinar={(assinatura) => assinar.mutate(assinatura)}
            />
          </Card>
        </>
      )}
    </PaginaPublica>
  );
}
