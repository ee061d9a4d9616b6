import type { Db } from '../db/kysely';

/**
 * Money in a test store's wallet: an order and its credit (cents), released now or in 30 days.
 * Orders have no storefront in this product, so tests write them as the demo seed does.
 */
export async function creditarLoja(
  db: Db,
  idConta: number,
  idLoja: number,
  valor: number,
  o: { liberado?: boolean; criadoEm?: Date; comprador?: string } = {},
) {
  const criadoEm = o.criadoEm ?? new Date();
  await db
    .insertInto('carteira')
    .values({ id_conta: idConta, id_loja: idLoja })
    .onConflict((oc) => oc.columns(['id_conta', 'id_loja']).doNothing())
    .execute();
  const pedido = await db
    .insertInto('pedido')
    .values({
      id_conta: idConta,
      id_loja: idLoja,
      comprador_nome: o.comprador ?? 'Comprador Teste',
      comprador_email: 'comprador@exemplo.com.br',
      comprador_telefone: '5511987654321',
      subtotal: valor,
      frete: 0,
      total: valor,
      criado_em: criadoEm,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const disponivel =
    o.liberado === false ? new Date(Date.now() + 30 * 86_400_000) : new Date(Date.now() - 1000);
  await db
    .insertInto('carteira_movimento')
    .values({
      id_conta: idConta,
      id_loja: idLoja,
      tipo: 'C',
      valor,
      descricao: `Venda do pedido ${pedido.id}`,
      id_pedido: pedido.id,
      disponivel_em: disponivel,
      criado_em: criadoEm,
    })
    .execute();
  return pedido.id;
}
