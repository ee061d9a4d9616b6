/**
 * Error codes shared by server and client. The server maps each to an HTTP status
 * (one table, used by tRPC and REST alike); the client maps each to behaviour.
 */
export const CODIGOS_ERRO = [
  'ENTRADA_INVALIDA',
  'NAO_AUTENTICADO',
  'COBRANCA_AUSENTE',
  'COBRANCA_CANCELADA',
  'COBRANCA_PENDENTE',
  'SEM_PERMISSAO',
  'NAO_ENCONTRADO',
  'CONFLITO',
  'LINK_EXPIRADO',
  'MUITAS_TENTATIVAS',
  'ERRO_INTERNO',
  'SERVICO_INDISPONIVEL',
] as const;

export type CodigoErro = (typeof CODIGOS_ERRO)[number];

export const STATUS_HTTP_POR_CODIGO: Record<CodigoErro, number> = {
  ENTRADA_INVALIDA: 400,
  NAO_AUTENTICADO: 401,
  COBRANCA_AUSENTE: 402,
  COBRANCA_CANCELADA: 402,
  COBRANCA_PENDENTE: 402,
  SEM_PERMISSAO: 403,
  NAO_ENCONTRADO: 404,
  CONFLITO: 409,
  LINK_EXPIRADO: 410,
  MUITAS_TENTATIVAS: 429,
  ERRO_INTERNO: 500,
  SERVICO_INDISPONIVEL: 503,
};

/** The JSON body of every REST error answer. */
export type CorpoErro = { message: string; code: CodigoErro };
