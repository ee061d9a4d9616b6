import {
  idParamSchema,
  listaInputSchema,
  modeloAnamneseCamposSchema,
  modeloAnamneseInputSchema,
  modeloAnamneseSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import {
  criarModelo,
  editarModelo,
  listarModelosDaClinica,
  obterModelo,
  removerModelo,
} from './modelo-anamnese.service';

// The models page only checks that a subscription exists (spec 02, subscription gate);
// models sit under the anamnesis forms' permissions (the spec's menu: FICHAS_ANAMNESE_LISTAR).
const GATE = 'existencia';

export const modeloAnamneseRouter = router({
  list: clinicaProcedure('FICHAS_ANAMNESE_LISTAR', GATE)
    .input(listaInputSchema)
    .output(paginaSchema(modeloAnamneseSchema))
    .query(({ ctx, input }) => listarModelosDaClinica(ctx.deps, ctx.ator, input)),
  get: clinicaProcedure('FICHAS_ANAMNESE_LISTAR', GATE)
    .input(idParamSchema)
    .output(modeloAnamneseSchema)
    .query(({ ctx, input }) => obterModelo(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure('FICHAS_ANAMNESE_CRIAR', GATE)
    .input(modeloAnamneseInputSchema)
    .output(modeloAnamneseSchema)
    .mutation(({ ctx, input }) => criarModelo(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure('FICHAS_ANAMNESE_EDITAR', GATE)
    .input(idParamSchema.extend(modeloAnamneseCamposSchema.shape))
    .output(modeloAnamneseSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarModelo(ctx.deps, ctx.ator, id, dados)),
  remove: clinicaProcedure('FICHAS_ANAMNESE_DELETAR', GATE)
    .input(idParamSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => removerModelo(ctx.deps, ctx.ator, input.id)),
});
