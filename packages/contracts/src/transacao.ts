import { PARCELAS_MAXIMAS, VALOR_MAXIMO_ORCAMENTO_CENTAVOS } from '@clinica/domain';
import { z } from 'zod';
import { diaSchema } from './agenda';
import { opcional } from './campos';
import {
  dataLeniente,
  idLeniente,
  idSchema,
  lerEnum,
  numeroLeniente,
  reaisParaCentavosSchema,
} from './leniente';
import { limiteRestSchema, listaInputSchema } from './lista';
import { MSG } from './mensagens';

/**
 * Transactions and payments (spec 03 §3, §5). tRPC speaks integer cents; the REST edge speaks
 * reais (DECISIONS.md 6). A revenue's total is its budget's, read by the server; an expense
 * carries its own value.
 */
const M = MSG.transacoes;
const obrigatorio = MSG.geral.campoObrigatorio;

export const TIPOS_TRANSACAO = ['RECEITA', 'DESPESA'] as const;
export type TipoTransacao = (typeof TIPOS_TRANSACAO)[number];
const tipoSchema = z.enum(TIPOS_TRANSACAO, { error: obrigatorio });

const centavos = z
  .number({ error: obrigatorio })
  .int(M.valorInvalido)
  .min(1, M.valorInvalido)
  .max(VALOR_MAXIMO_ORCAMENTO_CENTAVOS, M.valorMaximo);

const receitaCampos = {
  id_orcamento: idSchema,
  vencimento: diaSchema,
  observacao: opcional(2000),
};
const despesaCampos = {
  descricao: z
    .string({ error: obrigatorio })
    .trim()
    .min(1, obrigatorio)
    .max(200, 'Máximo de 200 caracteres.'),
  valor_total: centavos,
  id_categoria: idSchema,
  id_banco: idSchema.nullish().transform((v) => v ?? null),
  vencimento: diaSchema,
  observacao: opcional(2000),
};

export const receitaInputSchema = z.object({ tipo: z.literal('RECEITA'), ...receitaCampos });
export const despesaInputSchema = z.object({ tipo: z.literal('DESPESA'), ...despesaCampos });
export const transacaoInputSchema = z.discriminatedUnion('tipo', [receitaInputSchema, despesaInputSchema], {
  error: obrigatorio,
});
export type TransacaoInput = z.input<typeof transacaoInputSchema>;
export type DadosTransacao = z.output<typeof transacaoInputSchema>;

export const pagamentoInputSchema = z.object({
  id_tipo_pagamento: idSchema,
  valor: centavos,
  data: diaSchema,
  qnt_parcelas: z
    .number({ error: obrigatorio })
    .int(M.parcelasInvalidas)
    .min(1, M.parcelasInvalidas)
    .max(PARCELAS_MAXIMAS, M.parcelasInvalidas),
});
/** The payment lines of one call: 1 to 20 (the form reads its own lines through it too). */
export const pagamentosSchema = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: M.pagamentosObrigatorios })
    .min(1, M.pagamentosObrigatorios)
    .max(20, M.pagamentosDemais);
export const pagamentosInputSchema = z.object({
  id_transacao: idSchema,
  pagamentos: pagamentosSchema(pagamentoInputSchema),
});
export type DadosPagamento = z.output<typeof pagamentoInputSchema>;

// --- REST: lenient in (DECISIONS.md 20) ------------------------------------------------------

const reais = reaisParaCentavosSchema(M.valorInvalido, M.valorMaximo, VALOR_MAXIMO_ORCAMENTO_CENTAVOS);
const tipoLeniente = lerEnum(TIPOS_TRANSACAO);

/**
 * POST /api/transacoes: the revenue or the expense payload of the spec, chosen by `tipo`; dates
 * 'YYYY-MM-DD' or 'DD/MM/YYYY' (issue 33).
 */
