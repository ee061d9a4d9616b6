import { sql } from 'kysely';
import type { Db } from '../db/kysely';

/** Days a credit waits before it joins the balance (the demo's release rule). */
const DIAS_PARA_LIBERAR = 30;

/**
 * A demo store's money (issue 16: "2,000 orders, wallet movements and withdrawal requests"):
 * `pedidos` orders spread over the last year, one credit per order (its net value, released 30
 * days later), and a history of withdrawal requests — approved ones debited, some refused, one
 * pending when `comPendente`. Every set is one INSERT … SELECT generate_series (a few round
 * trips, not thousands). Values vary by the row number, not by random(), so every start seeds
 * the same figures.
 */
async function semearCarteiraDemo(
  db: Db,
  o: { idConta: number; idLoja: number; pedidos: number; saques: number; comPendente: boolean; agora: Date },
) {
  const { idConta, idLoja, agora } = o;
  await db.insertInto('carteira').values({ id_conta: idConta, id_loja: idLoja }).execute();
  await sql`
    INSERT INTO pedido (id_conta, id_loja, comprador_nome, comprador_email, comprador_telefone,
                        subtotal, frete, total, preco_custo, taxa_transacao, taxa_nota,
                        comissao_franqueado, comissao_sistema, comissao_repassada, criado_em)
    SELECT ${idConta}, ${idLoja},
           (ARRAY['Ana Souza','Bruno Lima','Carla Dias','Diego Alves','Elisa Rocha','Fábio Nunes',
                  'Gabriela Melo','Heitor Reis','Isabela Cruz','João Pedro Santos'])[1 + i % 10] || ' ' || i,
           'comprador' || i || '@exemplo.com.br',
           '55119' || lpad(((i * 7919) % 100000000)::text, 8, '0'),
           s.subtotal, s.frete, s.subtotal + s.frete, (s.subtotal * 40) / 100,
           ((s.subtotal + s.frete) * 499) / 10000, 150,
           (s.subtotal * 5) / 100, (s.subtotal * 10) / 100,
           t.criado_em < ${agora}::timestamptz - interval '30 days',
           t.criado_em
      FROM generate_series(1, ${o.pedidos}) AS i,
           LATERAL (SELECT 2990 + (i * 7877) % 27000 AS subtotal, ((i * 131) % 4) * 500 AS frete) s,
           LATERAL (SELECT ${agora}::timestamptz - ((i * 365.0 / ${o.pedidos}) * interval '1 day')
                                               - ((i * 37) % 600) * interval '1 minute' AS criado_em) t`.execute(
    db,
  );

  // One credit per order: what the store keeps (total minus fees and commissions).
  await sql`
    INSERT INTO carteira_movimento (id_conta, id_loja, tipo, valor, descricao, id_pedido, disponivel_em, criado_em)
    SELECT id_conta, id_loja, 'C',
           total - taxa_transacao - taxa_nota - comissao_franqueado - comissao_sistema,
           'Venda do pedido PED' || lpad(id::text, 6, '0'),
           id, criado_em + ${`${DIAS_PARA_LIBERAR} days`}::interval, criado_em
      FROM pedido WHERE id_conta = ${idConta} AND id_loja = ${idLoja}`.execute(db);

  // Past requests, one every two weeks back from a month ago: every fourth refused, the rest approved.
  await sql`
    INSERT INTO saque (id_conta, id_loja, valor, status, token, criado_em, decidido_em)
    SELECT ${idConta}, ${idLoja}, 20000 + (n % 5) * 15000,
           CASE WHEN n % 4 = 0 THEN 'refused' ELSE 'approved' END,
           md5(${idLoja}::text || '-' || n::text || '-' || clock_timestamp()::text),
           ${agora}::timestamptz - ((30 + n * 14) * interval '1 day'),
           ${agora}::timestamptz - ((29 + n * 14) * interval '1 day')
      FROM generate_series(1, ${o.saques}) AS n`.execute(db);
  await sql`
    INSERT INTO carteira_movimento (id_conta, id_loja, tipo, valor, descricao, id_saque, disponivel_em, criado_em)
    SELECT id_conta, id_loja, 'D', valor, 'Saque #' || id || ' aprovado', id, decidido_em, decidido_em
      FROM saque WHERE id_conta = ${idConta} AND id_loja = ${idLoja} AND status = 'approved'`.execute(db);
  if (o.comPendente) {
    await sql`
      INSERT INTO saque (id_conta, id_loja, valor, status, token, criado_em)
      VALUES (${idConta}, ${idLoja}, 35000, 'pending', md5(${idLoja}::text || '-pendente-' || clock_timestamp()::text),
              ${agora}::timestamptz - interval '2 days')`.execute(db);
  }
  // The operator's logs page starts with the history above.
  await sql`
    INSERT INTO log_auditoria (id_conta, acao, descricao, criado_em)
    SELECT id_conta,
           CASE status WHEN 'approved' THEN 'loja.saque.aprovado' WHEN 'refused' THEN 'loja.saque.recusado'
                       ELSE 'loja.saque.solicitado' END,
           'Saque #' || id || ' de R$ ' || (valor / 100) || ',' || lpad((valor % 100)::text, 2, '0') || ' ' ||
           CASE status WHEN 'approved' THEN 'aprovado' WHEN 'refused' THEN 'recusado' ELSE 'solicitado' END,
           coalesce(decidido_em, criado_em)
      FROM saque WHERE id_conta = ${idConta} AND id_loja = ${idLoja}`.execute(db);
}

