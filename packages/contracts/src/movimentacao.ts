import { CUSTO_UNITARIO_MAXIMO_CENTAVOS, QUANTIDADE_MAXIMA_MOVIMENTO } from '@clinica/domain';
import { z } from 'zod';
import { diaSchema } from './agenda';
import { opcional } from './campos';
import {
  diaLeniente,
  idLeniente,
  idSchema,
  lerEnum,
  numeroLeniente,
  reaisParaCentavosSchema,
} from './leniente';
import { listaInputSchema, listaRestQuerySchema } from './lista';
import { MSG } from './mensagens';

/**
 * Stock movements (spec 03 §3, §5). An ENTRADA brings units in at a unit cost, with an optional
 * expiry; a SAIDA takes units out, optionally for a professional, valued by the server at the
 * product's average cost. tRPC speaks integer cents; the REST edge speaks reais.
 */
const M = MSG.movimentacoes;
const obrigatorio = MSG.geral.campoObrigatorio;

export const TIPOS_MOVIMENTACAO = ['ENTRADA', 'SAIDA'] as const;
export type TipoMovimentacao = (typeof TIPOS_MOVIMENTACAO)[number];

const quantidadeSchema = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio : M.quantidadeInvalida) })
  .int(M.quantidadeInvalida)
  .min(1, M.quantidadeInvalida)
  .max(QUANTIDADE_MAXIMA_MOVIMENTO, M.quantidadeMaxima);

const custoSchema = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio : M.custoInvalido) })
  .int(M.custoInvalido)
  .min(1, M.custoInvalido)
  .max(CUSTO_UNITARIO_MAXIMO_CENTAVOS, M.custoMaximo);

const vencimentoSchema = diaSchema.nullish().transform((v) => v ?? null);
const idOpcional = idSchema.nullish().transform((v) => v ?? null);

const comuns = {
  id_produto: idSchema,
  quantidade: quantidadeSchema,
  observacao: opcional(500),
  /** The unit (clinic) where it happened; empty: the user's only unit, if they have one. */
  id_unidade: idOpcional,
};

export const entradaInputSchema = z.object({
  tipo: z.literal('ENTRADA'),
  ...comuns,
  preco_custo: custoSchema,
  vencimento: vencimentoSchema,
});
export const saidaInputSchema = z.object({
  tipo: z.literal('SAIDA'),
  ...comuns,
  /** The professional who took it, optional. */
  id_usuario: idOpcional,
});
export const movimentacaoInputSchema = z.discriminatedUnion('tipo', [entradaInputSchema, saidaInputSchema], {
  error: M.tipoInvalido,
});
export type DadosMovimentacao = z.output<typeof movimentacaoInputSchema>;

// --- REST: lenient in (DECISIONS.md 20) ------------------------------------------------------

/** 'entrada', 'Saída', ' SAIDA ' → the enum's value; anything else reaches the union and is refused. */
const tipoLeniente = lerEnum(TIPOS_MOVIMENTACAO);
const idLenienteOpcional = idLeniente.nullish().transform((v) => v ?? null);
const comunsRest = {
  id_produto: idLeniente,
  quantidade: numeroLeniente(quantidadeSchema),
  observacao: opcional(500),
  id_unidade: z.preprocess((v) => (v === '' ? null : v), idLenienteOpcional),
};

/**
 * POST /api/movimentacoes: id_produto, tipo, quantidade, preco_custo (reais), vencimento,
 * observacao, plus id_usuario for SAIDA. A SAIDA's preco_custo is ignored (the server values an
 * exit at the average cost); an ENTRADA's id_usuario too.
 */
export const movimentacaoRestInputSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && 'tipo' in v ? { ...v, tipo: tipoLeniente(v.tipo) } : v),
  z.discriminatedUnion(
    'tipo',
    [
      z.object({
        tipo: z.literal('ENTRADA'),
        ...comunsRest,
        preco_custo: reaisParaCentavosSchema(M.custoInvalido, M.custoMaximo, CUSTO_UNITARIO_MAXIMO_CENTAVOS),
        vencimento: diaLeniente(diaSchema)
          .optional()
          .transform((v) => v ?? null),
      }),
      z.object({
        tipo: z.literal('SAIDA'),
        ...comunsRest,
        id_usuario: z.preprocess((v) => (v === '' || v === 0 ? null : v), idLenienteOpcional),
      }),
    ],
    { error: M.tipoInvalido },
  ),
);

const filtrosMovimentacao = {
  /** One product's movements (the modal on /produtos). */
  id_produto: idSchema.optional(),
  /** Movement date in the clinic's calendar, both ends included. */
  de: diaSchema.optional(),
  ate: diaSchema.optional(),
  /** Units (clinics) chosen in the filter dialog. */
  unidades: z.array(idSchema).max(50).optional(),
};

/** The screen and the product's modal: search, period, units; 10 per page. */
export const movimentacaoListaInputSchema = listaInputSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  ...filtrosMovimentacao,
});
export type MovimentacaoListaInput = z.input<typeof movimentacaoListaInputSchema>;

/** GET /api/movimentacoes(?page=&limit=&q=&de=&ate=&unidades=1,2). */
export const movimentacaoRestQuerySchema = listaRestQuerySchema.extend({
  de: diaSchema.optional(),
  ate: diaSchema.optional(),
  unidades: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v),
      z.array(idLeniente).max(50),
    )
    .optional(),
});

// --- Out ----------------------------------------------------------------------------------------

const nomeado = z.object({ id: z.number().int(), nome: z.string() });

export const movimentacaoSchema = z.object({
  id: z.number().int(),
  id_produto: z.number().int(),
  /** The professional of an exit; null when none (spec 03 §3). */
  id_usuario: z.number().int().nullable(),
  tipo: z.enum(TIPOS_MOVIMENTACAO),
  quantidade: z.number().int(),
  /** Unit cost: an entry's purchase price, an exit's average cost. Cents on tRPC, reais on REST. */
  preco_custo: z.number(),
  /** The movement's exact value (an exit's share of the stock value). Cents / reais. */
  valor_total: z.number(),
  /** 'YYYY-MM-DD', shown as stored (DECISIONS.md 7); null when none. */
  vencimento: z.string().nullable(),
  observacao: z.string().nullable(),
  criado_em: z.string(),
  produto: nomeado,
  profissional: nomeado.nullable(),
  /** Who recorded it. */
  criado_por: nomeado.nullable(),
  unidade: nomeado.nullable(),
});
export type Movimentacao = z.infer<typeof movimentacaoSchema>;

/**
 * A row of GET /api/movimentacoes[/{id_produto}]: the movement and the list's records count (spec
 * 03 §3 "and a records count", unnamed there; issue 33). Every row carries the same number: the
 * filtered list's total, as X-Total-Count (the answer stays the documented array).
 */
export const movimentacaoListadaRestSchema = movimentacaoSchema.extend({
  total_registros: z
    .number()
    .int()
    .meta({ description: 'Total de movimentações da lista pedida (o mesmo de X-Total-Count).' }),
});

/** The units a movement can be recorded in or filtered by. */
export const opcaoUnidadeSchema = nomeado;
export type OpcaoUnidade = z.infer<typeof opcaoUnidadeSchema>;
