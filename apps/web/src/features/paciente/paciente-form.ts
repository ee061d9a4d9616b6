import {
  aceitaMarketingSchema,
  campoOpcao,
  celularesDoDdi,
  type Paciente,
  pacienteCamposSchema,
} from '@clinica/contracts';
import { formatarCep, formatarCpf, formatarDataBr, formatarTelefone, SEXOS } from '@clinica/domain';
import type { z } from 'zod';

/**
 * The contract's patient with the sex as the select holds it (text, '' until chosen): same
 * rules and messages as the server, every field as typed (masks included).
 */
export const pacienteFormSchema = pacienteCamposSchema
  .extend({ sexo: campoOpcao(pacienteCamposSchema.shape.sexo), ...aceitaMarketingSchema.shape })
  .superRefine(celularesDoDdi);
export type PacienteForm = z.input<typeof pacienteFormSchema>;
export type PacienteSaida = z.output<typeof pacienteFormSchema>;

export const OPCOES_DDI = [
  { value: '55', label: '+55 Brasil' },
  { value: '1', label: '+1 Estados Unidos' },
];
export const OPCOES_SEXO = SEXOS.map((s) => ({ value: s, label: s }));

export function valoresIniciais(p: Paciente | null): PacienteForm {
  const ddi = p?.ddi ?? '55';
  return {
    nome: p?.nome ?? '',
    ddi,
    celular: p ? formatarTelefone(p.celular, ddi) : '',
    sexo: p?.sexo ?? '',
    nascimento: p?.nascimento ? formatarDataBr(p.nascimento) : '',
    cpf: p?.cpf ? formatarCpf(p.cpf) : '',
    rg: p?.rg ?? '',
    email: p?.email ?? '',
    observacao: p?.observacao ?? '',
    responsavel_nome: p?.responsavel_nome ?? '',
    responsavel_celular: p?.responsavel_celular ? formatarTelefone(p.responsavel_celular, ddi) : '',
    responsavel_cpf: p?.responsavel_cpf ? formatarCpf(p.responsavel_cpf) : '',
    responsavel_nascimento: p?.responsavel_nascimento ? formatarDataBr(p.responsavel_nascimento) : '',
    cep: p?.cep ? formatarCep(p.cep) : '',
    endereco: p?.endereco ?? '',
    numero: p?.numero ?? '',
    complemento: p?.complemento ?? '',
    bairro: p?.bairro ?? '',
    cidade: p?.cidade ?? '',
    estado: p?.estado ?? '',
    // Unticked: only the patient's yes counts (issue 35); the new-patient form alone shows it.
    aceita_marketing: false,
  };
}
