import {
  fotoListaInputSchema,
  fotoSchema,
  fotoUpdateSchema,
  idParamSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_FOTO } from './foto.acesso';
import { editarFoto, listarFotosDaClinica, removerFoto } from './foto.service';

/**
 * Photos (the patient's tab and the /fotos page, which needs only an existing subscription).
 * Uploads and downloads carry bytes, so the web client uses the REST routes for them
 * (POST /api/fotos, GET /api/fotos/{id}/download), which have their own body limit.
 */
export const fotoRouter = router({
  list: clinicaProcedure(ACESSO_FOTO.list)
    .input(fotoListaInputSchema)
    .output(paginaSchema(fotoSchema))
    .query(({ ctx, input }) => listarFotosDaClinica(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_FOTO.update)
    .input(z.intersection(idParamSchema, fotoUpdateSchema))
    .output(fotoSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarFoto(ctx.deps, ctx.ator, id, dados)),
  remove: clinicaProcedure(ACESSO_FOTO.remove)
    .input(idParamSchema)
    .output(z.object({ ok: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await removerFoto(ctx.deps, ctx.ator, input.id);
      return { ok: true };
    }),
});
