import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComToken, criarAppDeTeste, rest } from '../../testing';
import {
  contagensDe as contagens,
  contarDe,
  importarDaOrigem,
  lotePorLote,
  origemCompleta,
} from '../../testing/cenario-importacao';
import { processarImportacoes } from './execucao';

/**
 * Every kind from the old system's API (issue 39): `origem` is this product with a clinic made
 * through its own routes (a unit, professionals, treatments, a bank, a category, payment types,
 * patients, appointments, a budget with items, a revenue paid in two payments, a product with an
 * entry and an exit); `destino` imports it over real HTTP.
 */
let origem: AppDeTeste;
let destino: AppDeTeste;
let url: string;
let antiga: Awaited<ReturnType<typeof origemCompleta>>;
beforeAll(async () => {
  origem = await criarAppDeTeste(inject('databaseUrl'), { IMPORTACAO_REDE_LOCAL: 'false' });
  destino = await criarAppDeTeste(inject('databaseUrl'), { IMPORTACAO_REDE_LOCAL: 'true' });
  await origem.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(origem.app.server.address() as AddressInfo).port}`;
  antiga = await origemCompleta(origem);
});
afterAll(async () => {
  await destino.fechar();
  await origem.fechar();
});

/** One import from the old system, confirmed and run to the end (`passo`: between confirm and run). */
const importar = (token: string, idConta: number, passo?: (id: number) => Promise<void>) =>
  importarDaOrigem(destino, { url, token: antiga.token }, token, idConta, passo);

describe('importação de todos os tipos do sistema antigo pela API', () => {
  it('previews the counts per kind writing nothing, then brings every kind with its relations', async () => {
    const nova = await clinicaComToken(destino);
    const antes = await contagens(destino, nova.idConta);
    const p = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url, token: antiga.token },
      nova.token,
    );
    expect(p.body).toMatchObject({
      status: 'previa',
      etapa: 'unidades',
      contagens: {
        unidades: { total: 1 },
        agendas: { total: 2 },
        orcamentos: { total: 1 },
        transacoes: { total: 1 },
        produtos: { total: 1 },
        movimentacoes: { total: 2 },
        pacientes: { total: 2 },
      },
    });
    expect(p.body.contagens.profissionais.total).toBeGreaterThanOrEqual(3);
    expect(await contagens(destino, nova.idConta)).toEqual(antes);

    await rest(destino.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, nova.token);
    await processarImportacoes(destino.deps, { conta: nova.idConta });
    const g = (await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, nova.token)).body;
    expect(g).toMatchObject({
      status: 'concluida',
      contagens: {
        unidades: { importados: 1 },
        agendas: { importados: 2, erros: 0, ignorados: 0 },
        orcamentos: { importados: 1 },
        transacoes: { importados: 1 },
        produtos: { importados: 1 },
        movimentacoes: { importados: 2 },
        pacientes: { importados: 2 },
      },
    });

    const db = destino.db;
    const ag = await db
      .selectFrom('agenda as a')
      .innerJoin('paciente as p', 'p.id', 'a.id_paciente')
      .innerJoin('usuario as u', 'u.id', 'a.id_profissional')
      .innerJoin('tratamento as t', 't.id', 'a.id_tratamento')
      .select([
        'p.nome as paciente',
        'p.id_conta as cp',
        'u.nome as prof',
        'u.ativo',
        'u.tipo',
        'u.id_conta as cu',
        't.id_conta as ct',
        'a.inicio',
        'a.duracao',
      ])
      .where('a.id_conta', '=', nova.idConta)
      .orderBy('a.inicio')
      .execute();
    expect(ag).toHaveLength(2);
    expect(ag.map((a) => [a.paciente, a.prof])).toEqual([
      ['Ana Souza', 'Dra. Carla'],
      ['Bruno Lima', 'Dra. Carla'],
    ]);
    // Every relation points inside this clinic; the professional is inactive, never invited.
    expect(ag.every((a) => a.cp === nova.idConta && a.cu === nova.idConta && a.ct === nova.idConta)).toBe(
      true,
    );
    expect(ag[0]).toMatchObject({ ativo: false, tipo: 'PROFISSIONAL', duracao: 30 });
    expect(ag[0]?.inicio.toISOString()).toBe('2030-03-04T12:00:00.000Z');
    // The clinic has moved: a future appointment gets its reminder the day before, as one booked
    // here would; the one whose patient asked for no notifications gets none.
    const lembretes = await db
      .selectFrom('mensagem as m')
      .innerJoin('agenda as a', 'a.id', 'm.id_agenda')
      .innerJoin('paciente as p', 'p.id', 'm.id_paciente')
      .select(['p.nome', 'm.tipo', 'm.status', 'm.enviar_em', 'a.inicio'])
      .where('m.id_conta', '=', nova.idConta)
      .execute();
    expect(lembretes.map((m) => [m.nome, m.tipo, m.status])).toEqual([['Ana Souza', 'lembrete', 'pendente']]);
    expect(lembretes[0]?.enviar_em.getTime()).toBeLessThan(lembretes[0]?.inicio.getTime() ?? 0);
    expect(lembretes[0]?.enviar_em.toISOString().slice(0, 10)).toBe('2030-03-03');
    const prof = await db
      .selectFrom('usuario')
      .select(['email', 'senha_hash'])
      .where('id_conta', '=', nova.idConta)
      .where('nome', '=', 'Dra. Carla')
      .executeTakeFirstOrThrow();
    // Her e-mail is a login of the old clinic (the same database here): a provisional address.
    expect(prof.email).toMatch(/@importacao\.invalid$/);
    expect(prof.senha_hash).toBe('!importado');
    const log = await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}/erros`, undefined, nova.token);
    expect(log.body.itens).toContainEqual(
      expect.objectContaining({
        tipo_dado: 'profissionais',
        nivel: 'aviso',
        mensagem: expect.stringContaining('e-mail provisório'),
      }),
    );

    const itens = await db
      .selectFrom('orcamento_item as i')
      .innerJoin('orcamento as o', 'o.id', 'i.id_orcamento')
      .innerJoin('paciente as p', 'p.id', 'o.id_paciente')
      .innerJoin('usuario as u', 'u.id', 'i.id_profissional')
      .innerJoin('tratamento as t', 't.id', 'i.id_tratamento')
      .select([
        'o.id',
        'p.nome as paciente',
        'u.nome as prof',
        't.nome as trat',
        't.id_conta',
        'i.valor_venda',
      ])
      .where('o.id_conta', '=', nova.idConta)
      .orderBy('i.ordem')
      .execute();
    expect(itens.map((i) => [i.paciente, i.prof, i.valor_venda])).toEqual([
      ['Ana Souza', 'Dra. Carla', 10000],
      ['Ana Souza', 'Dr. Davi', 35050],
    ]);
    expect(itens.every((i) => i.id_conta === nova.idConta)).toBe(true);

    const tr = await db
      .selectFrom('transacao')
      .selectAll()
      .where('id_conta', '=', nova.idConta)
      .executeTakeFirstOrThrow();
    expect(tr).toMatchObject({
      tipo: 'RECEITA',
      id_orcamento: itens[0]?.id,
      valor_total: 45050,
      valor_pago: 15050,
    });
    const pags = await db
      .selectFrom('pagamento as g')
      .innerJoin('tipo_pagamento as tp', 'tp.id', 'g.id_tipo_pagamento')
      .select(['g.valor', 'g.qnt_parcelas', 'tp.nome', 'tp.id_conta'])
      .where('g.id_transacao', '=', tr.id)
      .orderBy('g.valor', 'desc')
      .execute();
    expect(pags.map((x) => [x.valor, x.qnt_parcelas, x.id_conta])).toEqual([
      [10000, 1, nova.idConta],
      [5050, 2, nova.idConta],
    ]);
    expect(pags[0]?.nome).toMatch(/^Pix /);

    const prod = await db
      .selectFrom('produto')
      .selectAll()
      .where('id_conta', '=', nova.idConta)
      .executeTakeFirstOrThrow();
    expect(prod).toMatchObject({
      nome: 'Luva nitrílica',
      qnt_atual: 7,
      preco_custo: 250,
      qnt_movimentacoes: 2,
    });
    const movs = await db
      .selectFrom('movimentacao')
      .select(['tipo', 'id_produto', 'id_usuario'])
      .where('id_conta', '=', nova.idConta)
      .orderBy('tipo')
      .execute();
    expect(movs.map((m) => [m.tipo, m.id_produto])).toEqual([
      ['ENTRADA', prod.id],
      ['SAIDA', prod.id],
    ]);
    expect(movs[1]?.id_usuario).not.toBeNull();

    // Importing twice imports once: the second import finds every record mapped, creates nothing.
    const depois = await contagens(destino, nova.idConta);
    const segunda = await importar(nova.token, nova.idConta);
    expect(segunda.status).toBe('concluida');
    expect(await contagens(destino, nova.idConta)).toEqual(depois);
    expect(segunda.contagens).toMatchObject({
      agendas: { importados: 0, duplicados: 2 },
      transacoes: { importados: 0, duplicados: 1 },
      pacientes: { importados: 0, duplicados: 2 },
    });

    // Another clinic sees none of it.
    const outra = await clinicaComToken(destino);
    expect(await contarDe(destino, 'agenda', outra.idConta)).toBe(0);
    expect(
      (await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, outra.token)).status,
    ).toBe(404);
    expect((await rest(destino.app, 'GET', '/api/agendas', undefined, outra.token)).body).toEqual([]);
  });

  it('a job killed page after page, and again across a stage boundary, ends with the same rows', async () => {
    const direta = await clinicaComToken(destino);
    await importar(direta.token, direta.idConta);
    const esperado = await contagens(destino, direta.idConta);

    const nova = await clinicaComToken(destino);
    const etapas: string[] = [];
    // One page per pass, the worker gone after each: every stage resumes from its stored cursor.
    const fim = await importar(nova.token, nova.idConta, (id) =>
      lotePorLote(
        destino,
        nova.idConta,
        id,
        async (i) => {
          if (etapas.at(-1) !== i.etapa && i.etapa) etapas.push(i.etapa);
          // Killed after the appointments were written but before the stage moved on: done again.
          if (i.etapa === 'orcamentos' && !etapas.includes('refeito')) {
            etapas.push('refeito');
            await destino.db
              .updateTable('importacao')
              .set({ etapa: 'pacientes', cursor: 0 })
              .where('id', '=', id)
              .execute();
          }
        },
        40,
      ),
    );
    expect(fim.status).toBe('concluida');
    expect(etapas).toEqual(
      expect.arrayContaining([
        'profissionais',
        'pacientes',
        'agendas',
        'orcamentos',
        'refeito',
        'movimentacoes',
      ]),
    );
    expect(await contagens(destino, nova.idConta)).toEqual(esperado);
  });
});
