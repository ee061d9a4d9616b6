import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PERMISSOES_AGENDA as AGENDA,
  type AppDeTeste,
  type Clinica,
  clinicaComAgenda as cenario,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
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

describe('agenda: criar, ler e editar pelas duas superfícies', () => {
  let c: Clinica;
  beforeAll(async () => {
    c = await clinicaComAgenda();
  });

  it('POST /api/agendas responde 201 com o formato do spec, no relógio da clínica', async () => {
    const r = await rest(
      t.app,
      'POST',
      '/api/agendas',
      {
        ...payload(c),
        id_paciente: String(c.ana),
        notificacoes: 'true',
        status: 'agendado',
        observacao: ' Trazer exames ',
      },
      c.token,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      paciente: { id: c.ana, nome: 'Ana Souza', email: expect.stringContaining('@teste.com.br') },
      profissional: { id: c.profA.idUsuario, nome: 'Dra. Carla' },
      tratamento: { id: c.idTratamento, nome: expect.stringContaining('Limpeza') },
      data_hora: '2030-03-04 09:00',
      inicio: '2030-03-04T12:00:00.000Z',
      duracao: 30,
      status: 'Agendado',
      observacao: 'Trazer exames',
      notificacoes: true,
    });
    expect(r.body).not.toHaveProperty('lembrete');

    const lista = await rest(t.app, 'GET', '/api/agendas', undefined, c.token);
    expect(lista.status).toBe(200);
    expect(lista.body.map((a: { id: number }) => a.id)).toContain(r.body.id);
  });

  it('tRPC cria com status e notificações padrão, e o detalhe traz o lembrete agendado', async () => {
    const r = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { data_hora: '2030-03-04 10:00' }),
      c.token,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'Agendado', notificacoes: true, data_hora: '2030-03-04 10:00' });
    // The day before at 18:00 São Paulo = 21:00 UTC.
    expect(r.body.lembrete).toMatchObject({
      status: 'pendente',
      enviar_em: '2030-03-03T21:00:00.000Z',
      entregas: [],
    });

    const u = await trpc(
      t.app,
      'mutation',
      'agenda.update',
      { id: r.body.id, ...payload(c, { data_hora: '2030-03-04 10:00', status: 'Confirmado', duracao: 45 }) },
      c.token,
    );
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ status: 'Confirmado', duracao: 45 });

    const put = await rest(
      t.app,
      'PUT',
      `/api/agendas/${r.body.id}`,
      payload(c, { data_hora: '2030-03-05 10:00', status: 'EM ATENDIMENTO', duracao: '45', notificacoes: 0 }),
      c.token,
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      data_hora: '2030-03-05 10:00',
      status: 'Em Atendimento',
      notificacoes: false,
    });
  });

  it('REST aceita data_hora em DD/MM/YYYY HH:mm como em YYYY-MM-DD HH:mm, no POST e no PUT (issue 33)', async () => {
    const d = await clinicaComAgenda();
    const r = await rest(
      t.app,
      'POST',
      '/api/agendas',
      payload(d, { data_hora: '04/03/2030 11:00' }),
      d.token,
    );
    expect([r.status, r.body.data_hora, r.body.inicio]).toEqual([
      201,
      '2030-03-04 11:00',
      '2030-03-04T14:00:00.000Z',
    ]);
    const put = await rest(
      t.app,
      'PUT',
      `/api/agendas/${r.body.id}`,
      { data_hora: '05/03/2030 08:30' },
      d.token,
    );
    expect([put.status, put.body.data_hora, put.body.duracao]).toEqual([200, '2030-03-05 08:30', 30]);
    const semHora = await rest(
      t.app,
      'POST',
      '/api/agendas',
      payload(d, { data_hora: '04/03/2030' }),
      d.token,
    );
    expect([semHora.status, semHora.body.message]).toEqual([400, M.dataInvalida]);
  });

  it('a janela do calendário traz só os dias pedidos; a lista pagina 15 por vez, mais novos primeiro', async () => {
    const d = await clinicaComAgenda();
    for (let i = 0; i < 17; i++) {
      const dia = String(1 + i).padStart(2, '0');
      const r = await trpc(
        t.app,
        'mutation',
        'agenda.create',
        payload(d, { data_hora: `2030-05-${dia} 08:00` }),
        d.token,
      );
      expect(r.status).toBe(200);
    }
    const semana = await trpc(
      t.app,
      'query',
      'agenda.intervalo',
      { inicio: '2030-05-04', fim: '2030-05-10' },
      d.token,
    );
    expect(semana.body.map((a: { data_hora: string }) => a.data_hora)).toEqual(
      ['04', '05', '06', '07', '08', '09', '10'].map((x) => `2030-05-${x} 08:00`),
    );
    const p1 = await trpc(t.app, 'query', 'agenda.list', { page: 1 }, d.token);
    expect(p1.body.total).toBe(17);
    expect(p1.body.itens).toHaveLength(15);
    expect(p1.body.itens[0].data_hora).toBe('2030-05-17 08:00');
    const p2 = await trpc(t.app, 'query', 'agenda.list', { page: 2 }, d.token);
    expect(p2.body.itens.map((a: { data_hora: string }) => a.data_hora)).toEqual([
      '2030-05-02 08:00',
      '2030-05-01 08:00',
    ]);

    const restJanela = await rest(
      t.app,
      'GET',
      '/api/agendas?inicio=2030-05-16&fim=2030-05-17',
      undefined,
      d.token,
    );
    expect(restJanela.body).toHaveLength(2);
    const restPagina = await t.app.inject({
      method: 'GET',
      url: '/api/agendas?page=2&limit=15',
      headers: { authorization: `Bearer ${d.token}` },
    });
    expect(restPagina.json()).toHaveLength(2);
    expect(restPagina.headers['x-total-count']).toBe('17');

    const longa = await trpc(
      t.app,
      'query',
      'agenda.intervalo',
      { inicio: '2030-01-01', fim: '2030-06-01' },
      d.token,
    );
    expect(longa.status).toBe(400);
    expect(longa.body.message).toBe(M.periodoInvalido);
    const meia = await rest(t.app, 'GET', '/api/agendas?inicio=2030-05-01', undefined, d.token);
    expect(meia.status).toBe(400);
  });

  it('os agendamentos do paciente: linha do tempo pelas duas superfícies; paciente de outra clínica é 404', async () => {
    const d = await clinicaComAgenda();
    await trpc(t.app, 'mutation', 'agenda.create', payload(d, { data_hora: '2030-06-01 08:00' }), d.token);
    await trpc(t.app, 'mutation', 'agenda.create', payload(d, { data_hora: '2030-06-02 08:00' }), d.token);
    await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(d, { id_paciente: d.bruno, data_hora: '2030-06-03 08:00' }),
      d.token,
    );
    const tl = await trpc(t.app, 'query', 'agenda.doPaciente', { id_paciente: d.ana }, d.token);
    expect(tl.body.itens.map((a: { data_hora: string }) => a.data_hora)).toEqual([
      '2030-06-02 08:00',
      '2030-06-01 08:00',
    ]);
    const r = await rest(t.app, 'GET', `/api/agendas/paciente/${d.bruno}`, undefined, d.token);
    expect(r.body).toHaveLength(1);
    expect(r.body[0].paciente.nome).toBe('Bruno Lima');
    const outra = await clinicaComAgenda();
    expect((await rest(t.app, 'GET', `/api/agendas/paciente/${outra.ana}`, undefined, d.token)).status).toBe(
      404,
    );
  });
});

