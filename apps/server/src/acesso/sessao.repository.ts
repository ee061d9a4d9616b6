import type { PapelLoja, TipoUsuario } from '@clinica/domain';
import type { Selectable } from 'kysely';
import { consultaPreparada, type Db } from '../db/kysely';
import type { DB } from '../db/schema.gen';

type ContaRow = Selectable<DB['conta']>;
type CobrancaRow = Selectable<DB['cobranca']>;

/** The account and subscription rows as this request's session query read them. */
type RegistroConta = {
  conta: ContaRow;
  cobranca: Pick<CobrancaRow, 'status' | 'price_id' | 'current_period_start' | 'current_period_end'> | null;
};

type LinhaSessao = {
  id: number;
  id_conta: number;
  nome: string;
  email: string;
  tipo: TipoUsuario;
  id_perfil: number | null;
  ativo: boolean;
  papel_loja: PapelLoja;
  permissoes: string[];
  conta: Omit<ContaRow, 'criado_em' | 'atualizado_em'> & { criado_em: string; atualizado_em: string };
  cobranca: {
    status: CobrancaRow['status'];
    price_id: string | null;
    current_period_start: string | null;
    current_period_end: string | null;
  } | null;
};

/**
 * Everything a request's access check needs in ONE round trip: the token's session (not
 * revoked), the user, their profile's keys, and their clinic's account and subscription rows
 * (the subscription gate needs its status; GET /assinatura answers from both without another
 * query). Written once as SQL and prepared once per connection: every request runs it, and
 * building it with the query builder, then planning it, each time was most of a small call's
 * cost (issue 20). A change of its text needs a new statement name (sessao_v2: papel_loja, issue 16;
 * sessao_v3: the profile's keys as one comma-separated text — a key is A–Z and '_' only — since
 * parsing a Postgres array of ~50 keys was 5% of the smallest call's CPU; sessao_v4: the keys in
 * no order — sorting them by the database's collation was a tenth of the statement — the set is
 * only ever asked whether it holds a key, and sessao.me sorts its copy).
 */
const SQL_SESSAO = `
  SELECT u.id, u.id_conta, u.nome, u.email, u.tipo, u.id_perfil, u.ativo, u.papel_loja,
         (SELECT string_agg(pp.chave, ',') FROM perfil_permissao pp
           WHERE pp.id_perfil = u.id_perfil AND pp.id_conta = u.id_conta) AS permissoes,
         to_jsonb(c) AS conta,
         CASE WHEN a.id_conta IS NULL THEN NULL ELSE jsonb_build_object(
           'status', a.status, 'price_id', a.price_id,
           'current_period_start', a.current_period_start,
           'current_period_end', a.current_period_end) END AS cobranca
    FROM usuario u
    JOIN sessao s ON s.id_conta = u.id_conta AND s.id_usuario = u.id AND s.id = $3
                  AND s.revogada_em IS NULL
    JOIN conta c ON c.id = u.id_conta
    LEFT JOIN cobranca a ON a.id_conta = u.id_conta
   WHERE u.id = $1 AND u.id_conta = $2`;

/** The row as Postgres sends it: the keys as one text (null without a profile or keys). */
type LinhaBruta = Omit<LinhaSessao, 'permissoes'> & { permissoes: string | null };

const data = (v: string | Date | null) => (v === null ? null : new Date(v));

export async function buscarSessao(db: Db, idUsuario: number, idConta: number, sid: string) {
  const [l] = await consultaPreparada<LinhaBruta>(db, 'sessao_v4', SQL_SESSAO, [idUsuario, idConta, sid]);
  if (!l) return undefined;
  const permissoes = l.permissoes ? l.permissoes.split(',') : [];
  // jsonb carries timestamps as text: back to the Date the query builder's rows have.
  const conta = {
    ...l.conta,
    criado_em: new Date(l.conta.criado_em),
    atualizado_em: new Date(l.conta.atualizado_em),
  };
  const cobranca = l.cobranca
    ? {
        status: l.cobranca.status,
        price_id: l.cobranca.price_id,
        current_period_start: data(l.cobranca.current_period_start),
        current_period_end: data(l.cobranca.current_period_end),
      }
    : null;
  return { ...l, permissoes, conta, cobranca } as Omit<LinhaSessao, 'conta' | 'cobranca'> & RegistroConta;
}

/**
 * Whether a session a signed file URL was handed out in is still open (issue 38: the URL stops
 * working at logout, a password change or the session's end), by its primary key.
 */
export async function sessaoAberta(db: Db, idConta: number, sid: string, agora: Date): Promise<boolean> {
  const r = await db
    .selectFrom('sessao')
    .select('id')
    .where('id', '=', sid)
    .where('id_conta', '=', idConta)
    .where('revogada_em', 'is', null)
    .where('expira_em', '>', agora)
    .executeTakeFirst();
  return r !== undefined;
}
