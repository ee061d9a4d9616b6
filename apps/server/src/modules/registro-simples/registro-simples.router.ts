import {
  idParamSchema,
  listaInputSchema,
  paginaSchema,
  registroSimplesInputSchema,
  registroSimplesSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import type { DefinicaoRegistro } from './definicoes';
import { acessoDoRegistro } from './registro-simples.acesso';
import {
  atualizarRegistroSimples,
  criarRegistroSimples,
  excluirRegistroSimples,
  listarRegistrosSimples,
} from './registro-simples.service';

/** list / create / update / remove for one simple registry (banks, categories). */
export function criarRouterRegistro(def: DefinicaoRegistro) {
  const acesso = acessoDoRegistro(def);
  return router({
    list: clinicaProcedure(acesso.list)
      .input(listaInputSchema)
      .output(paginaSchema(registroSimplesSchema))
      .query(({ ctx, input }) => listarRegistrosSimples(ctx.deps, ctx.ator, def, input)),
    create: clinicaProcedure(acesso.create)
      .input(registroSimplesInputSchema)
      .output(registroSimplesSchema)
      .mutation(({ ctx, input }) => criarRegistroSimples(ctx.deps, ctx.ator, def, input)),
    update: clinicaProcedure(acesso.update)
      .input(idParamSchema.extend(registroSimplesInputSchema.shape))
      .output(registroSimplesSchema)
      .mutation(({ ctx, input: { id, ...dados } }) =>
        atualizarRegistroSimples(ctx.deps, ctx.ator, def, id, dados),
      ),
    remove: clinicaProcedure(acesso.remove)
      .input(idParamSchema)
      .output(z.object({ ok: z.literal(true) }))
      .mutation(({ ctx, input }) => excluirRegistroSimples(ctx.deps, ctx.ator, def, input.id)),
  });
}
