import { type CodigoErro, MSG } from '@clinica/contracts';

const MENSAGEM_PADRAO: Record<CodigoErro, string> = {
  ENTRADA_INVALIDA: MSG.geral.dadosInvalidos,
  NAO_AUTENTICADO: MSG.geral.naoAutenticado,
  COBRANCA_AUSENTE: MSG.cobranca.ausente,
  COBRANCA_CANCELADA: MSG.cobranca.cancelada,
  COBRANCA_PENDENTE: MSG.cobranca.pendente,
  SEM_PERMISSAO: MSG.geral.semPermissao,
  NAO_ENCONTRADO: MSG.geral.naoEncontrado,
  CONFLITO: MSG.geral.dadosInvalidos,
  LINK_EXPIRADO: MSG.geral.linkExpirado,
  MUITAS_TENTATIVAS: MSG.geral.muitasTentativas,
  ERRO_INTERNO: MSG.geral.erroInterno,
  SERVICO_INDISPONIVEL: MSG.geral.erroInterno,
};

/**
 * A business refusal with a user-facing pt-BR message. Services throw it; the tRPC
 * error formatter and the Fastify error handler turn it into the same status and body.
 */
export class DomainError extends Error {
  readonly code: CodigoErro;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: CodigoErro, message?: string, options?: { retryAfterSeconds?: number; cause?: unknown }) {
    super(
      message ?? MENSAGEM_PADRAO[code],
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'DomainError';
    this.code = code;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export const naoEncontrado = (message?: string) => new DomainError('NAO_ENCONTRADO', message);
