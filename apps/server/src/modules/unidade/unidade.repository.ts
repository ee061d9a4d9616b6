import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

export type DadosUnidade = Omit<Insertable<DB['unidade']>, 'id' | 'id_conta' | 'criado_em' | 'atualizado_em'>;

const COLUNAS = [
  'id',
  'nome_fantasia',
  'cnpj',
  'razao_social',
  'responsavel',
  'horario_inicio',
  'horario_fim',
  'taxa_marketing',
  'email',
  'telefone',
  'celular',
  'cep',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
  'criado_em',
] as const;

const filtro = (db: Db, idConta: number, q: string) => {
  let consulta = db.selectFrom('unidade').where('id_conta', '=', idConta);
  if (q) {
    const digitos = q.replace(/\D/g, '');
    consulta = consulta.where((eb) =>
      eb.or([
        eb(contem(eb.ref('nome_fantasia'), q), '=', true),
        eb(contem(eb.ref('razao_social'), q), '=', true),
        eb(contem(eb.ref('responsavel'), q), '=', true),
        ...(digitos.length >= 3 ? [eb('cnpj', 'like', `%${digitos}%`)] : []),
      ]),
    );
  }
  return consulta;
};

export function listarUnidades(db: Db, idConta: number, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => filtro(db, idConta, p.q),
    (qb) => qb.select(COLUNAS).orderBy(sql`f_busca(nome_fantasia)`).orderBy('id'),
  );
}

export function buscarUnidade(db: Db, idConta: number, id: number) {
  return db
    .selectFrom('unidade')
    .select(COLUNAS)
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function inserirUnidade(db: Db, idConta: number, dados: DadosUnidade) {
  return db
    .insertInto('unidade')
    .values({ ...dados, id_conta: idConta })
    .returning(COLUNAS)
    .executeTakeFirstOrThrow();
}

export function atualizarUnidade(db: Db, idConta: number, id: number, dados: DadosUnidade) {
  return db
    .updateTable('unidade')
    .set({ ...dados, atualizado_em: new Date() })
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .returning(COLUNAS)
    .executeTakeFirst();
}

export async function excluirUnidades(db: Db, idConta: number, ids: number[]) {
  const r = await db
    .deleteFrom('unidade')
    .where('id_conta', '=', idConta)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function contarUnidadesDaConta(db: Db, idConta: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const r = await db
    .selectFrom('unidade')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('id_conta', '=', idConta)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
