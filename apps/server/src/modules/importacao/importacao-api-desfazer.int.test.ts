import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComAgenda, clinicaComToken, payload, rest } from '../../testing';
import {
  contagensDe as contagens,
  contarDe,
  importarDaOrigem,
  origemCompleta,
} from '../../testing/cenario-importacao';
import { doisSistemas } from '../../testing/cenario-importacao-clinica';
import { processarImportacoes } from './execucao';

/**
 * Undo of an import from the old system's API, and a patient the old system has twice (issue 39).
 * The same two instances as importacao-api-tipos.int.test.ts.
 *
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
  ({ origem, destino, url } = await doisSistemas(inject('databaseUrl')));
  antiga = await origemCompleta(origem);
});
afterAll(async () => {
  await destino.fechar();
  await origem.fechar();
});

/** One import from the old system, confirmed and run to the end (`passo`: between confirm and run). */
const importar = (token: string, idConta: number, passo?: (id: number) => Promise<void>) =>
  importarDaOrigem(destino, { url, token: antiga.token }, token, idConta, passo);

describe('desfazer a importação do sistema antigo, e duplicados na origem', () => {
  it('undo removes exactly what the import created, in reverse order, and keeps what staff touched since', async () => {
    const nova = await clinicaComToken(destino);
    const antes = await contagens(destino, nova.idConta);
    const i = await importar(nova.token, nova.idConta);
    expect(i.status).toBe('concluida');
    const db = destino.db;
    const ag = await db
      .selectFrom('agenda')
      .selectAll()
      .where('id_conta', '=', nova.idConta)
      .orderBy('inicio')
      .execute();
    const [primeira] = ag;
    if (!primeira || ag.length !== 2) throw new Error('sem agendamentos importados');
    // Staff activates the imported professional (an appointment's professional must be active to
    // be edited), finishes one imported appointment and registers a patient of their own.
    const ativar = await rest(
      destino.app,
      'PATCH',
      `/api/usuario/${primeira.id_profissional}/ativo`,
      { ativo: true },
      nova.token,
    );
    expect(ativar.status).toBe(200);
    const fim = await rest(
      destino.app,
      'PUT',
      `/api/agendas/${primeira.id}`,
      {
        id_paciente: primeira.id_paciente,
        id_profissional: primeira.id_profissional,
        id_tratamento: primeira.id_tratamento,
        data_hora: '2030-03-04 09:00',
        duracao: 30,
        status: 'Finalizada',
      },
      nova.token,
    );
    expect([fim.status, fim.body]).toEqual([200, expect.anything()]);
    const propria = await rest(
      destino.app,
      'POST',
      '/api/pacientes',
      { nome: 'Paciente da Clínica', celular: '11912345678', sexo: 'Outro', nascimento: '01/01/1990' },
      nova.token,
    );
    expect(propria.status).toBe(201);

    const d = await rest(destino.app, 'POST', `/api/importacoes/${i.id}/desfazer`, undefined, nova.token);
    expect(d.status).toBe(200);
    const r = d.body.desfazer;
    // The finished appointment stays, and so do its patient (a record on her), professional and
    // treatment (in use by it); the rest of the import is gone.
    expect(r.mantidos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tipo_dado: 'agendas',
          id: primeira.id,
          motivo: expect.stringContaining('Alterado'),
        }),
        expect.objectContaining({ id_paciente: primeira.id_paciente }),
        expect.objectContaining({
          tipo_dado: 'profissionais',
          id: primeira.id_profissional,
          motivo: expect.stringContaining('Alterado'),
        }),
        expect.objectContaining({ tipo_dado: 'tratamentos', id: primeira.id_tratamento }),
      ]),
    );
    expect(r.removidos_por_tipo).toMatchObject({
      agendas: 1,
      orcamentos: 1,
      transacoes: 1,
      produtos: 1,
      movimentacoes: 2,
      unidades: 1,
      pacientes: 1,
    });
    const restantes = await db
      .selectFrom('agenda')
      .select('id')
      .where('id_conta', '=', nova.idConta)
      .execute();
    expect(restantes.map((x) => x.id)).toEqual([primeira.id]);
    const depois = await contagens(destino, nova.idConta);
    expect(depois).toMatchObject({
      unidade: antes.unidade,
      orcamento: 0,
      transacao: 0,
      pagamento: 0,
      produto: 0,
      movimentacao: 0,
      agenda: 1,
      // Ana (kept: her finished appointment) and staff's own patient.
      paciente: 2,
      // The owner, and Dra. Carla kept for the finished appointment.
      usuario: antes.usuario + 1,
      tratamento: antes.tratamento + 1,
    });
    // Matched catalog rows (the clinic's default categories and payment types) were never the import's.
    expect(depois.categoria).toBe(antes.categoria);
    expect(depois.tipo_pagamento).toBe(antes.tipo_pagamento);
    expect(
      (await db.selectFrom('paciente').select('nome').where('id', '=', propria.body.id).executeTakeFirst())
        ?.nome,
    ).toBe('Paciente da Clínica');
  });

  it('one patient twice in the old system becomes one here, and the appointments of both find her', async () => {
    const velha = await clinicaComAgenda(origem);
    // Ana again, with the same mobile and name (the old system let it be typed twice).
    const dupla = await rest(
      origem.app,
      'POST',
      '/api/pacientes',
      { nome: 'Ana Souza', celular: '11987654321', sexo: 'Feminino', nascimento: '01/02/1990' },
      velha.token,
    );
    expect(dupla.status).toBe(201);
    for (const [id_paciente, data_hora] of [
      [velha.ana, '2030-05-06 09:00'],
      [dupla.body.id, '2030-05-06 10:00'],
    ] as const)
      expect(
        (
          await rest(
            origem.app,
            'POST',
            '/api/agendas',
            payload(velha, { id_paciente, data_hora }),
            velha.token,
          )
        ).status,
      ).toBe(201);
    const nova = await clinicaComToken(destino);
    const p = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url, token: velha.token },
      nova.token,
    );
    await rest(destino.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, nova.token);
    await processarImportacoes(destino.deps, { conta: nova.idConta });
    const ag = await destino.db
      .selectFrom('agenda as a')
      .innerJoin('paciente as p', 'p.id', 'a.id_paciente')
      .select(['p.id', 'p.nome'])
      .where('a.id_conta', '=', nova.idConta)
      .execute();
    expect(ag).toHaveLength(2);
    expect(ag.map((a) => a.nome)).toEqual(['Ana Souza', 'Ana Souza']);
    expect(ag[0]?.id).toBe(ag[1]?.id);
    expect(await contarDe(destino, 'paciente', nova.idConta)).toBe(2);
  });
});
