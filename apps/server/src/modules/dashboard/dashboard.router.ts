import { dashboardInputSchema, dashboardSchema } from '@clinica/contracts';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_DASHBOARD } from './dashboard.acesso';
import { resumoDashboard } from './dashboard.service';

/** The dashboard over tRPC (values in cents). */
export const dashboardRouter = router({
  resumo: clinicaProcedure(ACESSO_DASHBOARD.resumo)
    .input(dashboardInputSchema)
    .output(dashboardSchema)
    .query(({ ctx, input }) => resumoDashboard(ctx.deps, ctx.ator, input)),
});
