import { z } from 'zod';

export const MENSAGEM_TERMO_OBRIGATORIOS = 'Preencha os campos obrigatórios.';

/** A term or contract template: its title and the rich-text body as HTML. */
export const termoInputSchema = z.object({
  titulo: z
    .string({ error: MENSAGEM_TERMO_OBRIGATORIOS })
    .trim()
    .min(1, MENSAGEM_TERMO_OBRIGATORIOS)
    .max(200, 'Máximo de 200 caracteres.'),
  // Bounded so one template can't fill the database; sanitized by the server before saving.
  corpo: z
    .string({ error: MENSAGEM_TERMO_OBRIGATORIOS })
    .min(1, MENSAGEM_TERMO_OBRIGATORIOS)
    .max(500_000, 'O texto do termo é grande demais.'),
});
export type TermoInput = z.infer<typeof termoInputSchema>;

export const termoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  corpo: z.string(),
  /** Plain-text preview: markup stripped, 50 characters plus '...'. */
  previa: z.string(),
  criado_em: z.string(),
});
export type Termo = z.infer<typeof termoSchema>;

/** The document dialog's template picker (DECISIONS 21): id and title; the body comes on choice. */
export const opcaoTermoSchema = z.object({ id: z.number().int(), titulo: z.string() });
export type OpcaoTermo = z.infer<typeof opcaoTermoSchema>;
/** The chosen template's title and body, to start the patient's document from. */
export const termoModeloSchema = opcaoTermoSchema.extend({ corpo: z.string() });
export type TermoModelo = z.infer<typeof termoModeloSchema>;
