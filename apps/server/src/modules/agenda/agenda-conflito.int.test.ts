import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComAgenda as cenario,
  criarAppDeTeste,
  payload,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const M = MSG.agenda;
const clinicaComAgenda = () => cenario(t);

describe('agenda: sem agendamento duplo', () => {
  it('recusa com 409 nomeando o agendamento; encostar no fim não conflita; cancelado libera o horário', async () => {
    const c = await clinicaComAgenda();
    const a = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { data_hora: '2030-04-01 09:00', duracao: 60 }),
      c.token,
    );
    expect(a.status).toBe(200);
    const choque = await rest(
      t.app,
      'POST',
      '/api/agendas',
      payload(c, { id_paciente: c.bruno, data_hora: '2030-04-01 09:30' }),
      c.token,
    );
    expect(choque.status).toBe(409);
    expect(choque.body.message).toBe('Conflito com o agendamento de Ana Souza às 09:00.');
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { data_hora: '2030-04-01 08:45' }),
      c.token,
    );
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.body.message).toBe(M.conflito('Ana Souza', '09:00'));

    const depois = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { data_hora: '2030-04-01 10:00' }),
      c.token,
    );
    expect(depois.status).toBe(200);
    const outroProf = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { id_profissional: c.profB.idUsuario, data_hora: '2030-04-01 09:30' }),
      c.token,
    );
    expect(outroProf.status).toBe(200);

    // Moving the 10:00 onto the 09:00 is refused too, and leaves it where it was.
    const mover = await trpc(
      t.app,
      'mutation',
      'agenda.update',
      { id: depois.body.id, ...payload(c, { data_hora: '2030-04-01 09:15' }) },
      c.token,
    );
    expect(mover.status).toBe(409);
    expect((await trpc(t.app, 'query', 'agenda.get', { id: depois.body.id }, c.token)).body.data_hora).toBe(
      '2030-04-01 10:00',
    );

    await trpc(
      t.app,
      'mutation',
      'agenda.update',
      {
        id: a.body.id,
        ...payload(c, { data_hora: '2030-04-01 09:00', duracao: 60, status: 'Cancelado pelo paciente' }),
      },
      c.token,
    );
    const agora = await rest(
      t.app,
      'POST',
      '/api/agendas',
      payload(c, { id_paciente: c.bruno, data_hora: '2030-04-01 09:30' }),
      c.token,
    );
    expect(agora.status).toBe(201);
  });

  it('20 reservas simultâneas do mesmo horário: exatamente uma passa, as outras recebem 409', async () => {
    const c = await clinicaComAgenda();
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rest(
          t.app,
          'POST',
          '/api/agendas',
          payload(c, { data_hora: `2030-04-02 14:${String(i).padStart(2, '0')}` }),
          c.token,
        ),
      ),
    );
    const status = respostas.map((r) => r.status);
    expect(status.filter((s) => s === 201)).toHaveLength(1);
    expect(status.filter((s) => s === 409)).toHaveLength(19);
    const n = await t.db
      .selectFrom('agenda')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id_profissional', '=', c.profA.idUsuario)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });
});
