import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComToken,
  criarAppDeTeste,
  rest,
  restComCabecalhos,
  trpc,
} from '../../testing';

/*
 * Issue 20: the patient list's unfiltered total is the clinic's counter (paciente_contagem), kept
 * by statement triggers. Whatever writes the rows, it must equal counting them.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const contados = async (idConta: number) =>
  Number(
    (
      await t.db
        .selectFrom('paciente')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('id_conta', '=', idConta)
        .where('arquivado_em', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function totais(c: { token: string }, page = 1) {
  const r = await restComCabecalhos(t.app, `/api/pacientes?page=${page}&limit=5`, c.token);
  const l = await trpc(t.app, 'query', 'paciente.list', { q: '', page, limit: 5 }, c.token);
  expect(r.status).toBe(200);
  expect(l.body.total).toBe(Number(r.headers['x-total-count']));
  return l.body.total as number;
}

describe('total da lista de pacientes (contador da clínica)', () => {
  it('acompanha inclusões pela API e em lote, arquivamentos, restaurações e exclusões; cada clínica a sua', async () => {
    const a = await clinicaComToken(t);
    const b = await clinicaComToken(t);
    for (const nome of ['Ana', 'Bia', 'Caio'])
      expect(
        (
          await rest(
            t.app,
            'POST',
            '/api/pacientes',
            { nome, celular: '11987654321', sexo: 'Feminino', nascimento: '01/02/1990' },
            a.token,
          )
        ).status,
      ).toBe(201);
    await sql`insert into paciente (id_conta, nome, celular, sexo, nascimento)
      select ${a.idConta}, 'Lote ' || g, '11987654321', 'Outro', '1990-01-01' from generate_series(1, 20) g`.execute(
      t.db,
    );
    expect(await totais(a)).toBe(23);
    expect(await totais(b)).toBe(0);

    const lote = await t.db
      .selectFrom('paciente')
      .select('id')
      .where('id_conta', '=', a.idConta)
      .where('nome', 'like', 'Lote %')
      .orderBy('id')
      .execute();
    const ids = lote.map((l) => l.id);
    await t.db
      .updateTable('paciente')
      .set({ arquivado_em: new Date() })
      .where('id', 'in', ids.slice(0, 3))
      .execute();
    expect(await totais(a)).toBe(20);
    await t.db.updateTable('paciente').set({ arquivado_em: null }).where('id', '=', ids[0]!).execute();
    // An update that doesn't archive or restore leaves the count alone, even across many rows.
    await t.db.updateTable('paciente').set({ observacao: 'x' }).where('id_conta', '=', a.idConta).execute();
    expect(await totais(a)).toBe(21);
    await t.db.deleteFrom('paciente').where('id', 'in', [ids[5]!, ids[1]!]).execute(); // one active, one archived
    expect(await totais(a)).toBe(20);
    expect(await totais(a)).toBe(await contados(a.idConta));
    // Past the last page there is no row to carry the total: still the same total.
    expect(await totais(a, 50)).toBe(20);

    await sql`insert into paciente (id_conta, nome, celular, sexo, nascimento)
      values (${b.idConta}, 'Beto', '11987654321', 'Masculino', '1980-01-01')`.execute(t.db);
    expect(await totais(b)).toBe(1);
    expect(await totais(a)).toBe(20);
  });

  it('excluir a clínica leva os pacientes e o contador juntos, sem erro', async () => {
    const c = await clinicaComToken(t);
    await sql`insert into paciente (id_conta, nome, celular, sexo, nascimento)
      select ${c.idConta}, 'P ' || g, '11987654321', 'Outro', '1990-01-01' from generate_series(1, 3) g`.execute(
      t.db,
    );
    await t.db.deleteFrom('conta').where('id', '=', c.idConta).execute();
    const resto = await t.db
      .selectFrom('paciente_contagem')
      .select('id_conta')
      .where('id_conta', '=', c.idConta)
      .execute();
    expect(resto).toEqual([]);
  });
});
