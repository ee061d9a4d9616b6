import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';

type NovaConta = Insertable<DB['conta']>;

export function buscarContaPorId(db: Db, idConta: number) {
  return db.selectFrom('conta').selectAll().where('id', '=', idConta).executeTakeFirst();
}

export async function inserirConta(db: Db, conta: NovaConta): Promise<number> {
  const { id } = await db.insertInto('conta').values(conta).returning('id').executeTakeFirstOrThrow();
  return id;
}

export type DadosConta = Pick<
  NovaConta,
  | 'nome'
  | 'tipo'
  | 'documento'
  | 'cep'
  | 'endereco'
  | 'numero'
  | 'complemento'
  | 'bairro'
  | 'cidade'
  | 'estado'
  | 'id_logo'
  | 'atualizado_em'
>;

export async function salvarDadosConta(db: Db, idConta: number, dados: DadosConta) {
  await db.updateTable('conta').set(dados).where('id', '=', idConta).execute();
}
