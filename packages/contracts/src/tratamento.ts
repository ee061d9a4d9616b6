import {
  centavosParaReais,
  ehDuracaoValida,
  RETORNO_DIAS_MAXIMO,
  reaisParaCentavos,
  retornoDiasValido,
} from '@clinica/domain';
import { z } from 'zod';
import { reaisLeniente, seAusente } from './leniente';
import { listaInputSchema, listaRestQuerySchema } from './lista';
import { MSG } from './mensagens';

/**
 * Treatments (spec 03 §3). tRPC speaks integer cents (the web's MoneyInput works in cents);
 * the REST edge speaks reais as JSON numbers with two decimals (DECISIONS.md 6).
 */
const M = MSG.tratamentos;
/** R$ 1.000.000,00: far above any treatment, far below the integer column's limit. */
export const PRECO_MAXIMO_CENTAVOS = 100_000_000;

const centavosSchema = (obrigatorio: string) =>
  z
    .number({ error: obrigatorio })
    .int(obrigatorio)
    .min(0, M.valorNegativo)
    .max(PRECO_MAXIMO_CENTAVOS, M.valorMaximo);

const reaisSchema = (obrigatorio: string) =>
  z
    // 'Informe o valor' only when it is missing; '1e400' or 'abc' get the field-naming message.
    .number({ error: seAusente(obrigatorio) })
    .min(0, M.valorNegativo)
    .max(centavosParaReais(PRECO_MAXIMO_CENTAVOS), M.valorMaximo)
    .transform(reaisParaCentavos);

const nomeSchema = z
  .string({ error: M.nomeObrigatorio })
  .trim()
  .min(1, M.nomeObrigatorio)
  .max(120, 'Máximo de 120 caracteres.');

const duracaoSchema = z.number({ error: M.duracaoInvalida }).refine(ehDuracaoValida, M.duracaoInvalida);

/** Optional free text; blank is "none" (stored as null). */
const descricaoSchema = z
  .string({ error: 'Descrição inválida.' })
  .trim()
  .max(1000, 'Máximo de 1000 caracteres.')
  .nullable()
  .transform((v) => (v ? v : null));

/** 'Retorno em N dias' (issue 35): 1 to 3650 days, or null for none. */
const retornoDiasSchema = z
  .number({ error: M.retornoInvalido })
  .refine(retornoDiasValido, M.retornoInvalido)
  .nullable();

/** Omitted status: active on create, unchanged on update. */
const statusSchema = z.boolean({ error: M.statusInvalido });

export const tratamentoInputSchema = z.object({
  nome: nomeSchema,
  preco_venda: centavosSchema(M.vendaObrigatoria),
  preco_custo: centavosSchema(M.custoObrigatorio),
  duracao: duracaoSchema,
  status: statusSchema.optional(),
  descricao: descricaoSchema.optional(),
  /** Omitted: none on create, unchanged on update. */
  retorno_dias: retornoDiasSchema.optional(),
});
export type TratamentoInput = z.infer<typeof tratamentoInputSchema>;

/** PUT /api/tratamentos/{id}: the same fields with the prices in reais ('150,00' too). */
export const tratamentoRestInputSchema = tratamentoInputSchema.extend({
  preco_venda: reaisLeniente(reaisSchema(M.vendaObrigatoria)),
  preco_custo: reaisLeniente(reaisSchema(M.custoObrigatorio)),
});

/** POST /api/tratamentos: a missing duracao is 0, "no duration" (spec 03 §9), as the old API took it. */
export const tratamentoRestCreateSchema = tratamentoRestInputSchema.extend({
  duracao: duracaoSchema.default(0),
});

export const tratamentoStatusInputSchema = z.object({ status: statusSchema });

export const tratamentoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  preco_venda: z.number().int(),
  preco_custo: z.number().int(),
  duracao: z.number().int(),
  status: z.boolean(),
  descricao: z.string().nullable(),
  retorno_dias: z.number().int().max(RETORNO_DIAS_MAXIMO).nullable(),
  criado_em: z.string(),
});
export type Tratamento = z.infer<typeof tratamentoSchema>;

export const tratamentoRestSchema = tratamentoSchema.extend({
  preco_venda: z.number(),
  preco_custo: z.number(),
});
export type TratamentoRest = z.infer<typeof tratamentoRestSchema>;

/** The 'Filtros' dialog: name contains, sale and cost values equal (cents). */
const filtrosTratamento = {
  nome: z.string().trim().max(100).optional(),
  preco_venda: z.coerce.number().int().min(0).max(PRECO_MAXIMO_CENTAVOS).optional(),
  preco_custo: z.coerce.number().int().min(0).max(PRECO_MAXIMO_CENTAVOS).optional(),
};
export const tratamentoListaInputSchema = listaInputSchema.extend(filtrosTratamento);
export type TratamentoLista = z.output<typeof tratamentoListaInputSchema>;
export type FiltrosTratamento = Pick<TratamentoLista, 'nome' | 'preco_venda' | 'preco_custo'>;

/** GET /api/tratamentos?q=&page=&limit=&nome=&preco_venda=&preco_custo= (values in reais). */
const reaisQuery = reaisLeniente(
  z.coerce.number().min(0).max(centavosParaReais(PRECO_MAXIMO_CENTAVOS)).transform(reaisParaCentavos),
).optional();
export const tratamentoRestQuerySchema = listaRestQuerySchema.extend({
  nome: filtrosTratamento.nome,
  preco_venda: reaisQuery,
  preco_custo: reaisQuery,
});
