import { z } from 'zod';
import { contaSchema } from './conta';

export const STATUS_ASSINATURA = ['trialing', 'active', 'past_due', 'canceled'] as const;

/** The provider-shaped subscription the spec's client reads (times in Unix seconds). */
export const subscriptionSchema = z.object({
  status: z.enum(STATUS_ASSINATURA),
  current_period_start: z.number().int().nullable(),
  current_period_end: z.number().int().nullable(),
  items: z.object({ data: z.array(z.object({ price: z.object({ id: z.string().nullable() }) })) }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const assinaturaOutputSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  conta: contaSchema,
});
export type AssinaturaOutput = z.infer<typeof assinaturaOutputSchema>;
