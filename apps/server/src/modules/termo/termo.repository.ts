import type { Insertable } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

type Dados = Omit<Insertable<DB['termo']>, 'id' | 'id_conta' | 'criado_em' | 'atualizado_em'>;
const COLUNAS = ['id', 'titulo', 'corpo', 'corpo_texto', 'criado_em', 'tipo'] as const;

const termos = (db: Db, idConta: number) => daConta(db, idConta).tabela('termo');

const filtro = (db: Db, idConta: number, q: string) => {
  let consulta = termos(db, idConta).listar();
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    consulta = consulta.where((eb) =>
      eb.or([
        eb(contem(eb.ref('titulo'), q), '=', true),
        eb(contem(eb.ref('corpo_texto'), q), '=', true),
        ...(id ? [eb('id', '=', id)] : []),
      ]),
    );
  }
  return consulta;
};

export function listarTermos(db: Db, idConta: number, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => filtro(db, idConta, p.q),
    (qb) => qb.select(COLUNAS).orderBy('criado_em', 'desc').orderBy('id', 'desc'),
  );
}

/**
 * A picker's page (DECISIONS 21): templates by title or id, alphabetical, at most `limite`.
 * The body stays out (it may be large); the chosen one is read with `buscarTermo`.
 */
export function opcoesTermos(db: Db, idConta: number, q: string, limite: number) {
  let c = termos(db, idConta).listar().select(['id', 'titulo', 'tipo']);
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    c = c.where((eb) =>
      eb.or([eb(contem(eb.ref('titulo'), q), '=', true), ...(id ? [eb('id', '=', id)] : [])]),
    );
  }
  return c.orderBy('titulo').orderBy('id').limit(limite).execute();
}

export function buscarTermo(db: Db, idConta: number, id: number) {
  return termos(db, idConta).buscar(id, COLUNAS);
}

export function inserirTermo(db: Db, idConta: number, dados: Dados) {
  return termos(db, idConta).inserir(dados, COLUNAS);
}

export function atualizarTermo(db: Db, idConta: number, id: number, dados: Dados) {
  return termos(db, idConta).atualizar(id, { ...dados, atualizado_em: new Date() }, COLUNAS);
}

export async function excluirTermo(db: Db, idConta: number, id: number) {
  return (await termos(db, idConta).excluir(id)) > 0;
}

/** The clinic's first template of a kind, by title (the image-use consent's shortcut, issue 19). */
export function buscarTermoDoTipo(db: Db, idConta: number, tipo: 'geral' | 'uso_imagem') {
  return termos(db, idConta)
    .listar()
    .select(['id', 'titulo', 'tipo'])
    .where('tipo', '=', tipo)
    .orderBy('titulo')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
