import type { CampoImportacaoPaciente, StatusImportacao } from '@clinica/domain';
import type { BadgeTone } from '@clinica/ui/badge';

/** The patient fields as the mapping shows them, in the form's order. */
export const ROTULOS_CAMPOS: Record<CampoImportacaoPaciente, string> = {
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
};

export const STATUS: Record<StatusImportacao, { rotulo: string; tom: BadgeTone }> = {
  previa: { rotulo: 'Prévia', tom: 'blue' },
  importando: { rotulo: 'Importando', tom: 'yellow' },
  concluida: { rotulo: 'Concluída', tom: 'green' },
  falhou: { rotulo: 'Falhou', tom: 'red' },
  desfeita: { rotulo: 'Desfeita', tom: 'gray' },
};

export const caminhoImportacao = (id: number) => `/conta/importar/${id}`;
