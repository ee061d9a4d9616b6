import { centavosParaReais, reaisParaCentavos, validarCnpj, validarEmail } from '@clinica/domain';
import { z } from 'zod';
import { digitos as digitosDe, enderecoOpcional, enderecoSaida, opcional } from './campos';
import { reaisLeniente } from './leniente';

const digitos = (min: number, max: number, mensagem: string) => digitosDe(mensagem, { min, max });
const hora = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'Horário inválido (use HH:MM).');

/** A clinic's unit (location). Only fantasy name and CNPJ are required (spec 03 §5). */
export const unidadeInputSchema = z.object({
  nome_fantasia: z
    .string({ error: 'Nome fantasia é obrigatório' })
    .trim()
    .min(1, 'Nome fantasia é obrigatório')
    .max(150),
  cnpj: z
    .string({ error: 'CNPJ é obrigatório' })
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length > 0, 'CNPJ é obrigatório')
    .refine(validarCnpj, 'CNPJ inválido'),
  razao_social: opcional(),
  responsavel: opcional(),
  horario_inicio: hora,
  horario_fim: hora,
  taxa_marketing: z
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .nullish()
    .transform((v) => v ?? null),
  email: opcional(254).refine((v) => v === null || validarEmail(v), 'E-mail inválido'),
  telefone: digitos(10, 10, 'Telefone inválido'),
  celular: digitos(11, 11, 'Celular inválido'),
  ...enderecoOpcional({ cepInvalido: 'CEP inválido', estadoInvalido: 'Estado inválido' }),
});
export type UnidadeInput = z.input<typeof unidadeInputSchema>;

export const unidadeSchema = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  cnpj: z.string(),
  razao_social: z.string().nullable(),
  responsavel: z.string().nullable(),
  horario_inicio: z.string().nullable(),
  horario_fim: z.string().nullable(),
  taxa_marketing: z.number().int().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  celular: z.string().nullable(),
  ...enderecoSaida,
  criado_em: z.string(),
});
export type Unidade = z.infer<typeof unidadeSchema>;

/**
 * REST /api/unidades: `taxa_marketing` in reais like every other amount at the edge (DECISIONS 6;
 * 150.5, "150,50", "R$ 1.234,56"); cents inside and on tRPC.
 */
export const unidadeRestInputSchema = unidadeInputSchema.extend({
  taxa_marketing: reaisLeniente(
    z
      .number()
      .min(0)
      .max(centavosParaReais(100_000_000))
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : reaisParaCentavos(v))),
  ),
});
export const unidadeRestSchema = unidadeSchema.extend({ taxa_marketing: z.number().nullable() });
export type UnidadeRest = z.infer<typeof unidadeRestSchema>;
export const unidadeParaRest = (u: Unidade): UnidadeRest => ({
  ...u,
  taxa_marketing: u.taxa_marketing === null ? null : centavosParaReais(u.taxa_marketing),
});
