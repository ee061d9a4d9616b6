import {
  agendamentoOnlineInputSchema,
  agendamentoOnlineSchema,
  slugAgendamentoLivreInputSchema,
  slugAgendamentoLivreSchema,
} from '@clinica/contracts';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_AGENDAMENTO_ONLINE as A } from './agendamento-online.acesso';
import { obterAgendamentoOnline, salvarAgendamentoOnline, slugLivre } from './agendamento-online.service';

/** The ADM's online-booking settings. */
export const agendamentoOnlineRouter = router({
  get: clinicaProcedure(A.configurar)
    .output(agendamentoOnlineSchema)
    .query(({ ctx }) => obterAgendamentoOnline(ctx.deps, ctx.ator)),
  salvar: clinicaProcedure(A.configurar)
    .input(agendamentoOnlineInputSchema)
    .output(agendamentoOnlineSchema)
    .mutation(({ ctx, input }) => salvarAgendamentoOnline(ctx.deps, ctx.ator, input)),
  slugLivre: clinicaProcedure(A.configurar)
    .input(slugAgendamentoLivreInputSchema)
    .output(slugAgendamentoLivreSchema)
    .query(({ ctx, input }) => slugLivre(ctx.deps, ctx.ator, input.slug)),
});
