import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica } from '../testing';
import { daConta, juntarDaConta } from './da-conta';
import type { DB } from './schema.gen';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const COLUNAS = ['id', 'nome', 'preco_venda'] as const;

describe('daConta: o escopo da clínica escrito uma vez', () => {
  it('busca, lista, insere, atualiza, conta e exclui só as linhas da própria clínica', async () => {
    const a = await criarClinica(t.deps);
    const b = await criarClinica(t.deps);
    const deA = daConta(t.db, a.idConta).tabela('tratamento');
    const deB = daConta(t.db, b.idConta).tabela('tratamento');

    const limpeza = await deA.inserir({ nome: 'Limpeza', preco_venda: 1000 }, COLUNAS);
    expectTypeOf(limpeza).toEqualTypeOf<{ id: number; nome: string; preco_venda: number }>();
    expect(limpeza).toEqual({ id: expect.any(Number), nome: 'Limpeza', preco_venda: 1000 });
    const canal = await deB.inserir({ nome: 'Canal', preco_venda: 5000 }, ['id']);
    const gravada = await t.db
      .selectFrom('tratamento')
      .select('id_conta')
      .where('id', '=', limpeza.id)
      .executeTakeFirstOrThrow();
    expect(gravada.id_conta).toBe(a.idConta);

    // Another clinic's id is as absent as a missing one.
    const achada = await deA.buscar(limpeza.id, ['nome']);
    expectTypeOf(achada).toEqualTypeOf<{ nome: string } | undefined>();
    expect(achada).toEqual({ nome: 'Limpeza' });
    expect(await deB.buscar(limpeza.id, ['nome'])).toBeUndefined();

    const nomes = async (q: typeof deA) =>
      (await q.listar().select('nome').orderBy('nome').execute()).map((l) => l.nome);
    expect(await nomes(deA)).toEqual(['Limpeza']);
    expect(await nomes(deB)).toEqual(['Canal']);
    // With an alias, for a query that joins.
    const comAlias = await deA
      .listar('t')
      .select(['t.id', 't.nome'])
      .where('t.nome', '=', 'Limpeza')
      .execute();
    expect(comAlias).toEqual([{ id: limpeza.id, nome: 'Limpeza' }]);

    expect(await deB.atualizar(limpeza.id, { nome: 'Tomada' }, ['nome'])).toBeUndefined();
    expect(await deA.atualizar(limpeza.id, { preco_venda: 1200 }, COLUNAS)).toEqual({
      id: limpeza.id,
      nome: 'Limpeza',
      preco_venda: 1200,
    });

    // Without columns, the whole row.
    const inteira = await deA.buscar(limpeza.id);
    expectTypeOf(inteira).toEqualTypeOf<Selectable<DB['tratamento']> | undefined>();
    expect(inteira).toMatchObject({ id: limpeza.id, id_conta: a.idConta, nome: 'Limpeza', status: true });
    expect(await deA.atualizar(limpeza.id, { duracao: 30 })).toMatchObject({ id: limpeza.id, duracao: 30 });
    // A further condition, and a change computed from the row.
    expect(
      await deA.atualizar(limpeza.id, { nome: 'Nunca' }, ['nome'], (eb) => eb('status', '=', false)),
    ).toBeUndefined();
    expect(
      await deA.atualizar(limpeza.id, (eb) => ({ duracao: eb('duracao', '+', 15) }), ['duracao']),
    ).toEqual({ duracao: 45 });
    expect(await deB.excluir(canal.id, (eb) => eb('preco_venda', '>', 9999))).toBe(0);

    expect(await deA.contar([limpeza.id, canal.id])).toBe(1);
    expect(await deA.contar([])).toBe(0);

    expect(await deB.excluir(limpeza.id)).toBe(0);
    expect(await deA.excluir([])).toBe(0);
    expect(await deA.excluir([limpeza.id, canal.id])).toBe(1);
    expect(await deA.buscar(limpeza.id, ['id'])).toBeUndefined();
    expect(await deB.buscar(canal.id, ['nome'])).toEqual({ nome: 'Canal' });
  });
});

describe('juntarDaConta: a junção composta (id, id_conta)', () => {
  it('junta a linha referida da mesma clínica, por INNER JOIN ou LEFT JOIN', async () => {
    const q = juntarDaConta(t.db.selectFrom('agenda as a'), 'paciente as p', 'a.id_paciente').select([
      'a.id',
      'p.nome',
    ]);
    expect(q.compile().sql).toBe(
      'select "a"."id", "p"."nome" from "agenda" as "a" inner join "paciente" as "p" on "p"."id" = "a"."id_paciente" and "p"."id_conta" = "a"."id_conta"',
    );
    const opcional = juntarDaConta(
      t.db.selectFrom('transacao as t'),
      'paciente as p',
      't.id_paciente',
      'esquerda',
    ).select(['t.id', 'p.nome']);
    expectTypeOf<Awaited<ReturnType<typeof opcional.execute>>[number]>().toEqualTypeOf<{
      id: number;
      nome: string | null;
    }>();
    expect(opcional.compile().sql).toBe(
      'select "t"."id", "p"."nome" from "transacao" as "t" left join "paciente" as "p" on "p"."id" = "t"."id_paciente" and "p"."id_conta" = "t"."id_conta"',
    );

    // On rows: the clinic's users with their profile (a user without one stays, with null).
    const c = await criarClinica(t.deps);
    const perfil = await daConta(t.db, c.idConta).tabela('perfil').inserir({ nome: 'Recepção' }, ['id']);
    await t.db.updateTable('usuario').set({ id_perfil: perfil.id }).where('id', '=', c.idUsuario).execute();
    const usuarios = daConta(t.db, c.idConta).tabela('usuario').listar('u');
    const comPerfil = await juntarDaConta(usuarios, 'perfil as pf', 'u.id_perfil')
      .select(['u.id', 'pf.nome'])
      .execute();
    expect(comPerfil).toEqual([{ id: c.idUsuario, nome: 'Recepção' }]);
    await t.db.updateTable('usuario').set({ id_perfil: null }).where('id', '=', c.idUsuario).execute();
    expect(await juntarDaConta(usuarios, 'perfil as pf', 'u.id_perfil').select('u.id').execute()).toEqual([]);
    expect(
      await juntarDaConta(usuarios, 'perfil as pf', 'u.id_perfil', 'esquerda')
        .select(['u.id', 'pf.nome'])
        .execute(),
    ).toEqual([{ id: c.idUsuario, nome: null }]);
  });
});
