import {
  idParamSchema,
  idsSchema,
  paginaSchema,
  usuarioAtivoSchema,
  usuarioCreateSchema,
  usuarioListaInputSchema,
  usuarioSchema,
  usuarioUpdateSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_USUARIO } from './usuario.acesso';
import { criarUsuario, definirAtivo, editarUsuario, listarUsuariosDaClinica } from './usuario.service';
import { excluirUsuariosDaClinica } from './usuario-exclusao.service';

export const usuarioRouter = router({
  list: clinicaProcedure(ACESSO_USUARIO.list)
    .input(usuarioListaInputSchema)
    .output(paginaSchema(usuarioSchema))
    .query(({ ctx, input }) => listarUsuariosDaClinica(ctx.deps, ctx.ator, input)),
  create: clinicaProcedure(ACESSO_USUARIO.create)
    .input(usuarioCreateSchema)
    .output(usuarioSchema)
    .mutation(({ ctx, input }) => criarUsuario(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_USUARIO.update)
    .input(idParamSchema.extend(usuarioUpdateSchema.shape))
    .output(usuarioSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarUsuario(ctx.deps, ctx.ator, id, dados)),
  setAtivo: clinicaProcedure(ACESSO_USUARIO.setAtivo)
    .input(idParamSchema.extend(usuarioAtivoSchema.shape))
    .output(usuarioSchema)
    .mutation(({ ctx, input }) => definirAtivo(ctx.deps, ctx.ator, input.id, input.ativo)),
  removeMany: clinicaProcedure(ACESSO_USUARIO.removeMany)
    .input(idsSchema)
    .output(z.object({ excluidos: z.number().int() }))
    .mutation(({ ctx, input }) => excluirUsuariosDaClinica(ctx.deps, ctx.ator, input.ids)),
});
