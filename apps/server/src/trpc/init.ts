import { type CodigoErro, contemNul } from '@clinica/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import {
  type Acesso,
  type AcessoClinica,
  type AcessoLoja,
  ADM_SEM_GATE,
  autorizar,
  LOGIN,
  type Registra,
  registrarLeitura,
  separarRegistro,
} from '../acesso';
import { DomainError } from '../platform/errors';
import { comoEntradaInvalida } from '../platform/erros-pg';
import type { Contexto } from './context';

type TrpcCode = TRPCError['code'];
const TRPC_POR_CODIGO: Record<CodigoErro, TrpcCode> = {
  ENTRADA_INVALIDA: 'BAD_REQUEST',
  NAO_AUTENTICADO: 'UNAUTHORIZED',
  COBRANCA_AUSENTE: 'PAYMENT_REQUIRED',
  COBRANCA_CANCELADA: 'PAYMENT_REQUIRED',
  COBRANCA_PENDENTE: 'PAYMENT_REQUIRED',
  SEM_PERMISSAO: 'FORBIDDEN',
  NAO_ENCONTRADO: 'NOT_FOUND',
  CONFLITO: 'CONFLICT',
  // tRPC has no 410: its answer is 404 with `data.codigo` LINK_EXPIRADO (REST answers 410).
  LINK_EXPIRADO: 'NOT_FOUND',
  MUITAS_TENTATIVAS: 'TOO_MANY_REQUESTS',
  ERRO_INTERNO: 'INTERNAL_SERVER_ERROR',
  SERVICO_INDISPONIVEL: 'SERVICE_UNAVAILABLE',
};

function codigoDoErro(error: TRPCError): CodigoErro {
  if (error.cause instanceof DomainError) return error.cause.code;
  if (
    error.cause instanceof ZodError ||
    error.code === 'BAD_REQUEST' ||
    error.code === 'PARSE_ERROR' ||
    error.code === 'UNSUPPORTED_MEDIA_TYPE'
  )
    return 'ENTRADA_INVALIDA';
  if (error.code === 'NOT_FOUND') return 'NAO_ENCONTRADO';
  return 'ERRO_INTERNO';
}

/**
 * Every procedure declares who may call it; the access walk test reads this. A read of a
 * patient's record also carries what it logs (`registra`, from the same declaration).
 */
export type MetaProcedimento = { acesso?: Acesso; registra?: Registra };

const t = initTRPC
  .context<Contexto>()
  .meta<MetaProcedimento>()
  .create({
    errorFormatter({ shape, error }) {
      const codigo = codigoDoErro(error);
      // The user sees the first validation message (pt-BR, from the shared schema), never a JSON dump.
      const message =
        error.cause instanceof ZodError
          ? (error.cause.issues[0]?.message ?? shape.message)
          : codigo === 'ERRO_INTERNO'
            ? 'Ocorreu um erro inesperado. Por favor, tente novamente.'
            : shape.message;
      return { ...shape, message, data: { ...shape.data, stack: undefined, codigo } };
    },
  });

/** DomainErrors leave a procedure with the HTTP status of the shared table (402, 429...). */
const traduzirErros = t.middleware(async ({ next }) => {
  const r = await next();
  if (!r.ok) {
    const e = r.error.cause instanceof DomainError ? r.error.cause : comoEntradaInvalida(r.error.cause);
    if (e) throw new TRPCError({ code: TRPC_POR_CODIGO[e.code], message: e.message, cause: e });
  }
  return r;
});

/** A NUL anywhere in the input is bad input (contracts' contemNul), before any schema or query. */
const recusarNul = t.middleware(async ({ getRawInput, next }) => {
  if (contemNul(await getRawInput())) throw new DomainError('ENTRADA_INVALIDA');
  return next();
});

const base = t.procedure.use(traduzirErros);

export const router = t.router;
export const publicProcedure = base.use(recusarNul);

/**
 * A procedure behind the declared access; the declaration travels as `meta.acesso`. Access is
 * checked first, so a caller without it learns nothing about the input (401/403 before 400).
 */
const protegidoProcedure = (acesso: Acesso, registra?: Registra) =>
  base
    .meta(registra ? { acesso, registra } : { acesso })
    .use(async ({ ctx, next }) => next({ ctx: { ator: await autorizar(ctx.deps, ctx.credencial, acesso) } }))
    .use(async ({ ctx, next, getRawInput }) => {
      const r = await next();
      // Only a call that answered: a refusal, a 404 or a failure showed nobody's record.
      if (r.ok && registra) {
        const chamada = { ator: ctx.ator, ip: ctx.origem.ip, registra, leitor: registra };
        await registrarLeitura(ctx.deps.acessos, chamada, await getRawInput(), r.data);
      }
      return r;
    })
    .use(recusarNul);

/** Any logged-in user, whatever the subscription (session, subscription status, plans). */
export const autenticadoProcedure = protegidoProcedure(LOGIN);

/** The clinic's ADM, whatever the subscription (buying and managing it). */
export const admProcedure = protegidoProcedure(ADM_SEM_GATE);

/** Clinic data: subscription gate, then the permission, as the slice declared it (`<modulo>.acesso.ts`). */
export const clinicaProcedure = (declaracao: AcessoClinica) => {
  const { acesso, registra } = separarRegistro(declaracao);
  return protegidoProcedure(acesso, registra);
};

/** The store back office (issue 16): subscription gate, then the caller's store role (`acesso.loja(...)`). */
export const lojaProcedure = (acesso: AcessoLoja) => protegidoProcedure(acesso);
