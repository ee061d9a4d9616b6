import {
  campoData,
  campoEscolha,
  campoInteiro,
  campoValor,
  MSG,
  type OpcaoPaciente,
  type OpcaoProfissional,
  type OpcaoTratamentoOrcamento,
  orcamentoInputSchema,
  quantidadeSessoesSchema,
  tratamentosOrcamentoSchema,
  valorPacoteCentavosSchema,
} from '@clinica/contracts';
import { numerosDe, valorDoItem } from '@clinica/domain';
import type { z } from 'zod';
import { diaParaBr, hojeNaClinica } from '../../lib/datas-br';

const M = MSG.orcamentos;
/** A quote usually holds for a month: the due date starts there and can be changed. */
const VALIDADE_PADRAO_DIAS = 30;

/**
 * The contract's budget (spec 02 §5: patient, due date and, on every row, treatment and
 * professional) with the pickers and the DD/MM/AAAA date the dialog shows. Its output is the
 * call itself.
 */
const linhaContrato = orcamentoInputSchema.shape.tratamentos.element;

export const orcamentoFormSchema = orcamentoInputSchema.extend({
  id_paciente: campoEscolha<OpcaoPaciente>(),
  vencimento: campoData(orcamentoInputSchema.shape.vencimento, M.dataInvalida),
  tratamentos: tratamentosOrcamentoSchema(
    linhaContrato.extend({
      id_tratamento: campoEscolha<OpcaoTratamentoOrcamento>(),
      id_profissional: campoEscolha<OpcaoProfissional>(),
      // Issue 36: the sessions typed as text, the package price in cents (empty: price × sessions).
      quantidade: campoInteiro(quantidadeSessoesSchema, MSG.pacotes.quantidadeInvalida),
      valor_pacote: campoValor(valorPacoteCentavosSchema.nullable()),
    }),
  ),
});
export type OrcamentoForm = z.input<typeof orcamentoFormSchema>;
export type OrcamentoSaida = z.output<typeof orcamentoFormSchema>;
export type LinhaOrcamento = OrcamentoForm['tratamentos'][number];

export const linhaVazia = (): LinhaOrcamento => ({
  id_tratamento: null,
  id_profissional: null,
  quantidade: '1',
  valor_pacote: null,
});

/** What a row charges in the preview: the package price, or today's price × the sessions typed. */
export function valorDaLinha(l: LinhaOrcamento | undefined): number | null {
  if (!l?.id_tratamento) return null;
  const n = Number(l.quantidade);
  const quantidade = Number.isInteger(n) && n >= 1 ? n : 1;
  return valorDoItem({
    valor_venda: l.id_tratamento.preco_venda,
    quantidade,
    valor_pacote: quantidade > 1 ? (l.valor_pacote ?? null) : null,
  });
}

function emDias(dias: number) {
  const [a, m, d] = numerosDe(hojeNaClinica(), '-');
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
}

export const orcamentoVazio = (paciente: OpcaoPaciente | null): OrcamentoForm => ({
  id_paciente: paciente,
  vencimento: diaParaBr(emDias(VALIDADE_PADRAO_DIAS)),
  tratamentos: [linhaVazia()],
});
