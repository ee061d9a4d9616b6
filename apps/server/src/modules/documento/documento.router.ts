import {
  assinarDocumentoSchema,
  codigoParamSchema,
  documentoCreateSchema,
  documentoPacienteSchema,
  documentoPublicoPaginaSchema,
  documentoPublicoSchema,
  documentoUpdateSchema,
  idParamSchema,
  listaInputSchema,
  MAIOR_INTEIRO,
  opcaoBuscaInputSchema,
  opcaoTermoSchema,
  paginaSchema,
  termoModeloSchema,
  verificacaoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, publicProcedure, router } from '../../trpc/init';
import { ACESSO_DOCUMENTO } from './documento.acesso';
import {
  criarDocumento,
  editarDocumento,
  gerarCabecalhoDocumento,
  listarDocumentosDoPaciente,
  reenviarLinkDocumento,
} from './documento.service';
import {
  assinarDocumento,
  imprimirDocumento,
  obterDocumentoPublico,
  verificarDocumento,
} from './documento-publico.service';
import { obterTermoParaDocumento, opcoesTermoDocumento, termoDeUsoImagem } from './documento-termos.service';

const idPaciente = z.object({ id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO) });
/** The list's filter 'Arquivados' (issue 19). */
const arquivados = z.object({ arquivados: z.boolean().optional() });

export const documentoRouter = router({
  list: clinicaProcedure(ACESSO_DOCUMENTO.list)
    .input(listaInputSchema.extend(idPaciente.shape).extend(arquivados.shape))
    .output(paginaSchema(documentoPacienteSchema))
    .query(({ ctx, input }) => listarDocumentosDoPaciente(ctx.deps, ctx.ator, input.id_paciente, input)),
  cabecalho: clinicaProcedure(ACESSO_DOCUMENTO.cabecalho)
    .input(idPaciente)
    .output(z.object({ cabecalho: z.string() }))
    .query(({ ctx, input }) => gerarCabecalhoDocumento(ctx.deps, ctx.ator, input.id_paciente)),
  create: clinicaProcedure(ACESSO_DOCUMENTO.create)
    .input(documentoCreateSchema)
    .output(documentoPacienteSchema)
    .mutation(({ ctx, input }) => criarDocumento(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_DOCUMENTO.update)
    .input(idParamSchema.extend(documentoUpdateSchema.shape))
    .output(documentoPacienteSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarDocumento(ctx.deps, ctx.ator, id, dados)),
  /** The staff print view: the whole record by its code, within the caller's clinic. */
  imprimir: clinicaProcedure(ACESSO_DOCUMENTO.imprimir)
    .input(codigoParamSchema)
    .output(documentoPublicoSchema)
    .query(({ ctx, input }) => imprimirDocumento(ctx.deps, ctx.ator, input.codigo)),
  reenviarLink: clinicaProcedure(ACESSO_DOCUMENTO.reenviarLink)
    .input(idParamSchema)
    .output(documentoPacienteSchema)
    .mutation(({ ctx, input }) => reenviarLinkDocumento(ctx.deps, ctx.ator, input.id)),
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

/** The patient's side: no login, only the code. */
export const documentoPublicoRouter = router({
  get: publicProcedure
    .input(codigoParamSchema)
    .output(documentoPublicoPaginaSchema)
    .query(({ ctx, input }) => obterDocumentoPublico(ctx.deps, ctx.origem, input.codigo)),
  assinar: publicProcedure
    .input(codigoParamSchema.extend(assinarDocumentoSchema.shape))
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => assinarDocumento(ctx.deps, ctx.origem, input.codigo, input.assinatura)),
  verificar: publicProcedure
    .input(codigoParamSchema)
    .output(verificacaoSchema)
    .query(({ ctx, input }) => verificarDocumento(ctx.deps, ctx.origem, input.codigo)),
});
