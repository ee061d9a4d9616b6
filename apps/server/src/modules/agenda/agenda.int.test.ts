import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  definirCobranca,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const M = MSG.agenda;
const AGENDA = ['AGENDAMENTOS_LISTAR', 'AGENDAMENTOS_CRIAR', 'AGENDAMENTOS_EDITAR'] as const;
let seq = 0;

/** A clinic with an ADM token, two professionals, a patient and a 30-minute treatment. */
async function clinicaComAgenda() {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const paciente = async (nome: string) =>
    (
      await rest(
        t.app,
        'POST',
        '/api/pacientes',
        {
          nome,
          celular: '11987654321',
          sexo: 'Feminino',
          nascimento: '01/02/1990',
          email: `p${seq++}@teste.com.br`,
        },
        token,
      )
    ).body.id as number;
  const ana = await paciente('Ana Souza');
  const bruno = await paciente('Bruno Lima');
  const profA = await criarUsuarioComPermissoes(t.db, c.idConta, AGENDA, { tipo: 'PROFISSIONAL' });
  const profB = await criarUsuarioComPermissoes(t.db, c.idConta, AGENDA, { tipo: 'PROFISSIONAL' });
  await t.db.updateTable('usuario').set({ nome: 'Dra. Carla' }).where('id', '=', profA.idUsuario).execute();
  await t.db.updateTable('usuario').set({ nome: 'Dr. Davi' }).where('id', '=', profB.idUsuario).execute();
  const trat = await rest(
    t.app,
    'POST',
    '/api/tratamentos',
    { nome: `Limpeza ${seq++}`, preco_venda: 100, preco_custo: 10, duracao: 30 },
    token,
  );
  return { ...c, token, ana, bruno, profA, profB, idTratamento: trat.body.id as number };
}

type Clinica = Awaited<ReturnType<typeof clinicaComAgenda>>;
const payload = (c: Clinica, extra: Record<string, unknown> = {}) => ({
  id_paciente: c.ana,
  id_profissional: c.profA.idUsuario,
  id_tratamento: c.idTratamento,
  data_hora: '2030-03-04 09:00',
  duracao: 30,
  ...extra,
});

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
    [{ id_paciente: 99_999_999_999 }, MSG.geral.dadosInvalidos],
    [{ status: 'Remarcado' }, M.statusInvalido],
    [{ observacao: 'x'.repeat(2001) }, 'Máximo de 2000 caracteres.'],
    [{ notificacoes: 'talvez' }, MSG.geral.campoObrigatorio],
  ])('%j → 400 com a mensagem', async (extra, mensagem) => {
    const antes = await t.db
      .selectFrom('agenda')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const r = await rest(t.app, 'POST', '/api/agendas', payload(c, extra), c.token);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(mensagem);
    const depois = await t.db
      .selectFrom('agenda')
      .select((eb) => eb.fn.countAll<number>().as('n'))
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

describe('agenda: o PROFISSIONAL vê e mexe só nos próprios agendamentos', () => {
  it('listas filtradas nas duas superfícies; pedir outro profissional é 403; o de outro é 404', async () => {
    const c = await clinicaComAgenda();
    const doA = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { data_hora: '2030-07-01 08:00' }),
      c.token,
    );
    const doB = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { id_profissional: c.profB.idUsuario, data_hora: '2030-07-01 08:00' }),
      c.token,
    );
    const tokenA = await entrar(t.app, c.profA.email, c.profA.senha);
    const ids = (b: { id: number }[]) => b.map((a) => a.id);

    expect(ids((await rest(t.app, 'GET', '/api/agendas', undefined, tokenA)).body)).toEqual([doA.body.id]);
    expect(ids((await trpc(t.app, 'query', 'agenda.list', {}, tokenA)).body.itens)).toEqual([doA.body.id]);
    expect(
      ids(
        (await trpc(t.app, 'query', 'agenda.intervalo', { inicio: '2030-07-01', fim: '2030-07-01' }, tokenA))
          .body,
      ),
    ).toEqual([doA.body.id]);
    expect(ids((await rest(t.app, 'GET', `/api/agendas/paciente/${c.ana}`, undefined, tokenA)).body)).toEqual(
      [doA.body.id],
    );

    const pedirB = await rest(
      t.app,
      'GET',
      `/api/agendas?id_profissional=${c.profB.idUsuario}`,
      undefined,
      tokenA,
    );
    expect(pedirB.status).toBe(403);
    expect(pedirB.body.message).toBe(M.somenteProprios);
    expect(
      (await trpc(t.app, 'query', 'agenda.list', { id_profissional: c.profB.idUsuario }, tokenA)).status,
    ).toBe(403);

    const criarParaB = await rest(
      t.app,
      'POST',
      '/api/agendas',
      payload(c, { id_profissional: c.profB.idUsuario, data_hora: '2030-07-02 08:00' }),
      tokenA,
    );
    expect(criarParaB.status).toBe(403);
    expect((await trpc(t.app, 'query', 'agenda.get', { id: doB.body.id }, tokenA)).status).toBe(404);
    const editarB = await rest(
      t.app,
      'PUT',
      `/api/agendas/${doB.body.id}`,
      payload(c, { data_hora: '2030-07-03 08:00' }),
      tokenA,
    );
    expect(editarB.status).toBe(404);

    // Their own picker offers only themself; the ADM's lists both professionals.
    expect((await trpc(t.app, 'query', 'agenda.profissionais', { q: '' }, tokenA)).body).toEqual([
      { id: c.profA.idUsuario, nome: 'Dra. Carla' },
    ]);
    const nomes = (await trpc(t.app, 'query', 'agenda.profissionais', { q: '' }, c.token)).body.map(
      (p: { nome: string }) => p.nome,
    );
    expect(nomes).toEqual(expect.arrayContaining(['Dra. Carla', 'Dr. Davi', 'Administradora Teste']));
  });
});

