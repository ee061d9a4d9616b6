import { QUANTIDADE_MAXIMA_ESTOQUE, STATUS_ESTOQUE } from '@clinica/domain';
import { z } from 'zod';
import { diaSchema } from './agenda';
import { obrigatorio } from './campos';
import { numeroLeniente } from './leniente';
import { listaInputSchema, listaRestQuerySchema } from './lista';
import { MSG } from './mensagens';

/**
 * Products (spec 03 §3): name, minimum quantity, and what the server keeps from the movements
 * (current quantity, weighted average cost). tRPC speaks integer cents; the REST edge speaks
 * reais (DECISIONS.md 6).
 */
const M = MSG.produtos;

const qntMinimaSchema = z
  .number({ error: M.qntMinimaObrigatoria })
  .int(M.qntMinimaInvalida)
  .min(0, M.qntMinimaInvalida)
  .max(QUANTIDADE_MAXIMA_ESTOQUE, M.qntMinimaInvalida);

export const produtoInputSchema = z.object({
  nome: obrigatorio(M.nomeObrigatorio, 120),
  qnt_minima: qntMinimaSchema,
});
export type DadosProduto = z.output<typeof produtoInputSchema>;

/**
 * POST/PUT /api/produtos: the same fields; the old client sent the minimum through parseInt,
 * so '5' is read as 5 (DECISIONS.md 20). An `id` in the PUT body is accepted and ignored: the
 * path's id decides.
 */
export const produtoRestInputSchema = z.object({
  nome: produtoInputSchema.shape.nome,
  qnt_minima: numeroLeniente(qntMinimaSchema),
});

/** The cards' filters and the expiry alert, on the table too. */
export const SITUACOES_PRODUTO = [...STATUS_ESTOQUE, 'VALIDADE'] as const;
export type SituacaoProduto = (typeof SITUACOES_PRODUTO)[number];

const filtrosProduto = {
  /** Creation date in the clinic's calendar, both ends included. */
  de: diaSchema.optional(),
  ate: diaSchema.optional(),
  situacao: z.enum(SITUACOES_PRODUTO).optional(),
};

/** The screen: search by name or id, the creation period, a card's situation; 10 per page. */
export const produtoListaInputSchema = listaInputSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  ...filtrosProduto,
});
export type ProdutoListaInput = z.input<typeof produtoListaInputSchema>;
export const produtoRestQuerySchema = listaRestQuerySchema.extend(filtrosProduto);

export const produtoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  qnt_minima: z.number().int(),
  qnt_atual: z.number().int(),
  /** The weighted average cost of a unit: cents on tRPC, reais on REST. */
  preco_custo: z.number(),
  criado_em: z.string(),
  status: z.enum(STATUS_ESTOQUE),
  /** Delete only while false; the movements menu only when true. */
  tem_movimentacoes: z.boolean(),
  /** The earliest expiry among lots still in stock ('YYYY-MM-DD'), or null. */
  proximo_vencimento: z.string().nullable(),
  /** That expiry against the clinic's today: expired, within 30 days, or fine. */
  validade: z.enum(['VENCIDO', 'A_VENCER', 'OK']),
});
export type Produto = z.infer<typeof produtoSchema>;

/** The cards above the table, over all the clinic's products (not the search). */
export const resumoEstoqueSchema = z.object({
  cadastrados: z.number().int(),
  em_estoque: z.number().int(),
  abaixo_minimo: z.number().int(),
  sem_estoque: z.number().int(),
  /** Products with a lot in stock expiring within 30 days or already expired. */
  com_alerta_validade: z.number().int(),
  /** Lots still in stock expiring within 30 days (today included). */
  lotes_a_vencer: z.number().int(),
  /** Lots still in stock whose expiry has passed. */
  lotes_vencidos: z.number().int(),
});
export type ResumoEstoque = z.infer<typeof resumoEstoqueSchema>;

/** Product picker of the movement form (DECISIONS.md 21). */
export const opcaoProdutoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  qnt_atual: z.number().int(),
});
export type OpcaoProduto = z.infer<typeof opcaoProdutoSchema>;
