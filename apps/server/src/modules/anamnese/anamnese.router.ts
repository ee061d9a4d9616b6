import {
  anamneseCreateSchema,
  anamnesePacienteSchema,
  opcaoBuscaInputSchema,
  opcaoModeloAnamneseSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import {
  criarRouterObterExcluir,
  criarRouterPublico,
  criarRouterRegistro,
} from '../assinatura-digital/registro-assinavel.router';
import { ACESSO_ANAMNESE, EXCLUSAO_ANAMNESE } from './anamnese.acesso';
import { ANAMNESE } from './anamnese.assinavel';
import { criarAnamnese, opcoesModeloAnamnese } from './anamnese.service';

/** The signable record's procedures (list, get, imprimir, the link, remove) and the questions' own. */
export const anamneseRouter = router({
  ...criarRouterRegistro(ANAMNESE),
  ...criarRouterObterExcluir(ANAMNESE, EXCLUSAO_ANAMNESE),
  create: clinicaProcedure(ACESSO_ANAMNESE.create)
    .input(anamneseCreateSchema)
    .output(anamnesePacienteSchema)
    .mutation(async ({ ctx, input }) => ANAMNESE.paraApi(await criarAnamnese(ctx.deps, ctx.ator, input))),
  modelos: clinicaProcedure(ACESSO_ANAMNESE.modelos)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoModeloAnamneseSchema))
    .query(({ ctx, input }) => opcoesModeloAnamnese(ctx.deps, ctx.ator, input.q)),
});

/** The patient's side: no login, only the code. */
export const anamnesePublicaRouter = router(criarRouterPublico(ANAMNESE));
