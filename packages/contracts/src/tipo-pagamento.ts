import { ehTaxaValida, parseTaxa } from '@clinica/domain';
import { z } from 'zod';
import { MSG } from './mensagens';

/** Payment types (spec 03 §3): R = Receita, D = Despesa; taxa is a percentage 0..100. */
const M = MSG.tiposPagamento;

export const TIPOS_PAGAMENTO = { R: 'Receita', D: 'Despesa' } as const;

/** A number, or a text with a decimal comma ('2,5') as the old client's field allowed. */
const taxaSchema = z.union([z.number(), z.string()], { error: M.taxaObrigatoria }).transform((v, ctx) => {
  if (typeof v === 'string' && v.trim() === '') {
    ctx.addIssue({ code: 'custom', message: M.taxaObrigatoria });
    return z.NEVER;
  }
  const taxa = typeof v === 'string' ? parseTaxa(v) : ehTaxaValida(v) ? v : null;
  if (taxa === null) {
    ctx.addIssue({ code: 'custom', message: M.taxaInvalida });
    return z.NEVER;
  }
  return taxa;
});

export const tipoPagamentoInputSchema = z.object({
  nome: z
    .string({ error: M.nomeObrigatorio })
    .trim()
    .min(1, M.nomeObrigatorio)
    .max(120, 'Máximo de 120 caracteres.'),
  tipo: z.enum(['R', 'D'], { error: M.tipoObrigatorio }),
  taxa: taxaSchema,
});
export type TipoPagamentoDados = z.output<typeof tipoPagamentoInputSchema>;

export const tipoPagamentoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(['R', 'D']),
  taxa: z.number(),
  criado_em: z.string(),
});
export type TipoPagamento = z.infer<typeof tipoPagamentoSchema>;
