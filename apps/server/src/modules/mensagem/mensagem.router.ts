import {
  configuracaoMensagensSchema,
  idParamSchema,
  mensagensQuerySchema,
  paginaMensagensSchema,
  retornoDevidoSchema,
  retornosQuerySchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_MENSAGEM } from './mensagem.acesso';
import {
  configuracaoMensagens,
  mensagensDoPacienteDaClinica,
  retornosDevidos,
  salvarConfiguracaoMensagens,
} from './mensagem.service';

/** The clinic's messages (issue 35); REST's twins in mensagem.rest.ts. */
export const mensagemRouter = router({
  doPaciente: clinicaProcedure(ACESSO_MENSAGEM.doPaciente)
    .input(idParamSchema.extend(mensagensQuerySchema.shape))
    .output(paginaMensagensSchema)
    .query(({ ctx, input }) => mensagensDoPacienteDaClinica(ctx.deps, ctx.ator, input.id, input)),
  retornos: clinicaProcedure(ACESSO_MENSAGEM.retornos)
    .input(retornosQuerySchema)
    .output(z.array(retornoDevidoSchema))
    .query(({ ctx, input }) => retornosDevidos(ctx.deps, ctx.ator, input)),
  configuracao: clinicaProcedure(ACESSO_MENSAGEM.configurar)
    .output(configuracaoMensagensSchema)
    .query(({ ctx }) => configuracaoMensagens(ctx.deps, ctx.ator)),
  salvarConfiguracao: clinicaProcedure(ACESSO_MENSAGEM.configurar)
    .input(configuracaoMensagensSchema)
    .output(configuracaoMensagensSchema)
    .mutation(({ ctx, input }) => salvarConfiguracaoMensagens(ctx.deps, ctx.ator, input)),
});
