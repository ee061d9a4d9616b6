import { type Importacao, MSG } from '@clinica/contracts';
import { podeDesfazer } from '@clinica/domain';
import { apagarDepois } from '../../platform/armazenamento';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import {
  excluirPacientes,
  marcarDesfeita,
  pacientesCriados,
  travarImportacao,
} from './importacao.repository';
import { obterImportacao } from './importacao.service';
import { excluirAgendamentosCriados } from './importacao-agendas.repository';

const I = MSG.importacao;

/**
 * 'Desfazer importação' (within 7 days of its end): removes exactly the appointments and the
 * patients this import created (its map says which: never one it found already here, never one staff created since).
 * A created patient on whom staff has since made appointments, documents, anamneses, photos,
 * files, budgets, packages or transactions is kept, and the answer says who and why (removing
 * them would take those records with them). In one transaction: all of it or nothing.
 */
export async function desfazerImportacao(deps: Deps, ator: Ator, id: number): Promise<Importacao> {
  const apagar = await deps.db.transaction().execute(async (trx) => {
    const i = await travarImportacao(trx, ator.idConta, id);
    if (!i) throw naoEncontrado(I.naoEncontrada);
    const pode = podeDesfazer(i, deps.agora());
    if (!pode.ok) throw new DomainError('CONFLITO', pode.motivo);
    // The appointments it created go first: then a patient it created is kept only for what
    // staff made since (an appointment this import brought is not staff's).
    const agendamentos = await excluirAgendamentosCriados(trx, ator.idConta, id);
    const criados = await pacientesCriados(trx, ator.idConta, id);
    const mantidos = criados
      .filter((p) => p.tem_registros)
      .map((p) => ({ id_paciente: p.id, nome: p.nome, motivo: I.mantidoComRegistros }));
    const removidos = await excluirPacientes(
      trx,
      ator.idConta,
      criados.filter((p) => !p.tem_registros).map((p) => p.id),
    );
    await marcarDesfeita(
      trx,
      ator.idConta,
      id,
      { removidos: removidos + agendamentos, mantidos },
      deps.agora(),
    );
    return i.id_arquivo === null ? [] : [await deps.arquivos.remover(trx, ator.idConta, i.id_arquivo)];
  });
  await apagarDepois(apagar);
  return obterImportacao(deps, ator, id);
}
