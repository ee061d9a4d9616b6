import { sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';
import type { DefinicaoRegistro } from './definicoes';

type Tabela = DefinicaoRegistro['tabela'];
const COLUNAS = ['id', 'nome', 'criado_em'] as const;

const registros = (db: Db, tabela: Tabela, idConta: number) => daConta(db, idConta).tabela(tabela);

const filtro = (db: Db, tabela: Tabela, idConta: number, q: string) => {
  let consulta = registros(db, tabela, idConta).listar();
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    consulta = consulta.where((eb) =>
      eb.or([eb(contem(eb.ref('nome'), q), '=', true), ...(id ? [eb('id', '=', id)] : [])]),
    );
  }
  return consulta;
};

export function listarRegistros(db: Db, tabela: Tabela, idConta: number, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => filtro(db, tabela, idConta, p.q),
    (qb) => qb.select(COLUNAS).orderBy(sql`f_busca(nome)`).orderBy('id'),
  );
}

export function buscarRegistro(db: Db, tabela: Tabela, idConta: number, id: number) {
  return registros(db, tabela, idConta).buscar(id, COLUNAS);
}

export function inserirRegistro(db: Db, tabela: Tabela, idConta: number, nome: string) {
  return registros(db, tabela, idConta).inserir({ nome }, COLUNAS);
}

export function atualizarRegistro(db: Db, tabela: Tabela, idConta: number, id: number, nome: string) {
  return registros(db, tabela, idConta).atualizar(id, { nome, atualizado_em: new Date() }, COLUNAS);
}

export async function excluirRegistro(db: Db, tabela: Tabela, idConta: number, id: number) {
  return (await registros(db, tabela, idConta).excluir(id)) > 0;
}
