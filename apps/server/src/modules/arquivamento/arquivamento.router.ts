import { recursoArquivavelSchema } from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_ARQUIVAMENTO } from './arquivamento.acesso';
import { arquivarRegistro, excluirDefinitivamente, restaurarRegistro } from './arquivamento.service';

const ok = z.object({ ok: z.literal(true) });

/**
 * Retention (issue 19). Photos, files and anamneses are archived by their own `remove`; patients
 * and documents, which had no delete, by `arquivar` here.
 */
export const arquivamentoRouter = router({
  arquivar: clinicaProcedure(ACESSO_ARQUIVAMENTO.arquivar)
    .input(recursoArquivavelSchema.extend({ recurso: z.enum(['paciente', 'documento']) }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await arquivarRegistro(ctx.deps.db, ctx.ator, input.recurso, input.id, ctx.deps.agora());
      return { ok: true as const };
    }),
  restaurar: clinicaProcedure(ACESSO_ARQUIVAMENTO.restaurar)
    .input(recursoArquivavelSchema)
    .output(ok)
    .mutation(({ ctx, input }) => restaurarRegistro(ctx.deps, ctx.ator, input.recurso, input.id)),
  excluirDefinitivamente: clinicaProcedure(ACESSO_ARQUIVAMENTO.excluirDefinitivamente)
    .input(recursoArquivavelSchema)
    .output(ok)
    .mutation(({ ctx, input }) =>
      excluirDefinitivamente(ctx.deps, ctx.ator, ctx.origem, input.recurso, input.id),
    ),
});
