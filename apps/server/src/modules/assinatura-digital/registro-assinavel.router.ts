import {
  type ChavePermissao,
  codigoParamSchema,
  idParamSchema,
  listaInputSchema,
  MAIOR_INTEIRO,
  paginaSchema,
  verificacaoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, publicProcedure } from '../../trpc/init';
import { acessoDaExclusao, acessoDoRegistro } from './registro-assinavel.acesso';
import type {
  DefinicaoAssinavel,
  DefinicaoDoTipo,
  EntradaAssinatura,
  VerificacaoDoTipo,
  VisaoPublica,
} from './registro-assinavel.definicao';
import type { TipoRegistro } from './registro-assinavel.repository';
import {
  arquivarRegistroAssinavel,
  assinarRegistro,
  imprimirRegistro,
  listarRegistrosDoPaciente,
  obterRegistro,
  obterRegistroPublico,
  reenviarLink,
  verificarRegistro,
} from './registro-assinavel.service';

/**
 * The procedures of one kind of signable record (like registro-simples' criarRouterRegistro):
 * its slice spreads them into its router beside its content's own (create, update...), so the
 * procedure names stay `documento.list`, `anamnese.reenviarLink`…
 */

/** The patient's list (filter 'Arquivados', issue 19). */
const listaDoPacienteSchema = listaInputSchema.extend({
  id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO),
  arquivados: z.boolean().optional(),
});

/** list, imprimir (the staff print view by code), reenviarLink: what every kind has. */
export function criarRouterRegistro<
  T extends TipoRegistro,
  Api,
  Rest,
  P extends VisaoPublica,
  E extends EntradaAssinatura,
  EI,
>(def: DefinicaoAssinavel<T, Api, Rest, P, E, EI>) {
  const acesso = acessoDoRegistro(def);
  return {
    list: clinicaProcedure(acesso.list)
      .input(listaDoPacienteSchema)
      .output(paginaSchema(def.esquemas.api))
      .query(async ({ ctx, input }) => {
        const r = await listarRegistrosDoPaciente(ctx.deps, ctx.ator, def, input.id_paciente, input);
        return { itens: r.itens.map((l) => def.paraApi(l)), total: r.total };
      }),
    imprimir: clinicaProcedure(acesso.imprimir)
      .input(codigoParamSchema)
      .output(def.esquemas.publico)
      .query(({ ctx, input }) => imprimirRegistro(ctx.deps, ctx.ator, def, input.codigo)),
    reenviarLink: clinicaProcedure(acesso.reenviarLink)
      .input(idParamSchema)
      .output(def.esquemas.api)
      .mutation(async ({ ctx, input }) => def.paraApi(await reenviarLink(ctx.deps, ctx.ator, def, input.id))),
  };
}

/** get (one record by id) and remove (archiving an unsigned one): anamneses have them. */
export function criarRouterObterExcluir<T extends TipoRegistro, Api>(
  def: DefinicaoAssinavel<T, Api, unknown, VisaoPublica, EntradaAssinatura, unknown>,
  excluir: ChavePermissao,
) {
  return {
    get: clinicaProcedure(acessoDoRegistro(def).get)
      .input(idParamSchema)
      .output(def.esquemas.api)
      .query(async ({ ctx, input }) => def.paraApi(await obterRegistro(ctx.deps, ctx.ator, def, input.id))),
    remove: clinicaProcedure(acessoDaExclusao(excluir))
      .input(idParamSchema)
      .output(z.object({ ok: z.literal(true) }))
      .mutation(({ ctx, input }) => arquivarRegistroAssinavel(ctx.deps, ctx.ator, def, input.id)),
  };
}

/** The patient's side, no login, only the code: the record to sign, and signing it. */
export function criarRouterPublico<
  T extends TipoRegistro,
  Api,
  Rest,
  P extends VisaoPublica,
  E extends EntradaAssinatura,
  EI,
>(def: DefinicaoAssinavel<T, Api, Rest, P, E, EI>) {
  return {
    get: publicProcedure
      .input(codigoParamSchema)
      .output(def.esquemas.pagina)
      .query(({ ctx, input }) => obterRegistroPublico(ctx.deps, ctx.origem, def, input.codigo)),
    assinar: publicProcedure
      .input(def.esquemas.entrada)
      .output(z.object({ message: z.string() }))
      .mutation(({ ctx, input }) => {
        const entrada = entradaDe<E & { codigo: string }>(input);
        return assinarRegistro(ctx.deps, ctx.origem, def, entrada.codigo, entrada);
      }),
  };
}

/** The public verification page's call (documents). */
export function criarRouterVerificacao<T extends TipoRegistro>(
  def: DefinicaoDoTipo<T>,
  verificacao: VerificacaoDoTipo<T>,
) {
  return {
    verificar: publicProcedure
      .input(codigoParamSchema)
      .output(verificacaoSchema)
      .query(({ ctx, input }) => verificarRegistro(ctx.deps, ctx.origem, def, verificacao, input.codigo)),
  };
}

/**
 * tRPC types a parsed input of a schema that is still a type parameter as "E, or undefined when
 * no input was declared"; one was, so it is E.
 */
function entradaDe<E>(input: E | undefined): E {
  if (input === undefined) throw new Error('entrada ausente');
  return input;
}
