import { type Importacao, MSG, type ResultadoDesfazer } from '@clinica/contracts';
import {
  NOMES_TIPO_DADO,
  podeDesfazer,
  TIPOS_DADO_IMPORTACAO,
  type TipoDadoImportacao,
} from '@clinica/domain';
import type { Db } from '../../db/kysely';
import { apagarDepois } from '../../platform/armazenamento';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { desfazerTipo } from './desfazer-api';
import {
  excluirPacientes,
  marcarDesfeita,
  pacientesCriados,
  travarImportacao,
} from './importacao.repository';
import { obterImportacao } from './importacao.service';
import { excluirAgendamentosCriados } from './importacao-agendas.repository';

const I = MSG.importacao;

/** Kept records listed in the answer (all are counted per kind). */
const MAX_MANTIDOS = 200;

/** The first slice's rule: a created patient on whom something was made since is kept. */
async function desfazerPacientes(trx: Db, idConta: number, id: number) {
  const criados = await pacientesCriados(trx, idConta, id);
  const mantidos = criados
    .filter((p) => p.tem_registros)
    .map((p) => ({ id_paciente: p.id, nome: p.nome, motivo: I.mantidoComRegistros }));
  const removidos = await excluirPacientes(
    trx,
    idConta,
    criados.filter((p) => !p.tem_registros).map((p) => p.id),
  );
  return { removidos, mantidos };
}

/** A spreadsheet's appointments: those staff changed since are kept, and said. */
async function desfazerAgendamentos(trx: Db, idConta: number, id: number) {
  const { removidos, alterados } = await excluirAgendamentosCriados(trx, idConta, id);
  const mantidos = alterados.map((idAgenda) => ({
    tipo_dado: 'agendas' as const,
    id: idAgenda,
    nome: `${NOMES_TIPO_DADO.agendas}: registro nº ${idAgenda}`,
    motivo: I.mantidoAlterado,
  }));
  return { removidos, mantidos };
}

/**
 * 'Desfazer importação' (within 7 days of its end): removes exactly what this import created
 * (its map says which: never a record it found already here, never one staff created since), kind
 * by kind in reverse stage order (stock movements first, units last; `desfazer-api.ts` for all but
 * patients). A created patient on whom staff has since made appointments, documents, anamneses,
 * photos, files, budgets, packages or transactions is kept, and the answer says who and why
 * (removing them would take those records with them). A spreadsheet of appointments removes the
 * appointments it created first (not one staff changed since), then its patients. In one
 * transaction: all of it or nothing.
 */
export async function desfazerImportacao(deps: Deps, ator: Ator, id: number): Promise<Importacao> {
  const apagar = await deps.db.transaction().execute(async (trx) => {
    const i = await travarImportacao(trx, ator.idConta, id);
    if (!i) throw naoEncontrado(I.naoEncontrada);
    const pode = podeDesfazer(i, deps.agora());
    if (!pode.ok) throw new DomainError('CONFLITO', pode.motivo);
    const mantidos: ResultadoDesfazer['mantidos'] = [];
    const removidosPorTipo: Partial<Record<TipoDadoImportacao, number>> = {};
    const mantidosPorTipo: Partial<Record<TipoDadoImportacao, number>> = {};
    // Stored bytes of removed photos and files: deleted once this transaction committed.
    const apagar: (() => Promise<void>)[] = [];
    // Reverse stage order: what points at a record is gone before the record is looked at.
    for (const tipo of [...TIPOS_DADO_IMPORTACAO].reverse()) {
      const r =
        tipo === 'pacientes'
          ? await desfazerPacientes(trx, ator.idConta, id)
          : i.origem === 'api'
            ? await desfazerTipo(trx, deps.arquivos, ator.idConta, id, tipo)
            : tipo === 'agendas'
              ? await desfazerAgendamentos(trx, ator.idConta, id)
              : null;
      if (!r) continue;
      if ('apagar' in r) apagar.push(...r.apagar);
      if (r.removidos > 0) removidosPorTipo[tipo] = r.removidos;
      if (r.mantidos.length > 0) mantidosPorTipo[tipo] = r.mantidos.length;
      mantidos.push(...r.mantidos);
    }
    const removidos = Object.values(removidosPorTipo).reduce((s, n) => s + n, 0);
    const resultado: ResultadoDesfazer =
      i.origem === 'api'
        ? {
            removidos,
            mantidos: mantidos.slice(0, MAX_MANTIDOS),
            removidos_por_tipo: removidosPorTipo,
            mantidos_por_tipo: mantidosPorTipo,
          }
        : { removidos, mantidos };
    await marcarDesfeita(trx, ator.idConta, id, resultado, deps.agora());
    if (i.id_arquivo !== null) apagar.push(await deps.arquivos.remover(trx, ator.idConta, i.id_arquivo));
    return apagar;
  });
  await apagarDepois(apagar);
  return obterImportacao(deps, ator, id);
}