/** A store's plan payments, one a month for the last `meses` months (the payments report). */
async function semearPagamentosPlanoDemo(
  db: Db,
  o: {
    idConta: number;
    idLoja: number;
    pagador: { nome: string; email: string; whatsapp: string };
    meses: number;
    agora: Date;
  },
) {
  await sql`
    INSERT INTO pagamento_plano_loja (id_conta, id_loja, pagador_nome, pagador_email, pagador_whatsapp,
                                      plano, pago_com, valor, comissao_sistema, pago_em)
    SELECT ${o.idConta}, ${o.idLoja}, ${o.pagador.nome}, ${o.pagador.email}, ${o.pagador.whatsapp},
           CASE WHEN m < 6 THEN 'Profissional' ELSE 'Essencial' END,
           (ARRAY['cartao','pix','boleto'])[1 + m % 3],
           CASE WHEN m < 6 THEN 14990 ELSE 7990 END,
           CASE WHEN m < 6 THEN 1499 ELSE 799 END,
           ${o.agora}::timestamptz - (m * interval '1 month') - interval '1 hour'
      FROM generate_series(0, ${o.meses - 1}) AS m`.execute(db);
}

/**
 * The demo's store money: the operator's store gets the 2,000 orders, a year of withdrawals and
 * one pending request (the /adm/withdraws page has something to decide); the owner's store a
 * smaller history with no pending request, so its owner can ask for a withdrawal right away.
 */
export async function semearCarteirasDemo(
  db: Db,
  idConta: number,
  lojas: { idLojaOperador: number; idLojaDono: number },
  pagadores: { operador: Pagador; dono: Pagador },
  agora: Date,
) {
  await semearCarteiraDemo(db, {
    idConta,
    idLoja: lojas.idLojaOperador,
    pedidos: 2_000,
    saques: 24,
    comPendente: true,
    agora,
  });
  await semearCarteiraDemo(db, {
    idConta,
    idLoja: lojas.idLojaDono,
    pedidos: 240,
    saques: 6,
    comPendente: false,
    agora,
  });
  await semearPagamentosPlanoDemo(db, {
    idConta,
    idLoja: lojas.idLojaOperador,
    pagador: pagadores.operador,
    meses: 12,
    agora,
  });
  await semearPagamentosPlanoDemo(db, {
    idConta,
    idLoja: lojas.idLojaDono,
    pagador: pagadores.dono,
    meses: 8,
    agora,
  });
}
type Pagador = { nome: string; email: string; whatsapp: string };
