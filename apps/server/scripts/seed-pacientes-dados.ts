/**
 * Fictitious patients as a Brazilian clinic has them (realistic names, CPFs with valid check
 * digits, mobiles with real DDDs), from a deterministic generator: the seed of the patient
 * benchmarks (seed-pacientes.ts) and the old system of the moving-in benchmark (bench-importacao.ts).
 */
import { DDDS_VALIDOS } from '@clinica/domain';

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
  'Sandra',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Júlia',
  'Luciana',
  'Vanessa',
  'Mariana',
  'Gabriela',
  'Beatriz',
  'Larissa',
  'Cláudia',
  'Simone',
  'Raquel',
  'Débora',
  'Tânia',
  'Conceição',
  'Lúcia',
  'Helena',
  'Alícia',
  'Lívia',
  'Sônia',
  'Rosângela',
  'Valéria',
  'Cecília',
  'Isabela',
  'Natália',
  'Priscila',
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
  'Luís',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Raimundo',
  'Rodrigo',
  'Sebastião',
  'André',
  'Fábio',
  'Vinícius',
  'Gustavo',
  'Matheus',
  'Thiago',
  'Leandro',
  'Márcio',
  'Otávio',
  'Sérgio',
  'Caio',
  'Heitor',
  'Davi',
  'Arthur',
  'Benício',
  'Joaquim',
  'Emanuel',
  'Cauã',
  'Renato',
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
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Conceição',
  'Magalhães',
  'Brandão',
  'Assunção',
  'Falcão',
  'Guimarães',
  'Leão',
  'Simões',
  'Damião',
  'Romão',
  'Sampaio',
  'Figueiredo',
  'Siqueira',
  'Pinheiro',
];
const CIDADES: [string, string][] = [
  ['São Paulo', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
  ['Goiânia', 'GO'],
  ['Florianópolis', 'SC'],
];

// A small deterministic generator (mulberry32), so two runs make the same clinic.
let semente = 20261122;
const aleatorio = () => {
  semente = (semente + 0x6d2b79f5) | 0;
  let x = Math.imul(semente ^ (semente >>> 15), 1 | semente);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};
const um = <T>(lista: readonly T[]): T => lista[Math.floor(aleatorio() * lista.length)]!;
const digitos = (n: number) => Array.from({ length: n }, () => Math.floor(aleatorio() * 10)).join('');

function cpfValido(): string {
  const base = digitos(9);
  const dv = (s: string, peso: number) => {
    let soma = 0;
    for (let i = 0; i < s.length; i++) soma += Number(s[i]) * (peso - i);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base, 10);
  return `${base}${d1}${dv(`${base}${d1}`, 11)}`;
}

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The n-th fictitious patient of a clinic (the generator moves on with each call). */
export function pacienteFicticio(idConta: number, n: number) {
  const feminino = aleatorio() < 0.52;
  const primeiro = um(feminino ? NOMES_F : NOMES_M);
  const s1 = um(SOBRENOMES);
  const s2 = um(SOBRENOMES);
  const nome = aleatorio() < 0.3 ? `${primeiro} ${um(SOBRENOMES)} ${s1} ${s2}` : `${primeiro} ${s1} ${s2}`;
  const [cidade, estado] = um(CIDADES);
  const ano = 1935 + Math.floor(aleatorio() * 88);
  const mes = String(1 + Math.floor(aleatorio() * 12)).padStart(2, '0');
  const dia = String(1 + Math.floor(aleatorio() * 28)).padStart(2, '0');
  return {
    id_conta: idConta,
    nome,
    ddi: '55' as const,
    celular: `${um(DDDS_VALIDOS)}9${digitos(8)}`,
    sexo: aleatorio() < 0.02 ? ('Outro' as const) : feminino ? ('Feminino' as const) : ('Masculino' as const),
    nascimento: `${ano}-${mes}-${dia}`,
    // ~85% have a CPF; the suffix keeps them unique in the clinic (a clash is simply skipped).
    cpf: aleatorio() < 0.85 ? cpfValido() : null,
    email: aleatorio() < 0.6 ? `${semAcento(primeiro)}.${semAcento(s2)}${n}@exemplo.com.br` : null,
    cidade,
    estado,
  };
}

/** What the front desk types in the search (names and surnames, without accents, one or two words). */
export const BUSCAS_DE_PACIENTE = [
  'joao',
  'maria silva',
  'conceicao',
  'antonia',
  'jose santos',
  'marcio',
  'leticia',
  'gabriel',
  'sebastiao',
  'guimaraes',
  'lucia',
  'otavio ramos',
  'falcao',
  'helena',
  'davi',
];
