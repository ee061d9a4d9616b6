import type { AgendamentoOnlineDados } from '@clinica/contracts';
import type { TipoUsuario } from '@clinica/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;

/** The settings row (undefined until first saved) with the clinic's public address. */
export async function lerConfiguracao(db: Conexao, idConta: number) {
  const [linha, conta, tratamentos, profissionais] = await Promise.all([
    db.selectFrom('agendamento_online').selectAll().where('id_conta', '=', idConta).executeTakeFirst(),
    db.selectFrom('conta').select('agendamento_slug').where('id', '=', idConta).executeTakeFirstOrThrow(),
    // With their names (the form shows the chosen ones before any search).
    db
      .selectFrom('agendamento_online_tratamento as o')
      .innerJoin('tratamento as t', (j) =>
        j.onRef('t.id_conta', '=', 'o.id_conta').onRef('t.id', '=', 'o.id_tratamento'),
      )
      .select(['o.id_tratamento as id', 't.nome'])
      .where('o.id_conta', '=', idConta)
      .orderBy('o.id_tratamento')
      .execute(),
    db
      .selectFrom('agendamento_online_profissional as o')
      .innerJoin('usuario as u', (j) =>
        j.onRef('u.id_conta', '=', 'o.id_conta').onRef('u.id', '=', 'o.id_profissional'),
      )
      .select(['o.id_profissional as id', 'u.nome'])
      .where('o.id_conta', '=', idConta)
      .orderBy('o.id_profissional')
      .execute(),
  ]);
  const porNome = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome, 'pt-BR');
  return {
    linha: linha && { ...linha, confirmacao: linha.confirmacao },
    slug: conta.agendamento_slug,
    tratamentos: tratamentos.map((t) => t.id),
    profissionais: profissionais.map((p) => p.id),
    nomes: { tratamentos: [...tratamentos].sort(porNome), profissionais: [...profissionais].sort(porNome) },
  };
}

/** How many of `ids` are the clinic's active treatments. */
export async function contarTratamentosAtivos(db: Conexao, idConta: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const r = await db
    .selectFrom('tratamento')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_conta', '=', idConta)
    .where('id', 'in', ids)
    .where('status', '=', true)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** How many of `ids` are the clinic's active users of a type that can be booked. */
export async function contarProfissionaisAtivos(
  db: Conexao,
  idConta: number,
  ids: number[],
  tipos: readonly TipoUsuario[],
) {
  if (ids.length === 0) return 0;
  const r = await db
    .selectFrom('usuario')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_conta', '=', idConta)
    .where('id', 'in', ids)
    .where('ativo', '=', true)
    .where('tipo', 'in', [...tipos])
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Whether another clinic holds this address (whatever its case). */
export async function slugDeOutraClinica(db: Conexao, idConta: number, slug: string) {
  const r = await db
    .selectFrom('conta')
    .select('id')
    .where(sql<string>`lower(agendamento_slug)`, '=', slug.toLowerCase())
    .where('id', '<>', idConta)
    .executeTakeFirst();
  return r !== undefined;
}

/** Saves everything (the caller holds the transaction); a taken slug fails on the unique index. */
export async function gravarConfiguracao(trx: Conexao, idConta: number, d: AgendamentoOnlineDados) {
  const { slug, tratamentos, profissionais, ...campos } = d;
  await trx.updateTable('conta').set({ agendamento_slug: slug }).where('id', '=', idConta).execute();
  await trx
    .insertInto('agendamento_online')
    .values({ id_conta: idConta, ...campos })
    .onConflict((oc) => oc.column('id_conta').doUpdateSet({ ...campos, atualizado_em: sql`now()` }))
    .execute();
  await trx.deleteFrom('agendamento_online_tratamento').where('id_conta', '=', idConta).execute();
  await trx.deleteFrom('agendamento_online_profissional').where('id_conta', '=', idConta).execute();
  if (tratamentos.length > 0)
    await trx
      .insertInto('agendamento_online_tratamento')
      .values([...new Set(tratamentos)].map((id_tratamento) => ({ id_conta: idConta, id_tratamento })))
      .execute();
  if (profissionais.length > 0)
    await trx
      .insertInto('agendamento_online_profissional')
      .values([...new Set(profissionais)].map((id_profissional) => ({ id_conta: idConta, id_profissional })))
      .execute();
}
