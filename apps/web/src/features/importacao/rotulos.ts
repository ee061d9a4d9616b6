import type { CampoImportacao, StatusImportacao, TipoImportacao } from '@clinica/domain';
import type { BadgeTone } from '@clinica/ui/badge';

/** The fields as the mapping shows them. */
const ROTULOS_CAMPOS: Record<CampoImportacao, string> = {
  nome: 'Nome',
  celular: 'Celular',
  nascimento: 'Data de nascimento',
  cpf: 'CPF',
  email: 'E-mail',
  sexo: 'Sexo',
  rg: 'RG',
  cep: 'CEP',
  endereco: 'Endereço',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  estado: 'Estado',
  observacao: 'Observação',
  data: 'Data',
  hora_inicio: 'Hora de início',
  hora_fim: 'Hora de fim',
  duracao: 'Duração (minutos)',
  profissional: 'Profissional (nome ou e-mail)',
  tratamento: 'Tratamento',
  status: 'Status',
};

/** A field's label; in an appointments' import the name is the patient's. */
export const rotuloCampo = (campo: CampoImportacao, tipo: TipoImportacao) =>
  tipo === 'agendas' && campo === 'nome' ? 'Paciente' : ROTULOS_CAMPOS[campo];

/** 'pacientes' / 'agendamentos', for the counts and buttons. */
export const NOME_TIPO: Record<TipoImportacao, string> = { pacientes: 'pacientes', agendas: 'agendamentos' };

export const STATUS: Record<StatusImportacao, { rotulo: string; tom: BadgeTone }> = {
  previa: { rotulo: 'Prévia', tom: 'blue' },
  importando: { rotulo: 'Importando', tom: 'yellow' },
  concluida: { rotulo: 'Concluída', tom: 'green' },
  falhou: { rotulo: 'Falhou', tom: 'red' },
  desfeita: { rotulo: 'Desfeita', tom: 'gray' },
};

export const caminhoImportacao = (id: number) => `/conta/importar/${id}`;
