import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { daConta } from '../../db/da-conta';
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

const unidades = (db: Db, idConta: number) => daConta(db, idConta).tabela('unidade');

const filtro = (db: Db, idConta: number, q: string) => {
  let consulta = unidades(db, idConta).listar();
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
  return unidades(db, idConta).buscar(id, COLUNAS);
}

export function inserirUnidade(db: Db, idConta: number, dados: DadosUnidade) {
  return unidades(db, idConta).inserir(dados, COLUNAS);
}

export function atualizarUnidade(db: Db, idConta: number, id: number, dados: DadosUnidade) {
  return unidades(db, idConta).atualizar(id, { ...dados, atualizado_em: new Date() }, COLUNAS);
}

export function excluirUnidades(db: Db, idConta: number, ids: number[]) {
  return unidades(db, idConta).excluir(ids);
}

export function contarUnidadesDaConta(db: Db, idConta: number, ids: number[]) {
  return unidades(db, idConta).contar(ids);
}
