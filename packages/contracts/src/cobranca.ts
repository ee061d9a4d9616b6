import { CHAVES_PLANO } from '@clinica/domain';
import { z } from 'zod';
import { contaSchema } from './conta';
import { MSG } from './mensagens';

/** One plan of the catalogue as GET /planos answers it: `codigo` is the provider's price id. */
export const planoApiSchema = z.object({
  chave: z.enum(CHAVES_PLANO),
  codigo: z.string(),
  nome: z.string(),
  titulo: z.string(),
  valor: z.number(),
  centavos: z.number().int(),
  periodo: z.enum(['mes', 'semestre']),
  descricao: z.string(),
  selo: z.string().nullable(),
  botao: z.string(),
  recursos: z.array(z.string()),
  destaques: z.array(z.string()),
});
export type PlanoApi = z.infer<typeof planoApiSchema>;

export const planosOutputSchema = z.object({
  planos: z.array(planoApiSchema),
  /** 'stripe' or 'demo' (the local checkout page, clearly labelled). */
  modo: z.enum(['stripe', 'demo']),
});
export type PlanosOutput = z.infer<typeof planosOutputSchema>;

/** POST /assinar: the plan's price id and its name, as the spec's client sends them. */
export const assinarInputSchema = z.object({
  codigo: z
    .string({ error: MSG.planos.selecionePlano })
    .trim()
    .min(1, MSG.planos.selecionePlano)
    .max(200, MSG.planos.planoInvalido),
  plano: z.string().trim().max(100).optional(),
});
export type AssinarInput = z.input<typeof assinarInputSchema>;

export const urlOutputSchema = z.object({ url: z.string() });

export const checkoutDemoParamSchema = z.object({ id: z.string().trim().min(10).max(100) });

export const checkoutDemoSchema = z.object({
  id: z.string(),
  plano: z.string(),
  centavos: z.number().int(),
  periodo: z.enum(['mes', 'semestre']),
  conta: z.string(),
  concluido: z.boolean(),
});
export type CheckoutDemo = z.infer<typeof checkoutDemoSchema>;

export const mensagemOutputSchema = z.object({ message: z.string() });

// The subscription's state as the spec's client reads it.
export const STATUS_COBRANCA = ['trialing', 'active', 'past_due', 'canceled'] as const;

/** The provider-shaped subscription the spec's client reads (times in Unix seconds). */
export const subscriptionSchema = z.object({
  status: z.enum(STATUS_COBRANCA),
  current_period_start: z.number().int().nullable(),
  current_period_end: z.number().int().nullable(),
  items: z.object({ data: z.array(z.object({ price: z.object({ id: z.string().nullable() }) })) }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const situacaoCobrancaSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  conta: contaSchema,
});
export type SituacaoCobranca = z.infer<typeof situacaoCobrancaSchema>;
