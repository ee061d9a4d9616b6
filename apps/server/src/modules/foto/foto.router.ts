import {
  fotoListaInputSchema,
  fotoSchema,
  fotoUpdateSchema,
  idParamSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { editarFoto, listarFotosDaClinica, removerFoto } from './foto.service';

/**
 * Photos (the patient's tab and the /fotos page, which needs only an existing subscription).
 * Uploads and downloads carry bytes, so the web client uses the REST routes for them
 * (POST /api/fotos, GET /api/fotos/{id}/download), which have their own body limit.
 */
export const fotoRouter = router({
  list: clinicaProcedure('FOTOS_LISTAR', 'existencia')
    .input(fotoListaInputSchema)
    .output(paginaSchema(fotoSchema))
    .query(({ ctx, input }) => listarFotosDaClinica(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure('FOTOS_CRIAR', 'existencia')
    .input(z.intersection(idParamSchema, fotoUpdateSchema))
    .output(fotoSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarFoto(ctx.deps, ctx.ator, id, dados)),
  remove: clinicaProcedure('FOTOS_DELETAR', 'existencia')
    .input(idParamSchema)
    .output(z.object({ ok: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await removerFoto(ctx.deps, ctx.ator, input.id);
      return { ok: true };
    }),
});