describe('agenda: buscas do formulário e permissões', () => {
  it('quem só tem AGENDAMENTOS_LISTAR busca pacientes, profissionais e tratamentos (id e nome, no máximo 20)', async () => {
    const c = await clinicaComAgenda();
    for (let i = 0; i < 22; i++) {
      await t.db
        .insertInto('paciente')
        .values({
          id_conta: c.idConta,
          nome: `Joana ${i}`,
          celular: '11987654321',
          sexo: 'Feminino',
          nascimento: '1990-01-01',
        })
        .execute();
    }
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['AGENDAMENTOS_LISTAR']);
    const token = await entrar(t.app, u.email, u.senha);
    const pacientes = await trpc(t.app, 'query', 'agenda.pacientes', { q: 'joana' }, token);
    expect(pacientes.status).toBe(200);
    expect(pacientes.body).toHaveLength(20);
    expect(Object.keys(pacientes.body[0]).sort()).toEqual(['email', 'id', 'nome']);
    const trat = await trpc(t.app, 'query', 'agenda.tratamentos', { q: 'limp' }, token);
    expect(trat.body[0]).toMatchObject({ id: c.idTratamento, duracao: 30 });
    const prof = await trpc(t.app, 'query', 'agenda.profissionais', { q: 'carla' }, token);
    expect(prof.body).toEqual([{ id: c.profA.idUsuario, nome: 'Dra. Carla' }]);
    // The registries themselves stay closed to this user.
    expect((await trpc(t.app, 'query', 'paciente.list', {}, token)).status).toBe(403);
    expect((await trpc(t.app, 'mutation', 'agenda.create', payload(c), token)).status).toBe(403);

    const semAgenda = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_LISTAR']);
    const t2 = await entrar(t.app, semAgenda.email, semAgenda.senha);
    expect((await trpc(t.app, 'query', 'agenda.pacientes', { q: '' }, t2)).status).toBe(403);
  });

  it('sem AGENDAMENTOS_EDITAR a edição é 403 nas duas superfícies', async () => {
    const c = await clinicaComAgenda();
    const a = await trpc(t.app, 'mutation', 'agenda.create', payload(c), c.token);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['AGENDAMENTOS_LISTAR', 'AGENDAMENTOS_CRIAR']);
    const token = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'PUT', `/api/agendas/${a.body.id}`, payload(c), token)).status).toBe(403);
    expect(
      (await trpc(t.app, 'mutation', 'agenda.update', { id: a.body.id, ...payload(c) }, token)).status,
    ).toBe(403);
  });

  it('assinatura pendente: a agenda continua; cancelada: 402 com a mensagem da cobrança', async () => {
    const c = await clinicaComAgenda();
    await definirCobranca(t.db, c.idConta, 'past_due');
    expect((await trpc(t.app, 'query', 'agenda.list', {}, c.token)).status).toBe(200);
    expect((await rest(t.app, 'POST', '/api/agendas', payload(c), c.token)).status).toBe(201);
    expect((await trpc(t.app, 'query', 'paciente.list', {}, c.token)).status).toBe(402);
    await definirCobranca(t.db, c.idConta, 'canceled');
    const r = await trpc(t.app, 'query', 'agenda.list', {}, c.token);
    expect(r.status).toBe(402);
    expect(r.body.message).toBe(MSG.cobranca.cancelada);
  });

  it('o horário do lembrete é da clínica: só o ADM muda, e vale para os próximos agendamentos', async () => {
    const c = await clinicaComAgenda();
    const tokenA = await entrar(t.app, c.profA.email, c.profA.senha);
    expect(
      (await trpc(t.app, 'mutation', 'agenda.definirLembreteHora', { lembrete_hora: '09:30' }, tokenA))
        .status,
    ).toBe(403);
    const ruim = await trpc(
      t.app,
      'mutation',
      'agenda.definirLembreteHora',
      { lembrete_hora: '25:00' },
      c.token,
    );
    expect(ruim.status).toBe(400);
    expect(ruim.body.message).toBe(M.lembreteHoraInvalida);
    expect(
      (await trpc(t.app, 'mutation', 'agenda.definirLembreteHora', { lembrete_hora: '09:30' }, c.token))
        .status,
    ).toBe(200);
    expect((await trpc(t.app, 'query', 'agenda.lembreteHora', undefined, c.token)).body).toEqual({
      lembrete_hora: '09:30',
    });
    const a = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      payload(c, { data_hora: '2030-08-10 15:00' }),
      c.token,
    );
    expect(a.body.lembrete.enviar_em).toBe('2030-08-09T12:30:00.000Z');
  });
});
