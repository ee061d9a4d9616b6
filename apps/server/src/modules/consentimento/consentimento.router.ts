import {
  alteracoesConsentimentoSchema,
  codigoDescadastroParamSchema,
  consentimentosPacienteSchema,
  descadastroInputSchema,
  descadastroSchema,
  idParamSchema,
} from '@clinica/contracts';
import { clinicaProcedure, publicProcedure, router } from '../../trpc/init';
import { ACESSO_CONSENTIMENTO } from './consentimento.acesso';
import { alterarConsentimentos, consentimentosDoPaciente, descadastrar } from './consentimento.service';

/** Consent to messages on the patient's record (issue 35); REST's twins in consentimento.rest.ts. */
export const consentimentoRouter = router({
  doPaciente: clinicaProcedure(ACESSO_CONSENTIMENTO.doPaciente)
    .input(idParamSchema)
    .output(consentimentosPacienteSchema)
    .query(({ ctx, input }) => consentimentosDoPaciente(ctx.deps, ctx.ator, input.id)),
  alterar: clinicaProcedure(ACESSO_CONSENTIMENTO.alterar)
    .input(idParamSchema.extend({ alteracoes: alteracoesConsentimentoSchema }))
    .output(consentimentosPacienteSchema)
    .mutation(({ ctx, input }) => alterarConsentimentos(ctx.deps, ctx.ator, input.id, input.alteracoes)),
});

/** The patient's opt-out link (issue 35), no login: the twin of POST /api/publico/mensagens/descadastrar/{codigo}. */
export const descadastroPublicoRouter = router({
  descadastrar: publicProcedure
    .input(codigoDescadastroParamSchema.extend(descadastroInputSchema.shape))
    .output(descadastroSchema)
    .mutation(({ ctx, input }) => descadastrar(ctx.deps, ctx.origem, input.codigo, input.finalidades ?? [])),
});
