import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../../testing';

/*
 * Run by `pnpm test` under the machine's zone and again in processes started under TZ=UTC and
 * TZ=Asia/Tokyo (the projects of vitest.config.ts): the server's own zone must never move an
 * appointment.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

describe(`fuso horário do servidor (TZ=${process.env.TZ ?? 'padrão da máquina'})`, () => {
  it('o processo roda mesmo no fuso pedido (o env do projeto do vitest chega ao processo)', () => {
    const pedido = process.env.TZ;
    const emUso = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (pedido) expect(emUso).toBe(pedido);
    else expect(emUso).toBeTruthy();
  });
  it('07:00 em São Paulo é 07:00 na resposta REST, no tRPC e na janela do calendário daquele dia', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const p = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: 'Paciente Fuso', celular: '11987654321', sexo: 'Outro', nascimento: '01/01/1990' },
      token,
    );
    const tr = await rest(
      t.app,
      'POST',
      '/api/tratamentos',
      { nome: 'Avaliação', preco_venda: 1, preco_custo: 0, duracao: 30 },
      token,
    );
    const base = {
      id_paciente: p.body.id,
      id_profissional: c.idUsuario,
      id_tratamento: tr.body.id,
      duracao: 30,
      notificacoes: false,
    };

    const cedo = await rest(t.app, 'POST', '/api/agendas', { ...base, data_hora: '2031-03-10 07:00' }, token);
    expect(cedo.status).toBe(201);
    expect(cedo.body.data_hora).toBe('2031-03-10 07:00');
    expect(cedo.body.inicio).toBe('2031-03-10T10:00:00.000Z');
    // 23:30 in São Paulo is already the next day in UTC and in Tokyo: it stays on the 10th.
    const tarde = await rest(
      t.app,
      'POST',
      '/api/agendas',
      { ...base, data_hora: '2031-03-10 23:30' },
      token,
    );
    expect(tarde.body.data_hora).toBe('2031-03-10 23:30');

    const dia = await trpc(
      t.app,
      'query',
      'agenda.intervalo',
      { inicio: '2031-03-10', fim: '2031-03-10' },
      token,
    );
    expect(dia.body.map((a: { data_hora: string }) => a.data_hora)).toEqual([
      '2031-03-10 07:00',
      '2031-03-10 23:30',
    ]);
    const seguinte = await trpc(
      t.app,
      'query',
      'agenda.intervalo',
      { inicio: '2031-03-11', fim: '2031-03-11' },
      token,
    );
    expect(seguinte.body).toEqual([]);
    const lista = await rest(t.app, 'GET', '/api/agendas?inicio=2031-03-10&fim=2031-03-10', undefined, token);
    expect(lista.body.map((a: { data_hora: string }) => a.data_hora)).toEqual([
      '2031-03-10 07:00',
      '2031-03-10 23:30',
    ]);

    const banco = await t.db
      .selectFrom('agenda')
      .select('inicio')
      .where('id', '=', cedo.body.id)
      .executeTakeFirstOrThrow();
    expect(banco.inicio.toISOString()).toBe('2031-03-10T10:00:00.000Z');
  });
});
