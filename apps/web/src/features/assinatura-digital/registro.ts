import { type AnamnesePaciente, type DocumentoPaciente, MSG } from '@clinica/contracts';
import type { RequisitoAcesso } from '@clinica/domain';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { useTRPC, useTRPCClient } from '../../lib/trpc';
import type { PaginaDe } from '../../lib/use-lista-paginada';

/** What is signed through a link: the server's `tipo` of a signable record (change 5). */
export type TipoRegistro = 'documento' | 'anamnese';

/** Each kind's row as its list answers it. */
export type RegistroDe = { documento: DocumentoPaciente; anamnese: AnamnesePaciente };

type Trpc = ReturnType<typeof useTRPC>;

/** What a patient's list of records takes, for either kind. */
export type EntradaRegistros = {
  id_paciente: number;
  page: number;
  limit: number;
  q: string;
  arquivados?: true;
};

/**
 * What signing means per kind on the web, beside the server's `DefinicaoAssinavel`: where its
 * link and print view live, the status a signed one shows, the notification of a signature, the
 * messages of its link, who may resend it, and how it leaves the list ('Arquivar' by ADM, or
 * 'Excluir', which archives too).
 */
export const ASSINAVEL = {
  documento: {
    caminho: '',
    assinado: 'Assinado',
    evento: 'documento_assinado',
    msg: MSG.documentos,
    reenviar: 'TERMOS_EDITAR',
    retirar: { modo: 'arquivar', requisito: 'ADM' },
  },
  anamnese: {
    caminho: 'anamnese/',
    assinado: 'Assinada',
    evento: 'anamnese_assinada',
    msg: MSG.anamneses,
    reenviar: 'FICHAS_ANAMNESE_EDITAR',
    retirar: { modo: 'excluir', requisito: 'FICHAS_ANAMNESE_DELETAR' },
  },
} as const satisfies Record<
  TipoRegistro,
  {
    caminho: string;
    assinado: string;
    evento: 'documento_assinado' | 'anamnese_assinada';
    msg: { linkCopiado: string; erroCopiar: string };
    reenviar: RequisitoAcesso;
    retirar: { modo: 'arquivar' | 'excluir'; requisito: RequisitoAcesso };
  }
>;

/** The public signing link of a record. */
export const linkAssinar = (tipo: TipoRegistro, codigo: string) =>
  `${window.location.origin}/assinar/${ASSINAVEL[tipo].caminho}${codigo}`;

/** The staff's print view of a record (opened in a new tab). */
export const caminhoImprimir = (tipo: TipoRegistro, codigo: string) =>
  `/imprimir/${ASSINAVEL[tipo].caminho}${codigo}`;

type ClienteTrpc = ReturnType<typeof useTRPCClient>;
/** A kind's list query: tRPC's own key (so `filtroRegistros` invalidates it), the kind's rows. */
type ConsultaRegistros<K extends TipoRegistro> = UseQueryOptions<
  PaginaDe<RegistroDe[K]>,
  Error,
  PaginaDe<RegistroDe[K]>,
  readonly unknown[]
>;

/** Each kind's list: its own router (the server's `LinhaRegistro<T>` likewise). */
const CONSULTAS: {
  [K in TipoRegistro]: (trpc: Trpc, cliente: ClienteTrpc, entrada: EntradaRegistros) => ConsultaRegistros<K>;
} = {
  documento: (trpc, cliente, entrada) => ({
    queryKey: trpc.documento.list.queryKey(entrada),
    queryFn: ({ signal }) => cliente.documento.list.query(entrada, { signal }),
  }),
  anamnese: (trpc, cliente, entrada) => ({
    queryKey: trpc.anamnese.list.queryKey(entrada),
    queryFn: ({ signal }) => cliente.anamnese.list.query(entrada, { signal }),
  }),
};

/** The patient's records of one kind, one page (the kind picks its router at run time). */
export const opcoesRegistros = <K extends TipoRegistro>(
  trpc: Trpc,
  cliente: ClienteTrpc,
  tipo: K,
  entrada: EntradaRegistros,
): ConsultaRegistros<K> => CONSULTAS[tipo](trpc, cliente, entrada);

/** Every query of one kind (its list, its notifications' rows), invalidated after a change. */
export const filtroRegistros = (trpc: Trpc, tipo: TipoRegistro) =>
  tipo === 'documento' ? trpc.documento.pathFilter() : trpc.anamnese.pathFilter();
