// The messages alone: the contracts' index would bring zod, which these pages don't use.
import { MSG } from '@clinica/contracts/mensagens';
import { Card } from '@clinica/ui/card';
import { FluxoAssinatura } from '@clinica/ui/fluxo-assinatura';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'wouter';
import { mensagemDeErro } from '../lib/erros';
import { consultar, executar } from '../lib/trpc-leve';
import { CabecalhoClinica } from './documento-conteudo';
import { AssinadoEm, Concluido, PaginaPublica, SemDados } from './estados-publicos';
import type {
  EntradaAssinatura,
  PropsConteudoAssinar,
  RegistroPublico,
  TipoRegistro,
} from './registro-publico';

/** What signing says per kind: its public procedures, its heading and its messages. */
const ASSINATURA = {
  documento: {
    roteador: 'documentoPublico',
    titulo: 'Assinar Documento',
    sucesso: MSG.documentos.assinadoSucesso,
    obrigado: MSG.documentos.assinadoObrigado,
    erroAssinar: MSG.documentos.erroAssinar,
    naoEncontrado: MSG.documentos.naoEncontradoCodigo,
    erroBuscar: MSG.documentos.erroBuscar,
    // Only a document has a public verification page.
    verificavel: true,
  },
  anamnese: {
    roteador: 'anamnesePublica',
    titulo: 'Assinar Anamnese',
    sucesso: MSG.anamneses.assinadaSucesso,
    obrigado: MSG.anamneses.assinadaObrigado,
    erroAssinar: MSG.anamneses.erroAssinar,
    naoEncontrado: MSG.anamneses.naoEncontradaCodigo,
    erroBuscar: MSG.anamneses.erroBuscar,
    verificavel: false,
  },
} as const;

type Props<K extends TipoRegistro> = { tipo: K; Conteudo: ComponentType<PropsConteudoAssinar<K>> };

/**
 * /assinar/{codigo} and /assinar/anamnese/{codigo}: the patient reads (or answers) the record on
 * their phone and signs it, without logging in. The states (loading, not found, expired, failed,
 * already signed) and the signature are the page's; what is read and answered is the kind's.
 */
export default function AssinarPage<K extends TipoRegistro>({ tipo, Conteudo }: Props<K>) {
  const { codigo = '' } = useParams<{ codigo: string }>();
  const k = ASSINATURA[tipo];
  // The app's default retry: an unknown code (4xx) answers at once, a 5xx or no answer is tried 3 times.
  // Calls through lib/trpc-leve.ts: the patient's phone never downloads the tRPC client.
  const consulta = useQuery({
    queryKey: [`${k.roteador}.get`, codigo],
    // The kind picks the router at run time; its answer is the kind's (RegistroPublico).
    queryFn: ({ signal }) => consultar(k.roteador, 'get', { codigo }, signal) as Promise<RegistroPublico[K]>,
  });
  const assinar = useMutation({
    // The kind's own input (EntradaAssinatura[K]) with the code; the union of routers can't say so.
    mutationFn: (entrada: EntradaAssinatura[K]) =>
      executar(k.roteador, 'assinar', { codigo, ...entrada } as never),
    onSuccess: () => {
      toast.success(k.sucesso);
      consulta.refetch();
    },
    onError: (e) => {
      toast.error(mensagemDeErro(e, k.erroAssinar));
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
          naoEncontrado={k.naoEncontrado.replace('{code}', codigo)}
          erroBuscar={k.erroBuscar}
          onTentar={() => void consulta.refetch()}
          tentando={consulta.isFetching}
        />
      </PaginaPublica>
    );
  }
  const dados = consulta.data;
  return (
    <PaginaPublica>
      <CabecalhoClinica conta={dados.conta} />
      <h1 className="text-center text-2xl font-semibold text-slate-900">{k.titulo}</h1>
      {dados.assinado ? (
        <Concluido mensagem={k.obrigado}>
          <AssinadoEm
            {...(k.verificavel ? { linkVerificar: `/verificar/${codigo}` } : {})}
            evidencia={dados.evidencia}
          />
        </Concluido>
      ) : (
        <Conteudo
          dados={dados}
          cartaoAssinatura={(preparar) => (
            <Card
              title="Sua assinatura"
              description="Desenhe sua assinatura, toque em Salvar, confira e toque em Assinar."
            >
              <FluxoAssinatura
                assinando={assinar.isPending}
                onErro={(m) => toast.error(m)}
                onAssinar={(assinatura) => {
                  const entrada = preparar(assinatura);
                  if (entrada) assinar.mutate(entrada);
                }}
              />
            </Card>
          )}
        />
      )}
    </PaginaPublica>
  );
}
