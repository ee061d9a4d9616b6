import { criarPaciente } from '../modules/paciente/paciente.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';

const BASE = {
  ddi: '55' as const,
  rg: null,
  observacao: null,
  responsavel_nome: null,
  responsavel_celular: null,
  responsavel_cpf: null,
  responsavel_nascimento: null,
  numero: null,
  complemento: null,
};

const PAULISTA = {
  cep: '01310100',
  endereco: 'Avenida Paulista',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
};

const SEM_ENDERECO = { cep: null, endereco: null, bairro: null, cidade: null, estado: null };

type Sexo = 'Masculino' | 'Feminino';
const p = (nome: string, celular: string, sexo: Sexo, nascimento: string, email: string | null = null) => ({
  nome,
  celular,
  sexo,
  nascimento,
  cpf: null,
  email,
});

/** The patients the agenda and the budgets are spread over (the first five as before issue 40). */
const PACIENTES = [
  {
    ...PAULISTA,
    nome: 'João da Silva Conceição',
    celular: '11987651234',
    sexo: 'Masculino' as const,
    nascimento: '1985-03-15',
    cpf: '52998224725',
    email: 'joao.conceicao@exemplo.com.br',
  },
  {
    ...PAULISTA,
    nome: 'Márcia Ávila Gonçalves',
    celular: '21998765432',
    sexo: 'Feminino' as const,
    nascimento: '1992-11-02',
    cpf: '11144477735',
    email: 'marcia.avila@exemplo.com.br',
  },
  {
    ...PAULISTA,
    nome: 'Sebastião Araújo',
    celular: '31991234567',
    sexo: 'Masculino' as const,
    nascimento: '1958-07-21',
    cpf: null,
    email: null,
  },
  {
    ...PAULISTA,
    nome: 'Letícia Magalhães',
    celular: '41996543210',
    sexo: 'Feminino' as const,
    nascimento: '2001-01-30',
    cpf: '39053344705',
    email: 'leticia.m@exemplo.com.br',
  },
  {
    ...PAULISTA,
    nome: 'Heitor Magalhães',
    celular: '41996543210',
    sexo: 'Masculino' as const,
    nascimento: '2016-05-09',
    cpf: null,
    email: null,
    responsavel_nome: 'Letícia Magalhães',
    responsavel_celular: '41996543210',
    responsavel_cpf: '39053344705',
    responsavel_nascimento: '2001-01-30',
  },
  {
    ...SEM_ENDERECO,
    ...p('Beatriz Nogueira Lima', '11976543218', 'Feminino', '1979-09-12', 'bia.nogueira@exemplo.com.br'),
  },
];

/** The demo's patients, saved through the same service as the screens; their ids in order. */
export async function semearPacientesDemo(deps: Deps, ator: Ator): Promise<number[]> {
  const ids: number[] = [];
  for (const paciente of PACIENTES) ids.push((await criarPaciente(deps, ator, { ...BASE, ...paciente })).id);
  return ids;
}
