import { centavosParaReais, dataValida, LIMITE_RELATORIO } from '@clinica/domain';
import { z } from 'zod';
import { dataLeniente } from './leniente';
import { limiteRestSchema } from './lista';
import { MSG_LOJA_CARTEIRA } from './mensagens-loja-carteira';

const M = MSG_LOJA_CARTEIRA.relatorios;

/** A report date 'YYYY-MM-DD' (the old client's path segments); 'DD/MM/YYYY' is read too. */
const dataRelatorio = dataLeniente(z.string({ error: M.dataInvalida }).refine(dataValida, M.dataInvalida));

/** Both ends included; absent on tRPC means the current month (spec 03: the default range). */
export const periodoRelatorioSchema = z
  .object({ start: dataRelatorio, end: dataRelatorio })
  .refine((p) => p.end >= p.start, { message: M.fimAntesDoInicio, path: ['end'] });

export const relatorioInputSchema = z.object({
  start: dataRelatorio.optional(),
  end: dataRelatorio.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});

/** REST: `?page=&limit=` for one page; without them the whole range (≤ 100,000 rows); `?formato=csv` for the file. */
export const relatorioRestQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: limiteRestSchema().optional(),
  formato: z.enum(['json', 'csv']).optional(),
  format: z.enum(['json', 'csv']).optional(),
});

/** Spec 03 §3 "Order report row", field for field; amounts in cents here, reais on REST. */
export const linhaPedidoRelatorioSchema = z.object({
  id: z.number().int(),
  Codigo_Pedido: z.string(),
  Comprador: z.string(),
  Comprador_Telefone: z.string().nullable(),
  Loja: z.string(),
  Subtotal: z.number(),
  Frete: z.number(),
  Total: z.number(),
  Preco_Custo: z.number(),
  Taxa_Transacao: z.number(),
  Comissao_Franqueado: z.number(),
  Comissao_Sistema: z.number(),
  Data_Pedido: z.string(),
  Comissao_Repassada: z.boolean(),
  link: z.string().nullable(),
});
export type LinhaPedidoRelatorio = z.infer<typeof linhaPedidoRelatorioSchema>;

/** Spec 03 §3 "User report row": the store owners and advisors registered in the range. */
export const linhaUsuarioRelatorioSchema = z.object({
  Codigo_Usuario: z.number().int(),
  Nome: z.string(),
  Whatsapp: z.string().nullable(),
  Data_Cadastro: z.string(),
});
export type LinhaUsuarioRelatorio = z.infer<typeof linhaUsuarioRelatorioSchema>;

/** Spec 03 §3 "Payment report row": the stores' plan (subscription) payments. */
export const linhaPagamentoRelatorioSchema = z.object({
  codigo_pagamento: z.number().int(),
  usuario: z.string(),
  email: z.string(),
  whatsapp: z.string().nullable(),
  value: z.number(),
  pago_com: z.enum(['cartao', 'pix', 'boleto']),
  plano: z.string(),
  comissao_sistema: z.number(),
  data: z.string(),
  Loja: z.string(),
});
export type LinhaPagamentoRelatorio = z.infer<typeof linhaPagamentoRelatorioSchema>;

/** A page of a report; `total` is the range's count, at most LIMITE_RELATORIO. */
export const paginaRelatorioSchema = <T extends z.ZodType>(linha: T) =>
  z.object({ itens: z.array(linha), total: z.number().int(), limite: z.literal(LIMITE_RELATORIO) });

const r = centavosParaReais;
export const pedidoRelatorioParaRest = (l: LinhaPedidoRelatorio): LinhaPedidoRelatorio => ({
  ...l,
  Subtotal: r(l.Subtotal),
  Frete: r(l.Frete),
  Total: r(l.Total),
  Preco_Custo: r(l.Preco_Custo),
  Taxa_Transacao: r(l.Taxa_Transacao),
  Comissao_Franqueado: r(l.Comissao_Franqueado),
  Comissao_Sistema: r(l.Comissao_Sistema),
});
export const pagamentoRelatorioParaRest = (l: LinhaPagamentoRelatorio): LinhaPagamentoRelatorio => ({
  ...l,
  value: r(l.value),
  comissao_sistema: r(l.comissao_sistema),
});
