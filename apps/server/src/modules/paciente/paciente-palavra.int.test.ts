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
 * Issue 20: the patient search reads paciente_palavra (one row per word of the name, and the
 * e-mail), kept by statement triggers. Whatever writes the patients, the table must equal the
 * words recomputed from them, and the search must answer by word prefixes.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const paciente = (nome: string, email?: string) => ({
  nome,
  celular: '11987654321',
  sexo: 'Feminino',
  nascimento: '01/02/1990',
  ...(email ? { email } : {}),
});

/** The table against the words recomputed from the patients: what is missing, what is extra. */
async function divergencias(idConta: number) {
  const { rows } = await sql<{ lado: string; n: number }>`
    WITH esperado AS (
      SELECT DISTINCT p.id_conta, p.id AS id_paciente, w AS palavra, p.arquivado_em IS NOT NULL AS arquivado, p.nome_busca
        FROM paciente p
       CROSS JOIN LATERAL (SELECT regexp_split_to_table(p.nome_busca, '\\s+') UNION SELECT p.email_busca) x(w)
       WHERE p.id_conta = ${idConta} AND w IS NOT NULL AND w <> ''
    ), atual AS (
      SELECT id_conta, id_paciente, palavra, arquivado, nome_busca FROM paciente_palavra WHERE id_conta = ${idConta}
    )
    SELECT 'falta' AS lado, count(*)::int AS n FROM (SELECT * FROM esperado EXCEPT SELECT * FROM atual) a
    UNION ALL
    SELECT 'sobra', count(*)::int FROM (SELECT * FROM atual EXCEPT SELECT * FROM esperado) b`.execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.lado, r.n]));
}

describe('busca de pacientes por palavras (paciente_palavra)', () => {
  it('cada palavra digitada começa uma palavra do nome, ou o termo começa o e-mail; total sem repetir', async () => {
    const c = await clinicaComToken(t);
    for (const p of [
      paciente('Ana Souza'),
      paciente('Juliana Ana Lima'),
      paciente('Anabela Costa', 'bela.costa@exemplo.com'),
      paciente('João da Silva'),
      paciente('Souza Souza'),
    ])
      expect((await rest(t.app, 'POST', '/api/pacientes', p, c.token)).status).toBe(201);
    const nomes = async (q: string) => {
      const r = await trpc(t.app, 'query', 'paciente.list', { q, page: 1, limit: 15 }, c.token);
      const rr = await restComCabecalhos(
        t.app,
        `/api/pacientes?q=${encodeURIComponent(q)}&page=1&limit=15`,
        c.token,
      );
      // Both surfaces answer the same, and the total counts each patient once.
      expect(Number(rr.headers['x-total-count'])).toBe(r.body.total);
      expect(r.body.itens).toHaveLength(r.body.total);
      return r.body.itens.map((p: { nome: string }) => p.nome);
    };
    expect(await nomes('ana')).toEqual(['Ana Souza', 'Anabela Costa', 'Juliana Ana Lima']);
    // Inside a word is not a start: 'uliana' finds nobody; 'jul' finds Juliana.
    expect(await nomes('uliana')).toEqual([]);
    expect(await nomes('jul')).toEqual(['Juliana Ana Lima']);
    // Words in any order, each a prefix; 'Souza Souza' once.
    expect(await nomes('souza')).toEqual(['Ana Souza', 'Souza Souza']);
    expect(await nomes('silva jo')).toEqual(['João da Silva']);
    expect(await nomes('JOÃO SILVA')).toEqual(['João da Silva']);
    // The e-mail from its start.
    expect(await nomes('bela.costa@')).toEqual(['Anabela Costa']);
    expect(await nomes('costa@exemplo')).toEqual([]);
    // The autocomplete uses the same search.
    const opcoes = await trpc(t.app, 'query', 'paciente.buscar', { q: 'souza' }, c.token);
    expect(opcoes.body.map((o: { nome: string }) => o.nome)).toEqual(['Ana Souza', 'Souza Souza']);
    expect(await divergencias(c.idConta)).toEqual({ falta: 0, sobra: 0 });
  });

  it('acompanha inclusão em lote, troca de nome e e-mail, arquivamento, exclusão; cada clínica a sua', async () => {
    const a = await clinicaComToken(t);
    const b = await clinicaComToken(t);
    await sql`insert into paciente (id_conta, nome, celular, sexo, nascimento, email)
      select ${a.idConta}, 'Lote Número ' || g, '11987654321', 'Outro', '1990-01-01', 'lote' || g || '@x.com'
        from generate_series(1, 30) g`.execute(t.db);
    const { body: bia } = await rest(t.app, 'POST', '/api/pacientes', paciente('Bia Ramos'), a.token);
    await rest(t.app, 'POST', '/api/pacientes', paciente('Bia Outra Clínica'), b.token);
    const total = async (c: { token: string }, q: string, arquivados = false) =>
      (await trpc(t.app, 'query', 'paciente.list', { q, page: 1, limit: 5, arquivados }, c.token)).body.total;
    expect(await total(a, 'lote numero')).toBe(30);
    expect(await total(a, 'lote1')).toBe(11); // lote1@, lote10@ … lote19@
    expect(await total(a, 'bia')).toBe(1);
    expect(await total(b, 'bia')).toBe(1);

    // A new name and e-mail replace the old words.
    await rest(
      t.app,
      'PUT',
      `/api/pacientes/${bia.id}`,
      paciente('Beatriz Ramos', 'b.ramos@novo.com'),
      a.token,
    );
    expect(await total(a, 'beatriz')).toBe(1);
    expect(await total(a, 'b.ramos@novo')).toBe(1);
    expect(await total(a, 'bia')).toBe(0);
    // Archived: out of the active search, in the 'Arquivados' one; restored: back.
    await t.db.updateTable('paciente').set({ arquivado_em: new Date() }).where('id', '=', bia.id).execute();
    expect(await total(a, 'beatriz')).toBe(0);
    expect(await total(a, 'beatriz', true)).toBe(1);
    // Any other column, on every row: nothing to rewrite, still right.
    await t.db.updateTable('paciente').set({ observacao: 'x' }).where('id_conta', '=', a.idConta).execute();
    expect(await divergencias(a.idConta)).toEqual({ falta: 0, sobra: 0 });
    await t.db.updateTable('paciente').set({ arquivado_em: null }).where('id', '=', bia.id).execute();
    expect(await total(a, 'beatriz')).toBe(1);

    await t.db
      .deleteFrom('paciente')
      .where('id_conta', '=', a.idConta)
      .where('nome', 'like', 'Lote Número 1%')
      .execute();
    expect(await total(a, 'lote')).toBe(19);
    expect(await divergencias(a.idConta)).toEqual({ falta: 0, sobra: 0 });
    expect(await divergencias(b.idConta)).toEqual({ falta: 0, sobra: 0 });

    // The clinic deleted: its words go with its patients.
    await t.db.deleteFrom('conta').where('id', '=', a.idConta).execute();
    const resto = await t.db
      .selectFrom('paciente_palavra')
      .select('id_paciente')
      .where('id_conta', '=', a.idConta)
      .execute();
    expect(resto).toEqual([]);
    expect(await total(b, 'bia')).toBe(1);
  });
});