export const transacaoRestInputSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && 'tipo' in v ? { ...v, tipo: tipoLeniente(v.tipo) } : v),
  z.discriminatedUnion(
    'tipo',
    [
      z.object({
        ...receitaCampos,
        tipo: z.literal('RECEITA'),
        id_orcamento: idLeniente,
        vencimento: dataLeniente(diaSchema),
      }),
      z.object({
        ...despesaCampos,
        tipo: z.literal('DESPESA'),
        valor_total: reais,
        id_categoria: idLeniente,
        id_banco: idLeniente.nullish().transform((v) => v ?? null),
        vencimento: dataLeniente(diaSchema),
      }),
    ],
    { error: obrigatorio },
  ),
);

/** POST /api/transacoes/pagamentos/{id}: an array of payment lines, values in reais. */
export const pagamentosRestInputSchema = pagamentosSchema(
  z.object({
    id_tipo_pagamento: idLeniente,
    valor: reais,
    data: dataLeniente(diaSchema),
    qnt_parcelas: numeroLeniente(pagamentoInputSchema.shape.qnt_parcelas),
  }),
);

/** The screen: search by id or patient name, a due-date period and the type. */
export const transacaoListaInputSchema = listaInputSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  tipo: tipoSchema.optional(),
  de: diaSchema.optional(),
  ate: diaSchema.optional(),
});
export type TransacaoListaInput = z.input<typeof transacaoListaInputSchema>;
export const transacaoRestQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: limiteRestSchema().optional(),
  q: z.string().trim().max(100).optional(),
  tipo: z.preprocess(tipoLeniente, tipoSchema).optional(),
  de: diaSchema.optional(),
  ate: diaSchema.optional(),
});

// --- Out ----------------------------------------------------------------------------------------

const nomeado = z.object({ id: z.number().int(), nome: z.string() });

export const pagamentoSchema = z.object({
  id: z.number().int(),
  id_tipo_pagamento: z.number().int(),
  tipo_pagamento: nomeado,
  /** Cents on tRPC, reais on REST. */
  valor: z.number(),
  data: z.string(),
  qnt_parcelas: z.number().int(),
  criado_em: z.string(),
  /** Who registered it. */
  usuario: nomeado.nullable(),
});
export type Pagamento = z.infer<typeof pagamentoSchema>;

export const transacaoSchema = z.object({
  id: z.number().int(),
  tipo: tipoSchema,
  paciente: nomeado.nullable(),
  orcamento: z
    .object({
      id: z.number().int(),
      id_paciente: z.number().int(),
      status: z.string(),
      valor_total: z.number(),
      tratamentos: z.array(
        z.object({
          id: z.number().int(),
          /** The treatment the budget item quotes, as in the budget's answer (issue 33, additive). */
          id_tratamento: z.number().int(),
          nome: z.string(),
          valor_venda: z.number(),
          profissional: nomeado,
        }),
      ),
    })
    .nullable(),
  descricao: z.string().nullable(),
  categoria: nomeado.nullable(),
  banco: nomeado.nullable(),
  vencimento: z.string(),
  observacao: z.string().nullable(),
  criado_em: z.string(),
  /** Cents on tRPC, reais on REST. */
  valor_total: z.number(),
  valor_pago: z.number(),
});
export type Transacao = z.infer<typeof transacaoSchema>;

export const transacaoDetalheSchema = transacaoSchema.extend({ pagamentos: z.array(pagamentoSchema) });
export type TransacaoDetalhe = z.infer<typeof transacaoDetalheSchema>;

const totais = z.object({ total: z.number(), pago: z.number(), pendente: z.number() });
/** The filtered set's sums above the table, per type (cents). */
export const totaisTransacoesSchema = z.object({ receitas: totais, despesas: totais });
export type TotaisTransacoes = z.infer<typeof totaisTransacoesSchema>;

// --- Pickers (DECISIONS.md 21) ---------------------------------------------------------------

export const opcoesOrcamentoInputSchema = z.object({ id_paciente: idSchema });
export const opcaoOrcamentoReceitaSchema = z.object({
  id: z.number().int(),
  valor_total: z.number().int(),
  vencimento: z.string(),
});
export const opcaoNomeadaSchema = nomeado;
export type OpcaoNomeada = z.infer<typeof nomeado>;
export const opcoesTipoPagamentoInputSchema = z.object({ tipo: z.enum(['R', 'D']) });
export const opcaoTipoPagamentoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  taxa: z.coerce.number(),
});
