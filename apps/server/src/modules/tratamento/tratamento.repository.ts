import type { FiltrosTratamento } from '@clinica/contracts';
import { termoDeValor } from '@clinica/domain';
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { centavosComoTexto, contem, type PaginaPedida, paginar } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

export type PedidoTratamentos = PaginaPedida & FiltrosTratamento;
export type DadosTratamento = Omit<
  Insertable<DB['tratamento']>,
  'id' | 'id_conta' | 'criado_em' | 'atualizado_em'
>;

const COLUNAS = [
  'id',
  'nome',
  'preco_venda',
  'preco_custo',
  'duracao',
  'status',
  'descricao',
  'retorno_dias',
  'criado_em',
] as const;

function busca(eb: ExpressionBuilder<DB, 'tratamento'>, q: string) {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const preco = termoDeValor(q);
  return eb.or([
    eb(contem(eb.ref('nome'), q), '=', true),
    ...(id ? [eb('id', '=', id)] : []),
    ...(preco
      ? [
          eb(centavosComoTexto(eb.ref('preco_venda')), 'like', `%${preco}%`),
          eb(centavosComoTexto(eb.ref('preco_custo')), 'like', `%${preco}%`),
        ]
      : []),
  ]);
}

const tratamentos = (db: Db, idConta: number) => daConta(db, idConta).tabela('tratamento');

const filtro = (db: Db, idConta: number, p: PedidoTratamentos) => {
  let consulta = tratamentos(db, idConta).listar();
  if (p.q) consulta = consulta.where((eb) => busca(eb, p.q));
  if (p.nome) {
    const nome = p.nome;
    consulta = consulta.where((eb) => eb(contem(eb.ref('nome'), nome), '=', true));
  }
  if (p.preco_venda !== undefined) consulta = consulta.where('preco_venda', '=', p.preco_venda);
  if (p.preco_custo !== undefined) consulta = consulta.where('preco_custo', '=', p.preco_custo);
  return consulta;
};

export function listar(db: Db, idConta: number, p: PedidoTratamentos) {
  return paginar(
    p,
    (limit, offset) => {
      const q = filtro(db, idConta, p)
        .select(COLUNAS)
        .orderBy(sql`f_busca(nome)`)
        .orderBy('id')
        .offset(offset);
      return (limit === null ? q : q.limit(limit)).execute();
    },
    async () =>
      Number(
        (
          await filtro(db, idConta, p)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
}

export function buscar(db: Db, idConta: number, id: number) {
  return tratamentos(db, idConta).buscar(id, COLUNAS);
}

export function inserir(db: Db, idConta: number, dados: DadosTratamento) {
  return tratamentos(db, idConta).inserir({ ...dados, status: dados.status ?? true }, COLUNAS);
}

/** Fields left undefined (status on an edit without it) keep their value. */
export function atualizar(db: Db, idConta: number, id: number, dados: Partial<DadosTratamento>) {
  return tratamentos(db, idConta).atualizar(id, { ...dados, atualizado_em: new Date() }, COLUNAS);
}

export async function excluir(db: Db, idConta: number, id: number) {
  return (await tratamentos(db, idConta).excluir(id)) > 0;
}

/**
 * The pickers' treatments (DECISIONS.md 21): active ones, by name, with what the agenda (the
 * duration) and the budget form (the sale price) show beside the name.
 */
export function opcoesTratamentos(db: Db, idConta: number, q: string, limite: number) {
  let c = tratamentos(db, idConta)
    .listar()
    .select(['id', 'nome', 'duracao', 'preco_venda'])
    .where('status', '=', true);
  if (q) c = c.where(contem(sql.ref('nome'), q), '=', true);
  return c.orderBy('nome').orderBy('id').limit(limite).execute();
}
