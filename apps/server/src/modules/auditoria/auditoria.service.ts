import type { LogInput } from '@clinica/contracts';
import type { Db } from '../../db/kysely';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';

type Evento = {
  idConta: number;
  idUsuario: number | null;
  acao: string;
  descricao: string | null;
  origem: Origem;
};

/** Writes one audit record. Never a token, password, local storage or image (DECISIONS.md 19). */
export async function registrarEvento(db: Db, e: Evento): Promise<number> {
  const { id } = await db
    .insertInto('log_auditoria')
    .values({
      id_conta: e.idConta,
      id_usuario: e.idUsuario,
      acao: e.acao,
      descricao: e.descricao,
      ip: e.origem.ip,
      user_agent: e.origem.userAgent?.slice(0, 500) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * POST /logs from the client (e.g. logout). The user is the token's, whatever id_user says;
 * the IP is the request's; the user agent is the request's header when present.
 */
export async function registrarLog(deps: Deps, ator: Ator, origem: Origem, input: LogInput) {
  const id = await registrarEvento(deps.db, {
    idConta: ator.idConta,
    idUsuario: ator.idUsuario,
    acao: input.action,
    descricao: input.description ?? null,
    origem: { ip: origem.ip, userAgent: origem.userAgent ?? input.user_agent ?? null },
  });
  return { id };
}
