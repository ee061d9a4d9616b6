import { arquivoPacienteSchema, idParamSchema, MAIOR_INTEIRO, paginaSchema } from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_ARQUIVO_PACIENTE } from './arquivo-paciente.acesso';
import { listarArquivosDoPaciente, removerArquivo } from './arquivo-paciente.service';

/** A patient's files. Uploads and downloads carry bytes: the web client uses the REST routes. */
export const arquivoRouter = router({
  list: clinicaProcedure(ACESSO_ARQUIVO_PACIENTE.list)
    .input(
      z.object({
        id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO),
        page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        limit: z.coerce.number().int().min(1).max(100).default(12),
        arquivados: z.boolean().optional(),
      }),
    )
    .output(paginaSchema(arquivoPacienteSchema))
    .query(({ ctx, input }) => listarArquivosDoPaciente(ctx.deps, ctx.ator, input)),
  remove: clinicaProcedure(ACESSO_ARQUIVO_PACIENTE.remove)
    .input(idParamSchema)
    .output(z.object({ ok: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await removerArquivo(ctx.deps, ctx.ator, input.id);
      return { ok: true };
    }),
});
