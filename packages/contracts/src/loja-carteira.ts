import { centavosParaReais, STATUS_SAQUE } from '@clinica/domain';
import { z } from 'zod';
import { reaisLeniente } from './leniente';
import { MSG_LOJA_CARTEIRA } from './mensagens-loja-carteira';

const M = MSG_LOJA_CARTEIRA.carteira;
/** R$ 10 million: far above any store's balance, below integer trouble. */
const VALOR_MAXIMO_CENTAVOS = 1_000_000_000;

/**
 * The wallet as the spec names it (spec 03 §3 "Wallet response"). Inside and on tRPC amounts are
 * integer cents; the REST edge writes reais (DECISIONS.md 6).
 */
export const pedidoCarteiraSchema = z.object({
  id: z.number().int(),
  /** The spec's order code: fixed prefix + id padded to 6 digits. */
  codigo: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  transactionFee: z.number(),
  invoiceFee: z.number(),
  costPrice: z.number(),
});
export type PedidoCarteira = z.infer<typeof pedidoCarteiraSchema>;

export const movimentoCarteiraSchema = z.object({
  id: z.number().int(),
  /** 'C' credit; anything else (here always 'D') a debit. */
  type: z.enum(['C', 'D']),
  amount: z.number(),
  description: z.string(),
  createdAt: z.string(),
  /** When a credit becomes part of the balance (until then it counts in toRelease). */
  availableAt: z.string(),
  order: pedidoCarteiraSchema.nullable(),
});
export type MovimentoCarteira = z.infer<typeof movimentoCarteiraSchema>;

export const saqueDaLojaSchema = z.object({
  id: z.number().int(),
  status: z.enum(STATUS_SAQUE),
  amount: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SaqueDaLoja = z.infer<typeof saqueDaLojaSchema>;

/** tRPC loja.carteira.resumo: the two cards and the pending request, if any. */
export const resumoCarteiraSchema = z.object({
  id_loja: z.number().int(),
  balance: z.number(),
  toRelease: z.number(),
  pendente: saqueDaLojaSchema.nullable(),
});
export type ResumoCarteira = z.infer<typeof resumoCarteiraSchema>;

/** tRPC: a value in cents. */
export const saqueInputSchema = z.object({
  value: z
    .number({
      error: (i) => (i.input === undefined || i.input === null ? M.valorObrigatorio : M.valorInvalido),
    })
    .int(M.valorInvalido)
    .positive(M.valorInvalido)
    .max(VALOR_MAXIMO_CENTAVOS, M.valorInvalido),
});

/** REST POST /wallet/withdraw {value}: reais, '.' as decimal separator (spec 03 §5), → cents. */
export const saqueRestInputSchema = z.object({
  value: reaisLeniente(
    z
      .number({
        error: (i) => (i.input === undefined || i.input === null ? M.valorObrigatorio : M.valorInvalido),
      })
      .positive(M.valorInvalido)
      .transform((r) => Math.round(Number((r * 100).toPrecision(15))))
      .refine((c) => c <= VALOR_MAXIMO_CENTAVOS, M.valorInvalido),
  ),
});

export const decisaoSaqueSchema = z.object({
  status: z.enum(['approved', 'refused'], { error: MSG_LOJA_CARTEIRA.saques.statusInvalido }),
});
export type DecisaoSaque = z.infer<typeof decisaoSaqueSchema>;

/** The operator's list row, with the spec's field names (spec 03 §3 "Admin withdrawal"). */
export const saqueAdminSchema = z.object({
  id_withdraw_request: z.number().int(),
  token: z.string(),
  Cliente: z.string().nullable(),
  Loja: z.string(),
  Valor_Solicitado: z.number(),
  status: z.enum(STATUS_SAQUE),
  Saldo_Carteira: z.number(),
  PIX_CPF: z.string().nullable(),
  id_loja: z.number().int(),
  criado_em: z.string(),
  decidido_em: z.string().nullable(),
});
export type SaqueAdmin = z.infer<typeof saqueAdminSchema>;

export const saquesAdminInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  status: z.enum(STATUS_SAQUE).optional(),
});

/** The REST GET /wallet answer (reais) and its conversion from the tRPC shapes (cents). */
export const carteiraRestSchema = z.object({
  balance: z.number(),
  toRelease: z.number(),
  history: z.array(movimentoCarteiraSchema),
  withdrawRequests: z.array(saqueDaLojaSchema),
});

const r = centavosParaReais;
export const pedidoCarteiraParaRest = (p: PedidoCarteira): PedidoCarteira => ({
  ...p,
  subtotal: r(p.subtotal),
  shipping: r(p.shipping),
  total: r(p.total),
  transactionFee: r(p.transactionFee),
  invoiceFee: r(p.invoiceFee),
  costPrice: r(p.costPrice),
});
export const movimentoParaRest = (m: MovimentoCarteira): MovimentoCarteira => ({
  ...m,
  amount: r(m.amount),
  order: m.order ? pedidoCarteiraParaRest(m.order) : null,
});
export const saqueDaLojaParaRest = (s: SaqueDaLoja): SaqueDaLoja => ({ ...s, amount: r(s.amount) });
export const saqueAdminParaRest = (s: SaqueAdmin): SaqueAdmin => ({
  ...s,
  Valor_Solicitado: r(s.Valor_Solicitado),
  Saldo_Carteira: r(s.Saldo_Carteira),
});
