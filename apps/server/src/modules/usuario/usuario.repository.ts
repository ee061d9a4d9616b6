import { TIPOS_QUE_ATENDEM, type TipoUsuario } from '@clinica/domain';
import { type Insertable, sql } from 'kysely';
import { daConta, juntarDaConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, executarPagina, type PaginaPedida, paginar } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

export type DadosUsuario = Omit<
  Insertable<DB['usuario']>,
  'id' | 'id_conta' | 'senha_hash' | 'ativo' | 'papel_loja' | 'criado_em' | 'atualizado_em'
>;

/** Which users a list asks for: one type, or who can be booked (active PROFISSIONAL, MEDICO, ADM). */
export type FiltroUsuarios = { tipo?: TipoUsuario | undefined; quemAtende?: boolean | undefined };

const usuarios = (db: Db, idConta: number) => daConta(db, idConta).tabela('usuario');

const filtro = (db: Db, idConta: number, q: string, f: FiltroUsuarios = {}) => {
  let consulta = usuarios(db, idConta).listar('u');
  if (f.tipo) consulta = consulta.where('u.tipo', '=', f.tipo);
  if (f.quemAtende)
    consulta = consulta.where('u.tipo', 'in', [...TIPOS_QUE_ATENDEM]).where('u.ativo', '=', true);
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    consulta = consulta.where((eb) =>
      eb.or([
        eb(contem(eb.ref('u.nome'), q), '=', true),
        eb(contem(eb.ref('u.email'), q), '=', true),
        ...(id ? [eb('u.id', '=', id)] : []),
      ]),
    );
  }
  return consulta;
};

const COLUNAS = [
  'u.id',
  'u.nome',
  'u.email',
  'u.whatsapp',
  'u.cpf',
  'u.cro',
  'u.tipo',
  'u.id_perfil',
  'u.ativo',
  'u.criado_em',
  'p.nome as perfil_nome',
] as const;

export function listarUsuarios(db: Db, idConta: number, p: PaginaPedida & FiltroUsuarios) {
  return paginar(
    p,
    () => {
      const q = juntarDaConta(filtro(db, idConta, p.q, p), 'perfil as p', 'u.id_perfil', 'esquerda')
        .select(COLUNAS)
        .orderBy(sql`f_busca(u.nome)`)
        .orderBy('u.id');
      return executarPagina(q, p);
    },
    async () =>
      Number(
        (
          await filtro(db, idConta, p.q, p)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
}

export function buscarUsuario(db: Db, idConta: number, id: number) {
  return juntarDaConta(filtro(db, idConta, ''), 'perfil as p', 'u.id_perfil', 'esquerda')
    .select(COLUNAS)
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** The units of many users in one query (no N+1). */
export function unidadesDosUsuarios(db: Db, idConta: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return juntarDaConta(db.selectFrom('usuario_unidade as uu'), 'unidade as un', 'uu.id_unidade')
    .select(['uu.id_usuario', 'un.id', 'un.nome_fantasia', 'un.cnpj', 'un.responsavel'])
    .where('uu.id_conta', '=', idConta)
    .where('uu.id_usuario', 'in', ids)
    .orderBy('un.nome_fantasia')
    .execute();
}

export async function substituirUnidades(db: Db, idConta: number, idUsuario: number, unidades: number[]) {
  await db
    .deleteFrom('usuario_unidade')
    .where('id_conta', '=', idConta)
    .where('id_usuario', '=', idUsuario)
    .execute();
  if (unidades.length === 0) return;
  await db
    .insertInto('usuario_unidade')
    .values(unidades.map((id_unidade) => ({ id_conta: idConta, id_usuario: idUsuario, id_unidade })))
    .execute();
}

export async function inserirUsuario(db: Db, idConta: number, dados: DadosUsuario & { senha_hash: string }) {
  const { id } = await usuarios(db, idConta).inserir(dados, ['id']);
  return id;
}

export async function atualizarUsuario(
  db: Db,
  idConta: number,
  id: number,
  dados: Partial<DadosUsuario> & { ativo?: boolean },
) {
  await usuarios(db, idConta).atualizar(id, { ...dados, atualizado_em: new Date() }, ['id']);
}

export function excluirUsuarios(db: Db, idConta: number, ids: number[]) {
  return usuarios(db, idConta).excluir(ids);
}

/** The clinic's users that matter for the last-ADM rule, locked until the transaction ends. */
export function travarUsuarios(db: Db, idConta: number, ids: number[]) {
  return usuarios(db, idConta)
    .listar()
    .select(['id', 'tipo', 'ativo'])
    .where((eb) =>
      eb.or([
        eb('id', 'in', ids.length ? ids : [0]),
        eb.and([eb('tipo', '=', 'ADM'), eb('ativo', '=', true)]),
      ]),
    )
    .forUpdate()
    .execute();
}

export async function perfilDaConta(db: Db, idConta: number, idPerfil: number) {
  return (await daConta(db, idConta).tabela('perfil').buscar(idPerfil, ['id'])) !== undefined;
}

/** The pickers' professionals (DECISIONS.md 21): active users of the given types, by name. */
export function opcoesProfissionais(
  db: Db,
  idConta: number,
  q: string,
  tipos: readonly TipoUsuario[],
  limite: number,
) {
  let c = usuarios(db, idConta)
    .listar()
    .select(['id', 'nome'])
    .where('ativo', '=', true)
    .where('tipo', 'in', tipos);
  if (q) c = c.where(contem(sql.ref('nome'), q), '=', true);
  return c.orderBy('nome').orderBy('id').limit(limite).execute();
}
