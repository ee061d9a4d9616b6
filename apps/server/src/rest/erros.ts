import { type CorpoErro, MSG, STATUS_HTTP_POR_CODIGO } from '@clinica/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../platform/errors';
import { comoEntradaInvalida } from '../platform/erros-pg';

/** One error shape for the REST API: { message, code } with the shared status table. */
export function registrarTratamentoDeErros(app: FastifyInstance) {
  app.setErrorHandler((erro: FastifyError, req, reply) => {
    let corpo: CorpoErro;
    let status: number;
    const error: FastifyError | DomainError = comoEntradaInvalida(erro) ?? erro;
    if (error instanceof DomainError) {
      corpo = { message: error.message, code: error.code };
      status = STATUS_HTTP_POR_CODIGO[error.code];
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      // A service's failure (storage down...) is for the operator: its cause goes to the log.
      if (status >= 500) req.log.warn({ err: error.cause ?? error }, 'serviço indisponível');
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      corpo = { message: error.validation[0]?.message ?? MSG.geral.dadosInvalidos, code: 'ENTRADA_INVALIDA' };
      status = 400;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type.
      const message =
        error.statusCode === 413 ? 'Arquivo ou dados maiores que o permitido.' : MSG.geral.dadosInvalidos;
      corpo = { message, code: 'ENTRADA_INVALIDA' };
      status = error.statusCode;
    } else {
      req.log.error({ err: error }, 'erro não tratado');
      corpo = { message: MSG.geral.erroInterno, code: 'ERRO_INTERNO' };
      status = 500;
    }
    return reply.status(status).send(corpo);
  });
}
