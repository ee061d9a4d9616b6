import { type Paciente, type PacienteDados, pacienteInputSchema } from '@clinica/contracts';
import { type Ddi, formatarCep, formatarCpf, formatarDataBr, formatarTelefone, SEXOS } from '@clinica/domain';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';

/** What the form holds: every field as typed (masks included); the contract turns it into data. */
export type PacienteForm = {
  nome: string;
  ddi: Ddi;
  celular: string;
  sexo: string;
  nascimento: string;
  cpf: string;
  rg: string;
  email: string;
  observacao: string;
  responsavel_nome: string;
  responsavel_celular: string;
  responsavel_cpf: string;
  responsavel_nascimento: string;
  cep: string;
  endereco: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
};

/** The shared contract validates the form: same rules and messages as the server. */
export const resolverPaciente = zodResolver(pacienteInputSchema) as unknown as Resolver<
  PacienteForm,
  unknown,
  PacienteDados
>;

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
    nascimento: p ? formatarDataBr(p.nascimento) : '',
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
  };
}
