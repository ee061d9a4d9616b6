import {
  CODIGO_CUPOM_MAXIMO,
  CODIGO_CUPOM_MINIMO,
  codigoCupomBemFormado,
  descontoValido,
  normalizarCodigoCupom,
  TIPOS_CUPOM,
  type TipoCupom,
} from '@clinica/domain';
import { z } from 'zod';
import { diaLeniente, idSchema, reaisLeniente } from './leniente';
import { MSG } from './mensagens';

const M = MSG.cupons;

/** The code as typed: trimmed and upper-cased before the rules (spec 03 §8). */
export const codigoCupomSchema = z
  .string({ error: M.codigoObrigatorio })
  .transform(normalizarCodigoCupom)
  .refine((v) => v.length > 0, M.codigoObrigatorio)
  .refine((v) => v.length >= CODIGO_CUPOM_MINIMO, M.codigoCurto)
  .refine((v) => v.length <= CODIGO_CUPOM_MAXIMO, `Máximo de ${CODIGO_CUPOM_MAXIMO} caracteres.`)
  .refine(codigoCupomBemFormado, M.codigoInvalido);

const validade = z.iso.date({ error: M.validadeObrigatoria });
const quantidade = z
  .number({ error: M.quantidadeObrigatoria })
  .int(M.quantidadeObrigatoria)
  .min(1, M.quantidadeObrigatoria)
  .max(1_000_000);
const tipo = z.enum(TIPOS_CUPOM, { error: M.tipoObrigatorio });

/**
 * The domain's rule for a discount (a percentage never passes 100%; in hundredths, 10000 = 100%).
 * An amount that isn't a positive integer is already refused by its own checks, with their
 * message: this one speaks only for what the rule adds.
 */
export const descontoNoLimite = (c: { tipo: TipoCupom; desconto: number }) =>
  !Number.isInteger(c.desconto) || c.desconto <= 0 || descontoValido(c.tipo, c.desconto);

/** NEW (tRPC): the discount in hundredths — cents for 'fixed', hundredths of a percent for 'percentage'. */
export const cupomInputSchema = z
  .object({
    codigo: codigoCupomSchema,
    tipo,
    desconto: z
      .number({ error: M.descontoObrigatorio })
      .int(M.descontoObrigatorio)
      .min(1, M.descontoObrigatorio)
      .max(100_000_000),
    quantidade,
    validade,
  })
  .refine(descontoNoLimite, { message: M.descontoPercentualMaximo, path: ['desconto'] });
export type CupomInput = z.input<typeof cupomInputSchema>;

/** EDIT (tRPC): code, discount and type are read-only once created (spec 03 §8). */
export const cupomEdicaoSchema = z.object({ id: idSchema, quantidade, validade });
export type CupomEdicao = z.input<typeof cupomEdicaoSchema>;

/** The live 'Cupom já cadastrado' check of the dialog; `id` = the coupon being edited (its own code is fine). */
export const cupomCodigoLivreInputSchema = z.object({ codigo: z.string().max(200), id: idSchema.optional() });

export const cupomSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  tipo: z.enum(TIPOS_CUPOM),
  desconto: z.number().int(),
  quantidade: z.number().int(),
  quantidade_usada: z.number().int(),
  validade: z.string(),
});
export type Cupom = z.infer<typeof cupomSchema>;

export const cupomListaInputSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(100).default(''),
});

// --- REST /api/loja/coupons: the spec's names; the discount in reais or percent (DECISIONS 6) ---

/** 15 → 1500 hundredths; '12,5' and 'R$ 15,00' are read too. */
const descontoRest = reaisLeniente(
  z
    .number({ error: M.descontoObrigatorio })
    .positive(M.descontoObrigatorio)
    .max(1_000_000)
    .transform((v) => Math.round(Number((v * 100).toPrecision(15)))),
);

/** POST /coupons {code, discount, type, quantity, valid_until}. */
export const cupomRestInputSchema = z.object({
  code: codigoCupomSchema,
  discount: descontoRest,
  type: tipo,
  quantity: quantidade,
  valid_until: diaLeniente(validade).refine((v) => v !== null, M.validadeObrigatoria),
});

/** PUT /coupons/{id}: the same body; code, discount and type may come along but must not change. */
export const cupomRestEdicaoSchema = z.object({
  code: codigoCupomSchema.optional(),
  discount: descontoRest.optional(),
  type: tipo.optional(),
  quantity: quantidade,
  valid_until: diaLeniente(validade).refine((v) => v !== null, M.validadeObrigatoria),
});

/** The spec's Coupon entity (spec 03 §3): id, code, discount, type, quantity, quantityUsed, validUntil. */
export const cupomRestSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount: z.number(),
  type: z.enum(TIPOS_CUPOM),
  quantity: z.number().int(),
  quantityUsed: z.number().int(),
  validUntil: z.string(),
});
export type CupomRest = z.infer<typeof cupomRestSchema>;

export const cupomParaRest = (c: Cupom): CupomRest => ({
  id: c.id,
  code: c.codigo,
  discount: c.desconto / 100,
  type: c.tipo,
  quantity: c.quantidade,
  quantityUsed: c.quantidade_usada,
  validUntil: c.validade,
});
