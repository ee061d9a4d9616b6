import type { TipoCupom } from '@clinica/domain';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { type PaginaPedida, paginarConsulta } from '../../db/lista';

const COLUNAS = ['id', 'codigo', 'tipo', 'desconto', 'quantidade', 'quantidade_usada', 'validade'] as const;

type Dono = { idConta: number; idLoja: number };

const cupons = (db: Db, d: Dono) => daConta(db, d.idConta).tabela('cupom');
const daLoja = (db: Db, d: Dono) => cupons(db, d).listar().where('id_loja', '=', d.idLoja);

/**
 * A store's coupons, newest first, a page at a time (5 on the screen, spec 03 §9) or in batches
 * for REST's streamed whole list (`p.lote`); `q` filters by code.
 */
export function listarCupons(db: Db, d: Dono, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => {
      const base = daLoja(db, d);
      return p.q ? base.where('codigo', 'like', `%${p.q.toUpperCase().replace(/[%_\\]/g, '\\$&')}%`) : base;
    },
    (qb) => qb.select(COLUNAS).orderBy('id', 'desc'),
  );
}

export function buscarCupom(db: Db, d: Dono, id: number) {
  return daLoja(db, d).select(COLUNAS).where('id', '=', id).executeTakeFirst();
}

export async function codigoEmUso(db: Db, d: Dono, codigo: string, excetoId?: number) {
  let q = daLoja(db, d).select('id').where('codigo', '=', codigo);
  if (excetoId !== undefined) q = q.where('id', '<>', excetoId);
  return (await q.executeTakeFirst()) !== undefined;
}

export function inserirCupom(
  db: Db,
  d: Dono,
  c: { codigo: string; tipo: TipoCupom; desconto: number; quantidade: number; validade: string },
) {
  return cupons(db, d).inserir({ id_loja: d.idLoja, ...c }, COLUNAS);
}

export function atualizarCupom(
  db: Db,
  d: Dono,
  id: number,
  c: { quantidade: number; validade: string },
  agora: Date,
) {
  // Hand-written: the store and the quantity already used are conditions of the same statement.
  return (
    db
      .updateTable('cupom')
      .set({ ...c, atualizado_em: agora })
      .where('id_conta', '=', d.idConta)
      .where('id_loja', '=', d.idLoja)
      .where('id', '=', id)
      // The quantity never drops below what was used, even if a use lands meanwhile.
      .where('quantidade_usada', '<=', c.quantidade)
      .returning(COLUNAS)
      .executeTakeFirst()
  );
}
