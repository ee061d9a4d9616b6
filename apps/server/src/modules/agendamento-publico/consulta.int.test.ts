import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  celularUnico,
  clinicaComAgendamentoOnline,
  criarAppDeTeste,
  rest,
  trpc,
} from '../../testing';

/** The patient's link /consulta/{codigo} (issue 34, G11), with a clock the test moves. */
let agora = new Date('2030-03-01T12:00:00Z'); // Friday 09:00 in São Paulo
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'), {}, { agora: () => agora });
});
afterAll(() => t.fechar());

const M = MSG.agendamentoPublico;

async function reservado(dataHora = '2030-03-04 09:00') {
  agora = new Date('2030-03-01T12:00:00Z');
  const c = await clinicaComAgendamentoOnline(t);
  const r = await rest(t.app, 'POST', `/api/publico/agendar/${c.slug}`, {
    id_tratamento: c.idTratamento,
    id_profissional: c.profA.idUsuario,
    data_hora: dataHora,
    nome: 'Paula Reis',
    celular: celularUnico(),
    email: 'paula@teste.com.br',
    consentimento: true,
  });
  expect(r.status).toBe(201);
  const url = `/api/publico/consulta/${r.body.codigo}`;
  return { ...c, codigo: r.body.codigo as string, url };
}

describe('o link da consulta', () => {
  it('mostra data, hora, profissional, tratamento e a clínica, e nada mais do paciente', async () => {
    const c = await reservado();
    const r = await rest(t.app, 'GET', c.url);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      data_hora: '2030-03-04 09:00',
      duracao: 30,
      status: 'Agendado',
      profissional: 'Dra. Carla',
      pode_alterar: true,
      pode_confirmar: true,
    });
    const texto = JSON.stringify(r.body);
    for (const pessoal of ['Paula', 'paula@teste.com.br']) expect(texto).not.toContain(pessoal);
    expect((await trpc(t.app, 'query', 'consultaPublica.get', { codigo: c.codigo })).body).toEqual(r.body);
    expect((await rest(t.app, 'GET', '/api/publico/consulta/naoexisteesteCodigoDeTeste00')).status).toBe(404);
  });

  it('confirmar presença → Confirmado; cancelar dentro do prazo → Cancelado pelo paciente, libera o horário', async () => {
    const c = await reservado();
    const conf = await rest(t.app, 'POST', `${c.url}/confirmar`);
    expect(conf.status).toBe(200);
    expect(conf.body.message).toBe(M.confirmada);
    expect(conf.body.consulta.status).toBe('Confirmado');
    expect((await rest(t.app, 'POST', `${c.url}/confirmar`)).status).toBe(200);
    const canc = await trpc(t.app, 'mutation', 'consultaPublica.cancelar', { codigo: c.codigo });
    expect(canc.status).toBe(200);
    expect(canc.body.consulta).toMatchObject({ status: 'Cancelado pelo paciente', pode_alterar: false });
    const agenda = await rest(
      t.app,
      'GET',
      '/api/agendas?inicio=2030-03-04&fim=2030-03-04',
      undefined,
      c.token,
    );
    expect(agenda.body[0].status).toBe('Cancelado pelo paciente');
    const vagas = await rest(
      t.app,
      'GET',
      `/api/publico/agendar/${c.slug}/horarios?id_tratamento=${c.idTratamento}&id_profissional=${c.profA.idUsuario}&data=2030-03-04`,
    );
    expect(vagas.body[0].hora).toBe('08:00');
    expect(vagas.body.map((v: { hora: string }) => v.hora)).toContain('09:00');
    expect((await rest(t.app, 'POST', `${c.url}/confirmar`)).status).toBe(409);
  });

  it('escolher outro horário: a antiga vira Reagendada, a nova tem o link e o lembrete', async () => {
    const c = await reservado();
    const r = await rest(t.app, 'POST', `${c.url}/reagendar`, { data_hora: '2030-03-05 08:30' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(M.reagendada);
    expect(r.body.consulta).toMatchObject({ data_hora: '2030-03-05 08:30', status: 'Agendado' });
    const linhas = await t.db
      .selectFrom('agenda')
      .select(['id', 'status', 'inicio'])
      .where('id_conta', '=', c.idConta)
      .orderBy('id')
      .execute();
    expect(linhas.map((l) => l.status)).toEqual(['Reagendada', 'Agendado']);
    const lembretes = await t.db
      .selectFrom('lembrete')
      .select(['id_agenda', 'status'])
      .where('id_conta', '=', c.idConta)
      .execute();
    expect(lembretes).toEqual([{ id_agenda: linhas[1]!.id, status: 'pendente' }]);
    // A slot outside the offer, and one taken, are refused and change nothing.
    expect((await rest(t.app, 'POST', `${c.url}/reagendar`, { data_hora: '2030-03-05 12:00' })).status).toBe(
      400,
    );
    await rest(t.app, 'POST', `/api/publico/agendar/${c.slug}`, {
      id_tratamento: c.idTratamento,
      id_profissional: c.profA.idUsuario,
      data_hora: '2030-03-05 09:00',
      nome: 'Outra',
      celular: celularUnico(),
      consentimento: true,
    });
    const tomado = await rest(t.app, 'POST', `${c.url}/reagendar`, { data_hora: '2030-03-05 09:00' });
    expect(tomado.status).toBe(409);
    expect(tomado.body.message).toBe(M.horarioOcupado);
    expect(tomado.body.vagas.map((v: { hora: string }) => v.hora)).not.toContain('09:00');
  });

  it('depois do prazo da clínica: cancelar e remarcar dizem para ligar; depois da consulta o link expira', async () => {
    const c = await reservado();
    await t.db
      .updateTable('usuario')
      .set({ whatsapp: '11912345678' })
      .where('id', '=', c.idUsuario)
      .execute();
    agora = new Date('2030-03-03T12:30:00Z'); // 23 h 30 before 09:00 on the 4th: past the 24 h window
    const g = await rest(t.app, 'GET', c.url);
    expect(g.body.pode_alterar).toBe(false);
    expect(g.body.clinica.telefone).toBe('11912345678');
    const canc = await rest(t.app, 'POST', `${c.url}/cancelar`);
    expect(canc.status).toBe(409);
    expect(canc.body.message).toBe(M.foraDoPrazo('11912345678'));
    expect((await rest(t.app, 'POST', `${c.url}/reagendar`, { data_hora: '2030-03-05 08:00' })).status).toBe(
      409,
    );
    // Confirming still works until the appointment.
    expect((await rest(t.app, 'POST', `${c.url}/confirmar`)).status).toBe(200);
    agora = new Date('2030-03-04T12:30:00Z'); // 09:30, the appointment is over
    const fim = await rest(t.app, 'GET', c.url);
    expect(fim.status).toBe(410);
    expect(fim.body.message).toBe(MSG.geral.linkExpirado);
  });
});
