import {
  campoData,
  campoEscolha,
  MSG,
  type OpcaoPaciente,
  type OpcaoProfissional,
  type OpcaoTratamentoOrcamento,
  orcamentoInputSchema,
  tratamentosOrcamentoSchema,
} from '@clinica/contracts';
import { numerosDe } from '@clinica/domain';
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
export const orcamentoFormSchema = orcamentoInputSchema.extend({
  id_paciente: campoEscolha<OpcaoPaciente>(),
  vencimento: campoData(orcamentoInputSchema.shape.vencimento, M.dataInvalida),
  tratamentos: tratamentosOrcamentoSchema(
    orcamentoInputSchema.shape.tratamentos.element.extend({
      id_tratamento: campoEscolha<OpcaoTratamentoOrcamento>(),
      id_profissional: campoEscolha<OpcaoProfissional>(),
    }),
  ),
});
export type OrcamentoForm = z.input<typeof orcamentoFormSchema>;
export type OrcamentoSaida = z.output<typeof orcamentoFormSchema>;
export type LinhaOrcamento = OrcamentoForm['tratamentos'][number];

export const linhaVazia = (): LinhaOrcamento => ({ id_tratamento: null, id_profissional: null });

function emDias(dias: number) {
  const [a, m, d] = numerosDe(hojeNaClinica(), '-');
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
}

export const orcamentoVazio = (paciente: OpcaoPaciente | null): OrcamentoForm => ({
  id_paciente: paciente,
  vencimento: diaParaBr(emDias(VALIDADE_PADRAO_DIAS)),
  tratamentos: [linhaVazia()],
});
