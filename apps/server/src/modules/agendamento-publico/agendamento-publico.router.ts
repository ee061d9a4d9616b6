import {
  codigoConsultaParamSchema,
  completarCadastroInputSchema,
  consultaPublicaSchema,
  diasComVagaInputSchema,
  diasComVagaSchema,
  mensagemConsultaSchema,
  paginaAgendamentoSchema,
  reagendarInputSchema,
  reservaInputSchema,
  reservaSchema,
  slugParamSchema,
  vagaSchema,
  vagasInputSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import {
  cancelarConsulta,
  completarCadastro,
  confirmarConsulta,
  obterConsulta,
  reagendarConsulta,
} from './consulta.service';
import { reservar } from './reserva.service';
import { diasComVagaPublicos, paginaDeAgendamento, vagasDoDiaPublicas } from './vagas-publicas.service';

/**
 * The patient's side (issue 34): no login. A taken slot is a CONFLITO with the issue's words;
 * the page asks for the day's slots again (REST also carries them in the 409's body).
 */
export const agendamentoPublicoRouter = router({
  pagina: publicProcedure
    .input(slugParamSchema)
    .output(paginaAgendamentoSchema)
    .query(({ ctx, input }) => paginaDeAgendamento(ctx.deps, ctx.origem, input.slug)),
  vagas: publicProcedure
    .input(slugParamSchema.extend(vagasInputSchema.shape))
    .output(z.array(vagaSchema))
    .query(({ ctx, input: { slug, ...q } }) => vagasDoDiaPublicas(ctx.deps, ctx.origem, slug, q)),
  dias: publicProcedure
    .input(slugParamSchema.extend(diasComVagaInputSchema.shape))
    .output(diasComVagaSchema)
    .query(({ ctx, input: { slug, ...q } }) => diasComVagaPublicos(ctx.deps, ctx.origem, slug, q)),
  reservar: publicProcedure
    .input(slugParamSchema.extend(reservaInputSchema.shape))
    .output(reservaSchema)
    .mutation(({ ctx, input: { slug, ...d } }) => reservar(ctx.deps, ctx.origem, slug, d)),
});

/** The patient's own link /consulta/{codigo}: the appointment, its three actions, and a pre-registration's completion. */
export const consultaPublicaRouter = router({
  get: publicProcedure
    .input(codigoConsultaParamSchema)
    .output(consultaPublicaSchema)
    .query(({ ctx, input }) => obterConsulta(ctx.deps, ctx.origem, input.codigo)),
  confirmar: publicProcedure
    .input(codigoConsultaParamSchema)
    .output(mensagemConsultaSchema)
    .mutation(({ ctx, input }) => confirmarConsulta(ctx.deps, ctx.origem, input.codigo)),
  cancelar: publicProcedure
    .input(codigoConsultaParamSchema)
    .output(mensagemConsultaSchema)
    .mutation(({ ctx, input }) => cancelarConsulta(ctx.deps, ctx.origem, input.codigo)),
  reagendar: publicProcedure
    .input(codigoConsultaParamSchema.extend(reagendarInputSchema.shape))
    .output(mensagemConsultaSchema)
    .mutation(({ ctx, input }) => reagendarConsulta(ctx.deps, ctx.origem, input.codigo, input.data_hora)),
  completarCadastro: publicProcedure
    .input(codigoConsultaParamSchema.extend(completarCadastroInputSchema.shape))
    .output(mensagemConsultaSchema)
    .mutation(({ ctx, input: { codigo, ...dados } }) =>
      completarCadastro(ctx.deps, ctx.origem, codigo, dados),
    ),
});
