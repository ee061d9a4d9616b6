import {
  artistaEdicaoSchema,
  artistaInputSchema,
  artistaSchema,
  artistasListaInputSchema,
  assessorOpcaoSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { lojaProcedure, router } from '../../trpc/init';
import { ACESSO_LOJA_ARTISTA } from './loja-artista.acesso';
import {
  assessoresDaConta,
  criarArtista,
  editarArtista,
  listarArtistasVisiveis,
} from './loja-artista.service';

/** loja.artista: the 'Artistas' grid, its insert (operator) and edit dialogs. */
export const lojaArtistaRouter = router({
  list: lojaProcedure(ACESSO_LOJA_ARTISTA.list)
    .input(artistasListaInputSchema)
    .output(paginaSchema(artistaSchema))
    .query(({ ctx, input }) => listarArtistasVisiveis(ctx.deps, ctx.ator, input)),
  assessores: lojaProcedure(ACESSO_LOJA_ARTISTA.assessores)
    .output(z.array(assessorOpcaoSchema))
    .query(({ ctx }) => assessoresDaConta(ctx.deps, ctx.ator)),
  create: lojaProcedure(ACESSO_LOJA_ARTISTA.create)
    .input(artistaInputSchema)
    .output(artistaSchema)
    .mutation(({ ctx, input }) => criarArtista(ctx.deps, ctx.ator, input)),
  update: lojaProcedure(ACESSO_LOJA_ARTISTA.update)
    .input(artistaEdicaoSchema)
    .output(artistaSchema)
    .mutation(({ ctx, input }) => editarArtista(ctx.deps, ctx.ator, input)),
});