describe('agenda: entrada ruim recebe 4xx e não muda nada', () => {
  let c: Clinica;
  beforeAll(async () => {
    c = await clinicaComAgenda();
  });

  it.each([
    [{ id_paciente: undefined }, MSG.geral.campoObrigatorio],
    [{ data_hora: '' }, MSG.geral.campoObrigatorio],
    [{ data_hora: '31/02/2030 10:00' }, M.dataInvalida],
    [{ data_hora: '2030-02-30 10:00' }, M.dataInvalida],
    [{ data_hora: '2030-02-10 24:00' }, M.dataInvalida],
    [{ duracao: 0 }, M.duracaoInvalida],
    [{ duracao: 10_000 }, M.duracaoInvalida],
    [{ duracao: 1e300 }, M.duracaoInvalida],
    // Out of the integer column: the schema refuses it naming the field (issue 18.2), not the database.
    [
      { id_paciente: 99_999_999_999 },
      'id_paciente: Grande demais: esperava que o número fosse <= 2147483647',
    ],
    [{ status: 'Remarcado' }, M.statusInvalido],
    [{ observacao: 'x'.repeat(2001) }, 'Máximo de 2000 caracteres.'],
    // There but of the wrong type: the message names the field (issue 17), 'obrigatório' only when missing.
    [{ notificacoes: 'talvez' }, 'notificacoes: esperava um valor booleano, recebeu um texto'],
  ])('%j → 400 com a mensagem', async (extra, mensagem) => {
    const antes = await t.db
      .selectFrom('agenda')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id_conta', '=', c.idConta)
      .executeTakeFirstOrThrow();
    const r = await rest(t.app, 'POST', '/api/agendas', payload(c, extra), c.token);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(mensagem);
    const depois = await t.db
      .selectFrom('agenda')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id_conta', '=', c.idConta)
      .executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });

  it('um NUL na observação é recusado com 400, não 500', async () => {
    const r = await rest(t.app, 'POST', '/api/agendas', payload(c, { observacao: 'a\u0000b' }), c.token);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG.geral.dadosInvalidos);
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { observacao: 'a\u0000b' }),
      c.token,
    );
    expect(viaTrpc.status).toBe(400);
  });

  it('paciente, profissional ou tratamento de outra clínica respondem 404 com o nome do que faltou', async () => {
    const outra = await clinicaComAgenda();
    const casos: [Record<string, unknown>, string][] = [
      [{ id_paciente: outra.ana }, M.pacienteNaoEncontrado],
      [{ id_profissional: outra.profA.idUsuario }, M.profissionalNaoEncontrado],
      [{ id_tratamento: outra.idTratamento }, M.tratamentoNaoEncontrado],
    ];
    for (const [extra, msg] of casos) {
      const r = await trpc(t.app, 'mutation', 'agenda.create', payload(c, extra), c.token);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe(msg);
    }
    // The front desk (USUARIO) is not a professional one can book.
    const recepcao = await criarUsuarioComPermissoes(t.db, c.idConta, AGENDA, { tipo: 'USUARIO' });
    const r = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { id_profissional: recepcao.idUsuario }),
      c.token,
    );
    expect(r.status).toBe(404);
  });
});
