import {
  documentoCreateSchema,
  documentoPacienteSchema,
  documentoUpdateSchema,
  idParamSchema,
  MAIOR_INTEIRO,
  opcaoBuscaInputSchema,
  opcaoTermoSchema,
  termoModeloSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import {
  criarRouterPublico,
  criarRouterRegistro,
  criarRouterVerificacao,
} from '../assinatura-digital/registro-assinavel.router';
import { ACESSO_DOCUMENTO } from './documento.acesso';
import { DOCUMENTO, verificacaoDocumento } from './documento.assinavel';
import { criarDocumento, editarDocumento, gerarCabecalhoDocumento } from './documento.service';
import { obterTermoParaDocumento, opcoesTermoDocumento, termoDeUsoImagem } from './documento-termos.service';

const idPaciente = z.object({ id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO) });

/** The signable record's procedures (list, imprimir, the link) and the document's own text. */
export const documentoRouter = router({
  ...criarRouterRegistro(DOCUMENTO),
  cabecalho: clinicaProcedure(ACESSO_DOCUMENTO.cabecalho)
    .input(idPaciente)
    .output(z.object({ cabecalho: z.string() }))
    .query(({ ctx, input }) => gerarCabecalhoDocumento(ctx.deps, ctx.ator, input.id_paciente)),
  create: clinicaProcedure(ACESSO_DOCUMENTO.create)
    .input(documentoCreateSchema)
    .output(documentoPacienteSchema)
    .mutation(async ({ ctx, input }) => DOCUMENTO.paraApi(await criarDocumento(ctx.deps, ctx.ator, input))),
  update: clinicaProcedure(ACESSO_DOCUMENTO.update)
    .input(idParamSchema.extend(documentoUpdateSchema.shape))
    .output(documentoPacienteSchema)
    .mutation(async ({ ctx, input: { id, ...dados } }) =>
      DOCUMENTO.paraApi(await editarDocumento(ctx.deps, ctx.ator, id, dados)),
    ),
  termos: clinicaProcedure(ACESSO_DOCUMENTO.termos)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoTermoSchema))
    .query(({ ctx, input }) => opcoesTermoDocumento(ctx.deps, ctx.ator, input.q)),
  termo: clinicaProcedure(ACESSO_DOCUMENTO.termos)
    .input(idParamSchema)
    .output(termoModeloSchema)
    .query(({ ctx, input }) => obterTermoParaDocumento(ctx.deps, ctx.ator, input.id)),
  /** The clinic's image-use consent template, if any (issue 19). */
  termoUsoImagem: clinicaProcedure(ACESSO_DOCUMENTO.termos)
    .output(opcaoTermoSchema.nullable())
    .query(({ ctx }) => termoDeUsoImagem(ctx.deps, ctx.ator)),
});

/** The patient's side: no login, only the code (the page, signing, the verification). */
export const documentoPublicoRouter = router({
  ...criarRouterPublico(DOCUMENTO),
  ...criarRouterVerificacao(DOCUMENTO, verificacaoDocumento),
});
