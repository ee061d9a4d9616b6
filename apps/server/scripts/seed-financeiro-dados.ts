/**
 * The finance seed's data (seed-financeiro.ts): registries, and the deterministic generator of
 * transactions and their payments, kept apart from the seeding itself.
 */

export const CATEGORIAS = [
  'Aluguel',
  'Materiais odontológicos',
  'Laboratório de prótese',
  'Salários e encargos',
  'Energia elétrica',
  'Marketing',
  'Impostos',
  'Manutenção de equipamentos',
] as const;
export const BANCOS = ['Banco do Brasil', 'Itaú', 'Nubank'] as const;
/** [nome, tipo, taxa %]. */
export const TIPOS_PAGAMENTO: [string, 'R' | 'D', number][] = [
  ['Pix', 'R', 0],
  ['Cartão de crédito', 'R', 3.5],
  ['Cartão de débito', 'R', 1.5],
  ['Dinheiro', 'R', 0],
  ['Boleto', 'D', 0],
  ['Pix', 'D', 0],
  ['Transferência', 'D', 0],
];
const DESPESAS: [string, number, number][] = [
  // [descrição, mínimo, máximo] em centavos
  ['Aluguel do consultório', 450_000, 650_000],
  ['Compra de resinas e anestésicos', 30_000, 180_000],
  ['Prótese — laboratório', 25_000, 120_000],
  ['Folha de pagamento', 300_000, 900_000],
  ['Conta de energia', 40_000, 90_000],
  ['Anúncios em redes sociais', 20_000, 80_000],
  ['DAS Simples Nacional', 60_000, 250_000],
  ['Manutenção da autoclave', 15_000, 60_000],
];

// mulberry32, as the other seeds: two runs make the same clinic, and a top-up repeats the draws.
const SEMENTE_CADASTROS = 20261125;
const SEMENTE_TRANSACOES = 20261126;
let semente = SEMENTE_CADASTROS;
/** From here on the draws are the transactions' (a fixed point, so a top-up repeats them). */
export const sortearTransacoes = () => {
  semente = SEMENTE_TRANSACOES;
};
export const aleatorio = () => {
  semente = (semente + 0x6d2b79f5) | 0;
  let x = Math.imul(semente ^ (semente >>> 15), 1 | semente);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};
export const um = <T>(lista: readonly T[]): T => lista[Math.floor(aleatorio() * lista.length)]!;
const entre = (min: number, max: number) => min + Math.floor(aleatorio() * (max - min + 1));

/** 'YYYY-MM-DD' plus n calendar days (negative goes back). */
export const somarDias = (data: string, n: number) => {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + n)).toISOString().slice(0, 10);
};

export type Cadastros = {
  pacientes: number[];
  profissionais: number[];
  tratamentos: { id: number; nome: string; preco: number }[];
  categorias: number[];
  bancos: number[];
  tiposReceita: { id: number; taxa: number }[];
  tiposDespesa: { id: number; taxa: number }[];
};

export type PagamentoGerado = {
  id_tipo_pagamento: number;
  taxa: number;
  valor: number;
  data: string;
  parcelas: number;
};
export type ItemGerado = {
  id_tratamento: number;
  id_profissional: number;
  nome: string;
  valor_venda: number;
};
export type TransacaoGerada =
  | {
      tipo: 'RECEITA';
      id_paciente: number;
      vencimento: string;
      valor_total: number;
      itens: ItemGerado[];
      pagamentos: PagamentoGerado[];
    }
  | {
      tipo: 'DESPESA';
      descricao: string;
      id_categoria: number;
      id_banco: number | null;
      vencimento: string;
      valor_total: number;
      pagamentos: PagamentoGerado[];
    };

/**
 * How much of a transaction is paid and when. Due in the past: most fully paid (one payment,
 * or two), some partly, some not at all; due ahead: a few paid early. A payment is never dated
 * after today. Always the same number of draws, so the sequence doesn't depend on the branch.
 */
function pagamentos(
  total: number,
  vencimento: string,
  hoje: string,
  tipos: Cadastros['tiposReceita'],
): PagamentoGerado[] {
  const r = aleatorio();
  const dois = aleatorio() < 0.3;
  const fracao = 0.3 + aleatorio() * 0.4;
  const atraso = entre(-10, 20);
  const segundo = entre(5, 40);
  const tipo = um(tipos);
  const parcelas = aleatorio() < 0.2 ? entre(2, 6) : 1;
  const passado = vencimento <= hoje;
  const pago = passado ? (r < 0.75 ? 1 : r < 0.87 ? fracao : 0) : r < 0.12 ? 1 : 0;
  if (pago === 0 || total === 0) return [];
  const data = (n: number) => {
    const d = somarDias(vencimento, n);
    return d > hoje ? hoje : d;
  };
  const linha = (valor: number, dia: string) => ({
    id_tipo_pagamento: tipo.id,
    taxa: tipo.taxa,
    valor,
    data: dia,
    parcelas,
  });
  const valor = Math.max(1, Math.round(total * pago));
  if (!dois || valor < 2) return [linha(valor, data(passado ? atraso : -entre(1, 10)))];
  const primeira = Math.round(valor / 2);
  return [
    linha(primeira, data(passado ? atraso : -15)),
    linha(valor - primeira, data(passado ? atraso + segundo : -1)),
  ];
}

/** One transaction due on one of `dias`: 70% revenues from a budget of 1–3 treatments, 30% expenses. */
export function transacao(c: Cadastros, dias: string[], hoje: string): TransacaoGerada {
  const vencimento = um(dias);
  if (aleatorio() < 0.7) {
    const itens = Array.from({ length: entre(1, 3) }, () => {
      const t = um(c.tratamentos);
      return {
        id_tratamento: t.id,
        id_profissional: um(c.profissionais),
        nome: t.nome,
        valor_venda: t.preco,
      };
    });
    const valor_total = itens.reduce((s, i) => s + i.valor_venda, 0);
    return {
      tipo: 'RECEITA',
      id_paciente: um(c.pacientes),
      vencimento,
      valor_total,
      itens,
      pagamentos: pagamentos(valor_total, vencimento, hoje, c.tiposReceita),
    };
  }
  // Each kind of expense has its category (the lists go in step).
  const k = entre(0, DESPESAS.length - 1);
  const [descricao, min, max] = DESPESAS[k]!;
  const valor_total = entre(min, max);
  const banco = um(c.bancos);
  return {
    tipo: 'DESPESA',
    descricao,
    id_categoria: c.categorias[k % c.categorias.length]!,
    id_banco: aleatorio() < 0.8 ? banco : null,
    vencimento,
    valor_total,
    pagamentos: pagamentos(valor_total, vencimento, hoje, c.tiposDespesa),
  };
}
