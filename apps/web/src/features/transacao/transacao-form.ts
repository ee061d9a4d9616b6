import {
  campoData,
  campoEscolha,
  campoEscolhaOpcional,
  campoInteiro,
  campoValor,
  despesaInputSchema,
  diaSchema,
  idSchema,
  MSG,
  type OpcaoNomeada,
  type OpcaoPaciente,
  receitaInputSchema,
  type TipoTransacao,
  type TransacaoInput,
} from '@clinica/contracts';
import { z } from 'zod';
import { diaParaBr, hojeNaClinica } from '../../lib/datas-br';

const M = MSG.transacoes;
const obrigatorio = MSG.geral.campoObrigatorio;

/**
 * 'Nova Receita' / 'Nova Despesa': the contract's schemas, with the fields as the dialog shows
 * them (spec 03 §2). A revenue also holds the patient whose budgets the select lists.
 */
const receitaForm = receitaInputSchema.extend({
  paciente: campoEscolha<OpcaoPaciente>(),
  id_orcamento: campoInteiro(idSchema, obrigatorio),
  vencimento: campoData(diaSchema, M.dataInvalida),
});
const despesaForm = despesaInputSchema.extend({
  valor_total: campoValor(despesaInputSchema.shape.valor_total),
  vencimento: campoData(diaSchema, M.dataInvalida),
  id_categoria: campoEscolha<OpcaoNomeada>(),
  id_banco: campoEscolhaOpcional<OpcaoNomeada>(),
});
export const transacaoFormSchema = z.discriminatedUnion('tipo', [receitaForm, despesaForm]);
export type TransacaoForm = z.input<typeof transacaoFormSchema>;
export type TransacaoSaida = z.output<typeof transacaoFormSchema>;

/** Due today on the clinic's clock; everything else blank. */
export function transacaoVazia(tipo: TipoTransacao): TransacaoForm {
  const vencimento = diaParaBr(hojeNaClinica());
  return tipo === 'RECEITA'
    ? { tipo, paciente: null, id_orcamento: '', vencimento, observacao: '' }
    : {
        tipo,
        descricao: '',
        valor_total: null,
        vencimento,
        id_categoria: null,
        id_banco: null,
        observacao: '',
      };
}

/** The call: the patient only chose the budgets. */
export function paraEntrada(f: TransacaoSaida): TransacaoInput {
  if (f.tipo === 'DESPESA') return f;
  const { paciente: _paciente, ...receita } = f;
  return receita;
}
