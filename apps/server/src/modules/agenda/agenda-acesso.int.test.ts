import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComAgenda as cenario,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
  definirCobranca,
  entrar,
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
