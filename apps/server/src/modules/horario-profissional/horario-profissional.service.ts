import {
  type AusenciaDados,
  type AusenciaProfissional,
  type HorariosDaAgenda,
  type HorariosDados,
  type HorariosProfissional,
  MSG,
} from '@clinica/contracts';
import { horaLocalDe, ordenarHorarios, TIPOS_QUE_ATENDEM, veApenasOsProprios } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import {
  ehProfissionalDaClinica,
  excluirAusencia,
  inserirAusencia,
  listarAusencias,
  listarHorarios,
  listarProfissionaisQueAtendem,
  substituirHorarios,
} from './horario-profissional.repository';

const M = MSG.horarioProfissional;

/**
 * Whose hours the caller may touch: a PROFISSIONAL only their own (403 for anyone else, as the
 * agenda answers); then the professional must be one of this clinic's, else 404 (another
 * clinic's id reads as absent).
 */
async function profissionalAcessivel(deps: Deps, ator: Ator, idProfissional: number) {
  if (veApenasOsProprios(ator.tipo) && idProfissional !== ator.idUsuario)
    throw new DomainError('SEM_PERMISSAO', M.somenteProprios);
  if (!(await ehProfissionalDaClinica(deps.db, ator.idConta, idProfissional, TIPOS_QUE_ATENDEM)))
    throw naoEncontrado(M.profissionalNaoEncontrado);
}

export async function obterHorarios(
  deps: Deps,
  ator: Ator,
  idProfissional: number,
): Promise<HorariosProfissional> {
  await profissionalAcessivel(deps, ator, idProfissional);
  const linhas = await listarHorarios(deps.db, ator.idConta, [idProfissional]);
  return {
    id_profissional: idProfissional,
    horarios: ordenarHorarios(linhas).map(({ dia_semana, inicio, fim }) => ({ dia_semana, inicio, fim })),
  };
}

/** Replaces the whole week in one transaction (the schema already refused overlaps). */
export async function salvarHorarios(
  deps: Deps,
  ator: Ator,
  idProfissional: number,
  dados: HorariosDados,
): Promise<HorariosProfissional> {
  await profissionalAcessivel(deps, ator, idProfissional);
  await deps.db
    .transaction()
    .execute((trx) => substituirHorarios(trx, ator.idConta, idProfissional, dados.horarios));
  return obterHorarios(deps, ator, idProfissional);
}

const paraApi = (a: Awaited<ReturnType<typeof inserirAusencia>>): AusenciaProfissional => ({
  ...a,
  criado_em: a.criado_em.toISOString(),
});

/** Absences still to come or under way (ending today or later on the clinic's clock). */
export async function listarAusenciasDoProfissional(
  deps: Deps,
  ator: Ator,
  idProfissional: number,
): Promise<AusenciaProfissional[]> {
  await profissionalAcessivel(deps, ator, idProfissional);
  const hoje = horaLocalDe(deps.agora(), ator.conta.fuso).data;
  return (await listarAusencias(deps.db, ator.idConta, [idProfissional], hoje)).map(paraApi);
}

export async function criarAusencia(
  deps: Deps,
  ator: Ator,
  idProfissional: number,
  dados: AusenciaDados,
): Promise<AusenciaProfissional> {
  await profissionalAcessivel(deps, ator, idProfissional);
  return paraApi(await inserirAusencia(deps.db, ator.idConta, idProfissional, dados));
}

export async function removerAusencia(deps: Deps, ator: Ator, idProfissional: number, idAusencia: number) {
  await profissionalAcessivel(deps, ator, idProfissional);
  if (!(await excluirAusencia(deps.db, ator.idConta, idProfissional, idAusencia)))
    throw naoEncontrado(M.ausenciaNaoEncontrada);
  return { message: M.ausenciaExcluida };
}

/**
 * The calendar's greyed hours for a window: the week of every bookable professional (or the one
 * asked for; a PROFISSIONAL only their own) and the absences touching the window.
 */
export async function horariosDaAgenda(
  deps: Deps,
  ator: Ator,
  f: { inicio: string; fim: string; id_profissional?: number | undefined },
): Promise<HorariosDaAgenda> {
  const pedido = veApenasOsProprios(ator.tipo) ? ator.idUsuario : f.id_profissional;
  if (
    veApenasOsProprios(ator.tipo) &&
    f.id_profissional !== undefined &&
    f.id_profissional !== ator.idUsuario
  )
    throw new DomainError('SEM_PERMISSAO', M.somenteProprios);
  const ids = await listarProfissionaisQueAtendem(deps.db, ator.idConta, TIPOS_QUE_ATENDEM, pedido);
  const [horarios, ausencias] = await Promise.all([
    listarHorarios(deps.db, ator.idConta, ids),
    listarAusencias(deps.db, ator.idConta, ids, f.inicio, f.fim),
  ]);
  return ids.map((id) => ({
    id_profissional: id,
    horarios: ordenarHorarios(horarios.filter((h) => h.id_profissional === id)).map(
      ({ dia_semana, inicio, fim }) => ({
        dia_semana,
        inicio,
        fim,
      }),
    ),
    ausencias: ausencias.filter((a) => a.id_profissional === id).map(paraApi),
  }));
}
