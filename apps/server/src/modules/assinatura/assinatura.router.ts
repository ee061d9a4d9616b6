import { assinaturaOutputSchema } from '@clinica/contracts';
import { autenticadoProcedure, router } from '../../trpc/init';
import { obterAssinatura } from './assinatura.service';

export const assinaturaRouter = router({
  // Open to any logged-in user: the client needs it to decide the gate itself.
  get: autenticadoProcedure
    .output(assinaturaOutputSchema)
    .query(({ ctx }) => obterAssinatura(ctx.deps, ctx.ator)),
});
