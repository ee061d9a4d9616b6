import { centesimosComVirgula, documentoCsv, formatarDataBr, taxaEmCentesimos } from '@clinica/domain';
import type { LinhaComissao } from './comissao.repository';

/** The header row, in pt-BR as the spreadsheet shows it. */
const CABECALHO_CSV_COMISSOES = [
  'Data',
  'Profissional',
  'Paciente',
  'Transação',
  'Tratamento',
  'Tipo de pagamento',
  'Taxa (%)',
  'Base (R$)',
  'Comissão (R$)',
] as const;

/**
 * The export for Brazilian Excel (BOM, ';', decimal comma: see the domain's csv.ts): dates as
 * DD/MM/YYYY and values as plain numbers ('1234,56', no 'R$'), so the columns sum in the sheet.
 */
export function csvDasComissoes(linhas: readonly LinhaComissao[]): string {
  return documentoCsv(
    CABECALHO_CSV_COMISSOES,
    linhas.map((l) => [
      formatarDataBr(l.data),
      l.profissional_nome,
      l.paciente_nome ?? '',
      l.id_transacao,
      l.tratamento,
      l.tipo_pagamento_nome,
      centesimosComVirgula(taxaEmCentesimos(l.taxa_comissao)),
      centesimosComVirgula(l.base),
      centesimosComVirgula(l.valor),
    ]),
  );
}

export const nomeDoCsv = (mes: string) => `comissoes_${mes}.csv`;
