import { z } from 'zod';

export const MENSAGEM_TERMO_OBRIGATORIOS = 'Preencha os campos obrigatórios.';

/**
 * A template's kind (issue 19): 'uso_imagem' is the image-use consent ('Uso de imagem para
 * divulgação', CFM 2.336/2023); a patient who signed a document of that kind allows their photos
 * to be used beyond the clinic's own records.
 */
export const TIPOS_TERMO = ['geral', 'uso_imagem'] as const;
export type TipoTermo = (typeof TIPOS_TERMO)[number];
export const ROTULO_TIPO_TERMO: Record<TipoTermo, string> = {
  geral: 'Geral',
  uso_imagem: 'Uso de imagem para divulgação',
};

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
  /** Absent: 'geral' on create, unchanged on update (old clients never send it). */
  tipo: z.enum(TIPOS_TERMO, { error: 'Tipo de termo inválido.' }).optional(),
});
export type TermoInput = z.infer<typeof termoInputSchema>;

export const termoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  corpo: z.string(),
  /** Plain-text preview: markup stripped, 50 characters plus '...'. */
  previa: z.string(),
  criado_em: z.string(),
  tipo: z.enum(TIPOS_TERMO),
});
export type Termo = z.infer<typeof termoSchema>;

/** The document dialog's template picker (DECISIONS 21): id and title; the body comes on choice. */
export const opcaoTermoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  tipo: z.enum(TIPOS_TERMO),
});
export type OpcaoTermo = z.infer<typeof opcaoTermoSchema>;
/** The chosen template's title and body, to start the patient's document from. */
export const termoModeloSchema = opcaoTermoSchema.extend({ corpo: z.string() });
export type TermoModelo = z.infer<typeof termoModeloSchema>;
