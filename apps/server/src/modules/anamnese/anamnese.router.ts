import {
  anamneseCreateSchema,
  anamnesePacienteSchema,
  anamnesePublicaPaginaSchema,
  anamnesePublicaSchema,
  assinarAnamneseSchema,
  codigoParamSchema,
  idParamSchema,
  listaInputSchema,
  MAIOR_INTEIRO,
  opcaoBuscaInputSchema,
  opcaoModeloAnamneseSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, publicProcedure, router } from '../../trpc/init';
import { ACESSO_ANAMNESE } from './anamnese.acesso';
import {
  criarAnamnese,
  listarAnamnesesDoPaciente,
  obterAnamnese,
  opcoesModeloAnamnese,
  reenviarLinkAnamnese,
  removerAnamnese,
} from './anamnese.service';
import { assinarAnamnese, imprimirAnamnese, obterAnamnesePublica } from './anamnese-publica.service';

export const anamneseRouter = router({
  list: clinicaProcedure(ACESSO_ANAMNESE.list)
    .input(
      listaInputSchema.extend({
        id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO),
        arquivados: z.boolean().optional(),
      }),
    )
    .output(paginaSchema(anamnesePacienteSchema))
    .query(({ ctx, input }) => listarAnamnesesDoPaciente(ctx.deps, ctx.ator, input.id_paciente, input)),
  get: clinicaProcedure(ACESSO_ANAMNESE.get)
    .input(idParamSchema)
    .output(anamnesePacienteSchema)
    .query(({ ctx, input }) => obterAnamnese(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure(ACESSO_ANAMNESE.create)
    .input(anamneseCreateSchema)
    .output(anamnesePacienteSchema)
    .mutation(({ ctx, input }) => criarAnamnese(ctx.deps, ctx.ator, input)),
  /** The staff print view: the whole record by its code, within the caller's clinic. */
  imprimir: clinicaProcedure(ACESSO_ANAMNESE.imprimir)
    .input(codigoParamSchema)
    .output(anamnesePublicaSchema)
    .query(({ ctx, input }) => imprimirAnamnese(ctx.deps, ctx.ator, input.codigo)),
  reenviarLink: clinicaProcedure(ACESSO_ANAMNESE.reenviarLink)
    .input(idParamSchema)
    .output(anamnesePacienteSchema)
    .mutation(({ ctx, input }) => reenviarLinkAnamnese(ctx.deps, ctx.ator, input.id)),
  modelos: clinicaProcedure(ACESSO_ANAMNESE.modelos)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoModeloAnamneseSchema))
    .query(({ ctx, input }) => opcoesModeloAnamnese(ctx.deps, ctx.ator, input.q)),
  remove: clinicaProcedure(ACESSO_ANAMNESE.remove)
    .input(idParamSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => removerAnamnese(ctx.deps, ctx.ator, input.id)),
});

/** The patient's side: no login, only the code. */
export const anamnesePublicaRouter = router({
  get: publicProcedure
    .input(codigoParamSchema)
    .output(anamnesePublicaPaginaSchema)
    .query(({ ctx, input }) => obterAnamnesePublica(ctx.deps, ctx.origem, input.codigo)),
  assinar: publicProcedure
    .input(codigoParamSchema.extend(assinarAnamneseSchema.shape))
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input: { codigo, ...dados } }) => assinarAnamnese(ctx.deps, ctx.origem, codigo, dados)),
});
