import type { TipoPagamentoDados } from '@clinica/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, executarPagina, type PaginaPedida, paginar } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

const COLUNAS = ['id', 'nome', 'tipo', 'taxa', 'criado_em'] as const;

/** The type as the screen names it, so 'receita' or 'despesa' find the rows. */
const tipoTexto = sql<string>`CASE tipo WHEN 'R' THEN 'Receita' ELSE 'Despesa' END`;
/** The rate as the screen shows it: 2.50 → '2,5'. */
const taxaTexto = sql<string>`replace(trim_scale(taxa)::text, '.', ',')`;

/** '2,5' / '2.5' / '2,5%' → '2,5'; null when the term is not a rate's characters. */
function termoDeTaxa(q: string): string | null {
  const limpo = q.replace(/\s/g, '').replace(/%$/, '');
  return /^\d+(?:[.,]\d*)?$/.test(limpo) ? limpo.replace('.', ',') : null;
}

function busca(eb: ExpressionBuilder<DB, 'tipo_pagamento'>, q: string) {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const taxa = termoDeTaxa(q);
  return eb.or([
    eb(contem(eb.ref('nome'), q), '=', true),
    eb(contem(tipoTexto, q), '=', true),
    ...(id ? [eb('id', '=', id)] : []),
    ...(taxa ? [eb(taxaTexto, 'like', `%${taxa}%`)] : []),
  ]);
}

const tipos = (db: Db, idConta: number) => daConta(db, idConta).tabela('tipo_pagamento');

const filtro = (db: Db, idConta: number, q: string) => {
  const consulta = tipos(db, idConta).listar();
  return q ? consulta.where((eb) => busca(eb, q)) : consulta;
};

export function listar(db: Db, idConta: number, p: PaginaPedida) {
  return paginar(
    p,
    () =>
      executarPagina(
        filtro(db, idConta, p.q)
          .select(COLUNAS)
          .orderBy(sql`f_busca(nome)`)
          .orderBy('tipo', 'desc')
          .orderBy('id'),
        p,
      ),
    async () =>
      Number(
        (
          await filtro(db, idConta, p.q)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
}

export function buscar(db: Db, idConta: number, id: number) {
  return tipos(db, idConta).buscar(id, COLUNAS);
}

export function inserir(db: Db, idConta: number, dados: TipoPagamentoDados) {
  return tipos(db, idConta).inserir(dados, COLUNAS);
}

export function atualizar(db: Db, idConta: number, id: number, dados: TipoPagamentoDados) {
  return tipos(db, idConta).atualizar(id, { ...dados, atualizado_em: new Date() }, COLUNAS);
}

export async function excluir(db: Db, idConta: number, id: number) {
  return (await tipos(db, idConta).excluir(id)) > 0;
}
