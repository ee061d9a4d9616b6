import { BOM, linhaCsv } from '../valores/csv';

/** Report tables and exports stop at this many rows (spec 03 §9). */
export const LIMITE_RELATORIO = 100_000;

/** The spec's row fields, in the spec's order: the CSV's header is exactly these names. */
export const COLUNAS_RELATORIO = {
  orders: [
    'Codigo_Pedido',
    'Comprador',
    'Comprador_Telefone',
    'Loja',
    'Subtotal',
    'Frete',
    'Total',
    'Preco_Custo',
    'Taxa_Transacao',
    'Comissao_Franqueado',
    'Comissao_Sistema',
    'Data_Pedido',
    'Comissao_Repassada',
    'link',
  ],
  users: ['Codigo_Usuario', 'Nome', 'Whatsapp', 'Data_Cadastro'],
  payments: [
    'codigo_pagamento',
    'usuario',
    'email',
    'whatsapp',
    'value',
    'pago_com',
    'plano',
    'comissao_sistema',
    'data',
  ],
} as const;
export type TipoRelatorio = keyof typeof COLUNAS_RELATORIO;
export type CelulaRelatorio = string | number | boolean | null;

/** The file's first line: BOM (Excel reads UTF-8), the header, CRLF. */
export const cabecalhoCsvRelatorio = (tipo: TipoRelatorio): string =>
  `${BOM}${linhaCsv(COLUNAS_RELATORIO[tipo])}\r\n`;

/**
 * One report row as a CSV line, in the header's order: null is an empty cell, a boolean is
 * 'Sim'/'Não', text is escaped (separator, quotes, line breaks, formula-looking starts) by csv.ts.
 */
export function linhaCsvRelatorio(
  tipo: TipoRelatorio,
  linha: Readonly<Record<string, CelulaRelatorio>>,
): string {
  const campos = COLUNAS_RELATORIO[tipo].map((c) => {
    const v = linha[c];
    if (v === null || v === undefined) return '';
    if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
    return v;
  });
  return `${linhaCsv(campos)}\r\n`;
}
