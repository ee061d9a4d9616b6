import { z } from 'zod';
import { TIPOS_CONTA } from './auth';

/** The account (conta) as the API answers it. The logo is a URL, never inline bytes (DECISIONS.md 8). */
export const contaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(TIPOS_CONTA),
  documento: z.string().nullable(),
  cep: z.string().nullable(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  imagem_perfil: z.string().nullable(),
  plano: z.string().nullable(),
  codigo_checkout: z.string().nullable(),
  codigo_cliente: z.string().nullable(),
  status: z.string().nullable(),
  cupom: z.boolean(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Conta = z.infer<typeof contaSchema>;
