import {
  MAIOR_INTEIRO,
  notificacaoIdSchema,
  notificacaoListaInputSchema,
  notificacaoSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_NOTIFICACAO } from './notificacao.acesso';
import {
  contarNaoLidas,
  listarNotificacoesDoUsuario,
  marcarLida,
  marcarTodasComoLidas,
} from './notificacao.service';

/** The navbar bell and the record's 'novo' marker (issue 19): only the caller's own notifications. */
export const notificacaoRouter = router({
  list: clinicaProcedure(ACESSO_NOTIFICACAO.list)
    .input(notificacaoListaInputSchema)
    .output(paginaSchema(notificacaoSchema))
    .query(({ ctx, input }) => listarNotificacoesDoUsuario(ctx.deps, ctx.ator, input)),
  naoLidas: clinicaProcedure(ACESSO_NOTIFICACAO.list)
    .output(z.object({ total: z.number().int() }))
    .query(({ ctx }) => contarNaoLidas(ctx.deps, ctx.ator)),
  marcarLida: clinicaProcedure(ACESSO_NOTIFICACAO.marcar)
    .input(notificacaoIdSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => marcarLida(ctx.deps, ctx.ator, input.id)),
  marcarTodasLidas: clinicaProcedure(ACESSO_NOTIFICACAO.marcar)
    .input(z.object({ id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO).optional() }))
    .output(z.object({ atualizadas: z.number().int() }))
    .mutation(({ ctx, input }) => marcarTodasComoLidas(ctx.deps, ctx.ator, input.id_paciente)),
});
