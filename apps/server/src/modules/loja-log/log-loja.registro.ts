import type { Db } from '../../db/kysely';
import type { Ator } from '../../platform/ator';
import type { Origem } from '../../platform/deps';
import { registrarEvento } from '../auditoria/auditoria.service';

/** What the store's access logs record (action keys; the text is the row's description). */
export type AcaoLogLoja =
  | 'loja.saque.solicitado'
  | 'loja.saque.aprovado'
  | 'loja.saque.recusado'
  | 'loja.assessor.criado'
  | 'loja.relatorio.exportado';

/**
 * One row of the store's access log: an audit record whose action starts with 'loja.', written
 * in the caller's transaction (the log can't claim what was rolled back). The description names
 * the act, amounts and ids — never a token, a password or a buyer's data (DECISIONS.md 19).
 */
export function registrarLogLoja(
  db: Db,
  ator: Ator,
  origem: Origem | null,
  acao: AcaoLogLoja,
  descricao: string,
) {
  return registrarEvento(db, {
    idConta: ator.idConta,
    idUsuario: ator.idUsuario,
    acao,
    descricao,
    origem: origem ?? { ip: '', userAgent: null },
  });
}
