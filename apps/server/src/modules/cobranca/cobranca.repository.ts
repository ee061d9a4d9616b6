import type { StatusCobranca } from '@clinica/domain';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';

export function buscarContaCobranca(db: Db, idConta: number) {
  return db
    .selectFrom('conta')
    .select(['id', 'nome', 'codigo_cliente'])
    .where('id', '=', idConta)
    .executeTakeFirstOrThrow();
}

/** Keeps the provider's customer on the account, once (a second customer never replaces it). */
export async function vincularCliente(db: Db, idConta: number, clienteId: string) {
  await db
    .updateTable('conta')
    .set({ codigo_cliente: clienteId })
    .where('id', '=', idConta)
    .where('codigo_cliente', 'is', null)
    .execute();
}

export async function guardarCheckout(db: Db, idConta: number, idCheckout: string) {
  await db.updateTable('conta').set({ codigo_checkout: idCheckout }).where('id', '=', idConta).execute();
}

export async function contaDoCliente(db: Db, clienteId: string): Promise<number | null> {
  const r = await db
    .selectFrom('conta')
    .select('id')
    .where('codigo_cliente', '=', clienteId)
    .executeTakeFirst();
  return r?.id ?? null;
}

/** Stores a webhook event id; false when it was already stored (a replay). */
export async function registrarEventoPagamento(db: Db, e: { id: string; tipo: string; criado: Date }) {
  const r = await db
    .insertInto('evento_pagamento')
    .values({ id: e.id, tipo: e.tipo, criado_no_provedor: e.criado })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

/** The stored subscription, locked until the transaction ends (two webhooks never interleave). */
export function assinaturaParaAtualizar(db: Db, idConta: number) {
  return daConta(db, idConta)
    .tabela('cobranca')
    .listar()
    .select(['status', 'id_externo', 'evento_em'])
    .forUpdate()
    .executeTakeFirst();
}

export type EstadoAssinatura = {
  status: StatusCobranca;
  priceId: string | null;
  inicio: Date | null;
  fim: Date | null;
  provedor: 'stripe' | 'demo';
  idExterno: string;
  eventoEm: Date | null;
};

/** One subscription row per clinic: inserted the first time, replaced afterwards. */
export async function gravarCobranca(db: Db, idConta: number, e: EstadoAssinatura, agora: Date) {
  const valores = {
    status: e.status,
    price_id: e.priceId,
    current_period_start: e.inicio,
    current_period_end: e.fim,
    provedor: e.provedor,
    id_externo: e.idExterno,
    evento_em: e.eventoEm,
    atualizado_em: agora,
  };
  await db
    .insertInto('cobranca')
    .values({ id_conta: idConta, ...valores })
    .onConflict((oc) => oc.column('id_conta').doUpdateSet(valores))
    .execute();
}

export async function mudarStatusCobranca(
  db: Db,
  idConta: number,
  status: StatusCobranca,
  eventoEm: Date | null,
  agora: Date,
) {
  await db
    .updateTable('cobranca')
    .set({ status, evento_em: eventoEm, atualizado_em: agora })
    .where('id_conta', '=', idConta)
    .execute();
}

export function buscarSituacaoCobranca(db: Db, idConta: number) {
  return daConta(db, idConta)
    .tabela('cobranca')
    .listar()
    .select(['status', 'price_id', 'current_period_start', 'current_period_end'])
    .executeTakeFirst();
}
