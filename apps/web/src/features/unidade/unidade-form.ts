import type { Unidade, UnidadeInput, unidadeInputSchema } from '@clinica/contracts';
import { formatarCep, formatarCnpj } from '@clinica/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type UnidadeForm = UnidadeInput;
export type UnidadeDados = z.output<typeof unidadeInputSchema>;
export type FormUnidade = UseFormReturn<UnidadeForm, unknown, UnidadeDados>;

/** A stored phone as its mask shows it: landline (##) ####-####, mobile (##) #####-####. */
export function formatarFone(digitos: string | null): string {
  if (!digitos) return '';
  const m = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digitos);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digitos;
}

export const valoresIniciais = (u: Unidade | null): UnidadeForm => ({
  nome_fantasia: u?.nome_fantasia ?? '',
  cnpj: u ? formatarCnpj(u.cnpj) : '',
  razao_social: u?.razao_social ?? '',
  responsavel: u?.responsavel ?? '',
  horario_inicio: u?.horario_inicio ?? '',
  horario_fim: u?.horario_fim ?? '',
  taxa_marketing: u?.taxa_marketing ?? null,
  email: u?.email ?? '',
  telefone: formatarFone(u?.telefone ?? null),
  celular: formatarFone(u?.celular ?? null),
  cep: u?.cep ? formatarCep(u.cep) : '',
  endereco: u?.endereco ?? '',
  numero: u?.numero ?? '',
  complemento: u?.complemento ?? '',
  bairro: u?.bairro ?? '',
  cidade: u?.cidade ?? '',
  estado: u?.estado ?? '',
});
