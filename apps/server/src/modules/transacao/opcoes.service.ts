import type { OpcaoPaciente } from '@clinica/contracts';
import { horaLocalDe } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { orcamentosParaReceita } from '../orcamento/orcamento.repository';
import { opcoesPacientes } from '../paciente/paciente.repository';
import { opcoesDeRegistro, tiposPagamentoDoTipo } from './transacao.repository';

/*
 * The finance forms' pickers (DECISIONS.md 21): id and name, at most 20, searched on the server,
 * guarded by the form's own permission, so the finance staff need no PACIENTES_LISTAR,
 * ORCAMENTOS_LISTAR, CATEGORIAS_LISTAR, BANCOS_LISTAR or TIPOS_PAGAMENTOS_LISTAR.
 */
const LIMITE = 20;

export const opcoesPacienteFinanceiro = (deps: Deps, ator: Ator, q: string): Promise<OpcaoPaciente[]> =>
  opcoesPacientes(deps.db, ator.idConta, q, LIMITE);

/** The patient's budgets a revenue can come from (ATIVO, in date, without a revenue yet). */
export const opcoesOrcamentoReceita = (deps: Deps, ator: Ator, idPaciente: number) =>
  orcamentosParaReceita(deps.db, ator.idConta, idPaciente, horaLocalDe(deps.agora(), ator.conta.fuso).data);

export const opcoesRegistro = (deps: Deps, ator: Ator, tabela: 'categoria' | 'banco', q: string) =>
  opcoesDeRegistro(deps.db, ator.idConta, tabela, q, LIMITE);

/** Payment types of the transaction's kind: R for revenues, D for expenses. */
export const opcoesTipoPagamento = (deps: Deps, ator: Ator, tipo: 'R' | 'D') =>
  tiposPagamentoDoTipo(deps.db, ator.idConta, tipo);
