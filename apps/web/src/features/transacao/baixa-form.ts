import {
  campoData,
  campoInteiro,
  campoValor,
  diaSchema,
  idSchema,
  MSG,
  pagamentoInputSchema,
  pagamentosInputSchema,
  pagamentosSchema,
} from '@clinica/contracts';
import { type ErroLinha, errosDosPagamentos } from '@clinica/domain';
import type { z } from 'zod';
import { diaParaBr, hojeNaClinica } from '../../lib/datas-br';

const M = MSG.transacoes;
const obrigatorio = MSG.geral.campoObrigatorio;

const linhaForm = pagamentoInputSchema.extend({
  id_tipo_pagamento: campoInteiro(idSchema, obrigatorio),
  valor: campoValor(pagamentoInputSchema.shape.valor),
  data: campoData(diaSchema, M.dataInvalida),
  qnt_parcelas: campoInteiro(
    pagamentoInputSchema.shape.qnt_parcelas,
    M.parcelasInvalidas,
    M.parcelasInvalidas,
  ),
});

/** Which field and message each of the domain's line problems goes to. */
const ERRO_DA_LINHA: Record<ErroLinha, { campo: 'valor' | 'data' | 'qnt_parcelas'; mensagem: string }> = {
  valorInvalido: { campo: 'valor', mensagem: obrigatorio },
  valorMaiorQuePendente: { campo: 'valor', mensagem: M.valorMaiorQuePendente },
  dataFutura: { campo: 'data', mensagem: M.dataFutura },
  parcelasInvalidas: { campo: 'qnt_parcelas', mensagem: M.parcelasInvalidas },
};

/**
 * 'Dar Baixa': the contract's lines as typed, then the domain's checks across them (together
 * not past what is pending, none after today), the same the server repeats under its lock. They
 * run on every line that reads, whatever the others say; a field's own message comes first.
 */
export const baixaFormSchema = (falta: number, hoje: string) =>
  pagamentosInputSchema.extend({ pagamentos: pagamentosSchema(linhaForm) }).superRefine((v, ctx) => {
    const lidas = v.pagamentos.map((l) => ({
      valor: typeof l.valor === 'number' ? l.valor : 0,
      data: typeof l.data === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(l.data) ? l.data : '',
      qnt_parcelas: typeof l.qnt_parcelas === 'number' ? l.qnt_parcelas : 0,
    }));
    errosDosPagamentos(lidas, falta, hoje).forEach((erro, i) => {
      if (!erro) return;
      const { campo, mensagem } = ERRO_DA_LINHA[erro];
      ctx.addIssue({ code: 'custom', path: ['pagamentos', i, campo], message: mensagem });
    });
  });
export type BaixaForm = z.input<ReturnType<typeof baixaFormSchema>>;
export type BaixaSaida = z.output<ReturnType<typeof baixaFormSchema>>;
export type LinhaBaixa = BaixaForm['pagamentos'][number];

/**
 * Does the line count in 'Total já Pago'/'Ainda Falta'? Only when it reads as a payment on its
 * own (method, a value above zero, a date, installments): a line still being filled in isn't one.
 */
export const linhaCompleta = (l: LinhaBaixa | undefined): boolean =>
  !!l && typeof l.valor === 'number' && l.valor > 0 && linhaForm.safeParse(l).success;

/** A new line: today, one installment, the value given (what is still missing). */
export const novaLinha = (valor: number | null = null): LinhaBaixa => ({
  id_tipo_pagamento: '',
  valor,
  data: diaParaBr(hojeNaClinica()),
  qnt_parcelas: '1',
});
