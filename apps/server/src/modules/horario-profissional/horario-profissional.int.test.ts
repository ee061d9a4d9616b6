import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComAgenda,
  criarAppDeTeste,
  criarClinica,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const M = MSG.horarioProfissional;
const semana = [
  { dia_semana: 1, inicio: '08:00', fim: '12:00' },
  { dia_semana: 1, inicio: '13:00', fim: '18:00' },
  { dia_semana: 5, inicio: '08:00', fim: '12:00' },
];

describe('horários dos profissionais', () => {
  it('o ADM salva a semana pelos dois caminhos e lê em ordem; PUT substitui tudo', async () => {
    const c = await clinicaComAgenda(t);
    const url = `/api/profissionais/${c.profA.idUsuario}/horarios`;
    const put = await rest(t.app, 'PUT', url, { horarios: [...semana].reverse() }, c.token);
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id_profissional: c.profA.idUsuario, horarios: semana });
    // The old clients' strings are read as numbers (DECISIONS 20).
    const leniente = await rest(
      t.app,
      'PUT',
      url,
      { horarios: [{ dia_semana: '2', inicio: '09:00', fim: '24:00' }] },
      c.token,
    );
    expect(leniente.body.horarios).toEqual([{ dia_semana: 2, inicio: '09:00', fim: '24:00' }]);
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'horarioProfissional.update',
      { id: c.profA.idUsuario, horarios: semana },
      c.token,
    );
    expect(viaTrpc.status).toBe(200);
    expect((await rest(t.app, 'GET', url, undefined, c.token)).body.horarios).toEqual(semana);
    const get = await trpc(t.app, 'query', 'horarioProfissional.get', { id: c.profA.idUsuario }, c.token);
    expect(get.body.horarios).toEqual(semana);
    // Another professional's week is untouched.
    const outro = await rest(
      t.app,
      'GET',
      `/api/profissionais/${c.profB.idUsuario}/horarios`,
      undefined,
      c.token,
    );
    expect(outro.body.horarios).toEqual([]);
  });

  it('recusa em pt-BR intervalos invertidos, sobrepostos, dia e hora inválidos, e não muda nada', async () => {
    const c = await clinicaComAgenda(t);
    const url = `/api/profissionais/${c.profA.idUsuario}/horarios`;
    await rest(t.app, 'PUT', url, { horarios: semana }, c.token);
    const casos: [unknown, string][] = [
      [[{ dia_semana: 1, inicio: '12:00', fim: '08:00' }], M.intervaloInvertido],
      [
        [
          { dia_semana: 1, inicio: '08:00', fim: '12:00' },
          { dia_semana: 1, inicio: '11:00', fim: '13:00' },
        ],
        M.intervalosSobrepostos,
      ],
      [[{ dia_semana: 8, inicio: '08:00', fim: '12:00' }], M.diaSemanaInvalido],
      [[{ dia_semana: 1, inicio: '8h', fim: '12:00' }], M.horaInvalida],
    ];
    for (const [horarios, msg] of casos) {
      const r = await rest(t.app, 'PUT', url, { horarios }, c.token);
      expect(r.status, msg).toBe(400);
      expect(r.body.message).toBe(msg);
      const v = await trpc(
        t.app,
        'mutation',
        'horarioProfissional.update',
        { id: c.profA.idUsuario, horarios },
        c.token,
      );
      expect(v.status).toBe(400);
    }
    expect((await rest(t.app, 'GET', url, undefined, c.token)).body.horarios).toEqual(semana);
  });

  it('um PROFISSIONAL edita só os seus; outro profissional 403; quem não atende e outra clínica 404', async () => {
    const c = await clinicaComAgenda(t);
    const tokenA = await entrar(t.app, c.profA.email, c.profA.senha);
    const proprio = await rest(
      t.app,
      'PUT',
      `/api/profissionais/${c.profA.idUsuario}/horarios`,
      { horarios: semana },
      tokenA,
    );
    expect(proprio.status).toBe(200);
    const alheio = await rest(
      t.app,
      'PUT',
      `/api/profissionais/${c.profB.idUsuario}/horarios`,
      { horarios: semana },
      tokenA,
    );
    expect(alheio.status).toBe(403);
    expect(alheio.body.message).toBe(M.somenteProprios);
    const viaTrpc = await trpc(t.app, 'query', 'horarioProfissional.get', { id: c.profB.idUsuario }, tokenA);
    expect(viaTrpc.status).toBe(403);
    const outra = await criarClinica(t.deps);
    const r = await rest(t.app, 'GET', `/api/profissionais/${outra.idUsuario}/horarios`, undefined, c.token);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(M.profissionalNaoEncontrado);
  });

  it('ausências: cria, lista as que ainda valem, exclui; datas invertidas 400; de outro profissional 404', async () => {
    const c = await clinicaComAgenda(t);
    const url = `/api/profissionais/${c.profA.idUsuario}/ausencias`;
    const criada = await rest(
      t.app,
      'POST',
      url,
      { inicio: '2030-07-01', fim: '2030-07-15', motivo: 'Férias' },
      c.token,
    );
    expect(criada.status).toBe(201);
    expect(criada.body).toMatchObject({ inicio: '2030-07-01', fim: '2030-07-15', motivo: 'Férias' });
    const passada = await rest(t.app, 'POST', url, { inicio: '2020-01-01', fim: '2020-01-02' }, c.token);
    expect(passada.status).toBe(201);
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'horarioProfissional.criarAusencia',
      { id: c.profA.idUsuario, inicio: '2030-12-24', fim: '2030-12-26', motivo: null },
      c.token,
    );
    expect(viaTrpc.status).toBe(200);
    const lista = await rest(t.app, 'GET', url, undefined, c.token);
    expect(lista.body.map((a: { inicio: string }) => a.inicio)).toEqual(['2030-07-01', '2030-12-24']);
    const invertida = await rest(t.app, 'POST', url, { inicio: '2030-07-15', fim: '2030-07-01' }, c.token);
    expect(invertida.status).toBe(400);
    expect(invertida.body.message).toBe(M.ausenciaInvertida);
    const deOutro = await rest(
      t.app,
      'DELETE',
      `/api/profissionais/${c.profB.idUsuario}/ausencias/${criada.body.id}`,
      undefined,
      c.token,
    );
    expect(deOutro.status).toBe(404);
    expect(deOutro.body.message).toBe(M.ausenciaNaoEncontrada);
    expect((await rest(t.app, 'DELETE', `${url}/abc`, undefined, c.token)).status).toBe(404);
    const excluida = await rest(t.app, 'DELETE', `${url}/${criada.body.id}`, undefined, c.token);
    expect(excluida.status).toBe(200);
    expect(excluida.body.message).toBe(M.ausenciaExcluida);
    const depois = await trpc(
      t.app,
      'query',
      'horarioProfissional.ausencias',
      { id: c.profA.idUsuario },
      c.token,
    );
    expect(depois.body.map((a: { inicio: string }) => a.inicio)).toEqual(['2030-12-24']);
  });

  it('a agenda lê os horários e ausências da janela para acinzentar; um PROFISSIONAL só os seus', async () => {
    const c = await clinicaComAgenda(t);
    await rest(
      t.app,
      'PUT',
      `/api/profissionais/${c.profA.idUsuario}/horarios`,
      { horarios: semana },
      c.token,
    );
    await rest(
      t.app,
      'POST',
      `/api/profissionais/${c.profA.idUsuario}/ausencias`,
      { inicio: '2030-07-01', fim: '2030-07-03' },
      c.token,
    );
    await rest(
      t.app,
      'POST',
      `/api/profissionais/${c.profA.idUsuario}/ausencias`,
      { inicio: '2030-09-01', fim: '2030-09-03' },
      c.token,
    );
    const janela = { inicio: '2030-06-30', fim: '2030-07-06' };
    const r = await trpc(t.app, 'query', 'horarioProfissional.daAgenda', janela, c.token);
    expect(r.status).toBe(200);
    const carla = r.body.find((p: { id_profissional: number }) => p.id_profissional === c.profA.idUsuario);
    expect(carla.horarios).toEqual(semana);
    expect(carla.ausencias.map((a: { inicio: string }) => a.inicio)).toEqual(['2030-07-01']);
    expect(r.body.map((p: { id_profissional: number }) => p.id_profissional)).toContain(c.profB.idUsuario);
    const tokenB = await entrar(t.app, c.profB.email, c.profB.senha);
    const proprio = await trpc(t.app, 'query', 'horarioProfissional.daAgenda', janela, tokenB);
    expect(proprio.body.map((p: { id_profissional: number }) => p.id_profissional)).toEqual([
      c.profB.idUsuario,
    ]);
    const alheio = await trpc(
      t.app,
      'query',
      'horarioProfissional.daAgenda',
      { ...janela, id_profissional: c.profA.idUsuario },
      tokenB,
    );
    expect(alheio.status).toBe(403);
  });
});
