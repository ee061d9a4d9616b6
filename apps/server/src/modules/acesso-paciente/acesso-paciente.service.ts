import { type AcessoPaciente, type AcessosFiltro, MSG, type Pagina } from '@clinica/contracts';
import { sql } from 'kysely';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import type { AcaoAcesso } from '../../platform/registro-acessos';

/**
 * Writes 'who saw this' before the caller answers (issue 38), for a read that is not a tRPC or
 * REST answer of its own, such as the export's ZIP: rejects when the row could not be written.
 */
export function gravarAcesso(
  deps: Deps,
  ator: Ator,
  origem: Origem,
  idPaciente: number,
  acao: AcaoAcesso,
  idRecurso: number | null = null,
): Promise<void> {
  return deps.acessos.gravar({
    idConta: ator.idConta,
    idPaciente,
    idUsuario: ator.idUsuario,
    acao,
    idRecurso,
    ip: origem.ip,
  });
}

/**
 * The tab 'Acessos': newest first, one page, filtered by user and by days of the clinic's wall
 * clock (both ends inclusive). Another clinic's patient is a 404 like everywhere else.
 */
export async function listarAcessosDoPaciente(
  deps: Deps,
  ator: Ator,
  idPaciente: number,
  f: AcessosFiltro,
): Promise<Pagina<AcessoPaciente>> {
  // The patient must be this clinic's (the slice imports no other slice: every reader imports it).
  const paciente = await deps.db
    .selectFrom('paciente')
    .select('id')
    .where('id', '=', idPaciente)
    .where('id_conta', '=', ator.idConta)
    .executeTakeFirst();
  if (!paciente) throw naoEncontrado(MSG.pacientes.naoEncontrado);
  const fuso = ator.conta.fuso;
  let q = deps.db
    .selectFrom('acesso_paciente as a')
    .where('a.id_conta', '=', ator.idConta)
    .where('a.id_paciente', '=', idPaciente);
  if (f.id_usuario !== undefined) q = q.where('a.id_usuario', '=', f.id_usuario);
  if (f.de) q = q.where('a.criado_em', '>=', sql<Date>`(${f.de}::date)::timestamp AT TIME ZONE ${fuso}`);
  if (f.ate) q = q.where('a.criado_em', '<', sql<Date>`(${f.ate}::date + 1)::timestamp AT TIME ZONE ${fuso}`);
  const [linhas, total] = await Promise.all([
    q
      .leftJoin('usuario as u', (j) =>
        j.onRef('u.id', '=', 'a.id_usuario').onRef('u.id_conta', '=', 'a.id_conta'),
      )
      .select(['a.id', 'a.id_usuario', 'u.nome as usuario', 'a.acao', 'a.id_recurso', 'a.ip', 'a.criado_em'])
      .orderBy('a.criado_em', 'desc')
      .orderBy('a.id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    q.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    itens: linhas.map((l) => ({
      ...l,
      acao: l.acao,
      criado_em: new Date(l.criado_em).toISOString(),
    })),
    total: Number(total.n),
  };
}
