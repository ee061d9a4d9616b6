/**
 * The agenda seed's data (seed-agenda.ts): professionals, treatments, patient names and the
 * deterministic generator, kept apart from the seeding itself.
 */
import { DDDS_VALIDOS } from '@clinica/domain';

export const PROFISSIONAIS = [
  'Dra. Ana Paula Ferreira',
  'Dr. Ricardo Almeida Santos',
  'Dra. Camila Rodrigues Lima',
  'Dr. Felipe Costa Oliveira',
  'Dra. Juliana Martins Souza',
  'Dr. Gustavo Pereira Gomes',
  'Dra. Fernanda Ribeiro Carvalho',
  'Dr. Thiago Nascimento Alves',
  'Dra. Mariana Barbosa Rocha',
  'Dr. Rafael Mendes Araújo',
  'Dra. Letícia Cardoso Pinheiro',
  'Dr. Bruno Teixeira Machado',
  'Dra. Beatriz Guimarães Freitas',
  'Dr. Leandro Moreira Dias',
  'Dra. Patrícia Sampaio Nunes',
  'Dr. Vinícius Figueiredo Ramos',
  'Dra. Larissa Siqueira Marques',
  'Dr. Marcelo Andrade Vieira',
  'Dra. Débora Gonçalves Brandão',
  'Dr. Otávio Magalhães Falcão',
] as const;

/** [nome, preço de venda, preço de custo (centavos), duração em minutos]. */
export const TRATAMENTOS: [string, number, number, 30 | 45 | 60][] = [
  ['Consulta de avaliação', 15000, 2000, 30],
  ['Limpeza (profilaxia)', 25000, 4000, 45],
  ['Restauração em resina', 32000, 9000, 60],
  ['Clareamento (sessão)', 45000, 12000, 60],
  ['Aplicação de flúor', 9000, 1500, 30],
  ['Manutenção de aparelho', 18000, 3000, 30],
  ['Tratamento de canal (sessão)', 80000, 20000, 60],
  ['Extração simples', 30000, 6000, 45],
  ['Raspagem periodontal', 28000, 5000, 45],
  ['Retorno', 0, 0, 30],
];

const NOMES_F = [
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Camila',
  'Bruna',
  'Letícia',
  'Júlia',
  'Luciana',
  'Gabriela',
  'Beatriz',
  'Cláudia',
  'Conceição',
  'Helena',
];
const NOMES_M = [
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Eduardo',
  'Raimundo',
  'Sebastião',
  'André',
  'Fábio',
  'Otávio',
  'Heitor',
];
const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Nascimento',
  'Araújo',
  'Conceição',
  'Magalhães',
  'Guimarães',
  'Simões',
  'Sampaio',
  'Figueiredo',
  'Siqueira',
  'Pinheiro',
];
export const OBSERVACOES = [
  'Primeira consulta',
  'Paciente prefere horário da manhã',
  'Trazer exames anteriores',
  'Retorno pós-procedimento',
  'Encaixe',
  'Confirmar por WhatsApp na véspera',
];

// A small deterministic generator (mulberry32, as in seed-pacientes.ts), so two runs make the
// same clinic and an interrupted run tops up with exactly the rows that were missing.
const SEMENTE_PACIENTES = 20261123;
const SEMENTE_AGENDA = 20261124;
let semente = SEMENTE_PACIENTES;
/** From here on the draws are the appointments' (a fixed point, so a top-up repeats them). */
export const sortearAgenda = () => {
  semente = SEMENTE_AGENDA;
};
export const aleatorio = () => {
  semente = (semente + 0x6d2b79f5) | 0;
  let x = Math.imul(semente ^ (semente >>> 15), 1 | semente);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};
export const um = <T>(lista: readonly T[]): T => lista[Math.floor(aleatorio() * lista.length)]!;
const digitos = (n: number) => Array.from({ length: n }, () => Math.floor(aleatorio() * 10)).join('');

export function paciente(idConta: number) {
  const feminino = aleatorio() < 0.52;
  const nome = `${um(feminino ? NOMES_F : NOMES_M)} ${um(SOBRENOMES)} ${um(SOBRENOMES)}`;
  const ano = 1940 + Math.floor(aleatorio() * 80);
  const mes = String(1 + Math.floor(aleatorio() * 12)).padStart(2, '0');
  const dia = String(1 + Math.floor(aleatorio() * 28)).padStart(2, '0');
  return {
    id_conta: idConta,
    nome,
    ddi: '55' as const,
    celular: `${um(DDDS_VALIDOS)}9${digitos(8)}`,
    sexo: feminino ? ('Feminino' as const) : ('Masculino' as const),
    nascimento: `${ano}-${mes}-${dia}`,
  };
}
