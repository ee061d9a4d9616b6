import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  celularUnico,
  clinicaComAgendamentoOnline,
  criarAppDeTeste,
  definirCobranca,
  payload,
  rest,
  trpc,
} from '../../testing';

/**
 * The booking page (issue 34) against a clock fixed at Monday 2030-03-04 07:00 in São Paulo;
 * the same file runs under TZ=UTC and TZ=Asia/Tokyo (vitest.config.ts): the clinic's wall clock rules.
 */
let agora = new Date('2030-03-04T10:00:00Z');
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'), {}, { agora: () => agora });
});
afterAll(() => t.fechar());

const M = MSG.agendamentoPublico;
const base = (slug: string) => `/api/publico/agendar/${slug}`;
const horas = (vagas: { hora: string; profissional: string }[], prof?: string) =>
  vagas.filter((v) => !prof || v.profissional === prof).map((v) => v.hora);

describe('página pública de agendamento', () => {
  it('mostra a clínica, o que oferece e o texto de consentimento; desligada ou desconhecida 404', async () => {
    agora = new Date('2030-03-04T10:00:00Z');
    const c = await clinicaComAgendamentoOnline(t);
    const r = await rest(t.app, 'GET', base(c.slug.toUpperCase()));
    expect(r.status).toBe(200);
    expect(r.body.tratamentos).toEqual([expect.objectContaining({ id: c.idTratamento, duracao: 30 })]);
    expect(r.body.profissionais.map((p: { nome: string }) => p.nome)).toEqual(['Dr. Davi', 'Dra. Carla']);
    expect(r.body.consentimento).toContain('Lei 13.709/2018');
    expect(r.body).toMatchObject({ primeiro_dia: '2030-03-04', ultimo_dia: '2030-05-03' });
    const viaTrpc = await trpc(t.app, 'query', 'agendamentoPublico.pagina', { slug: c.slug });
    expect(viaTrpc.body).toEqual(r.body);
    await rest(t.app, 'PUT', '/api/agendamento-online', { ativo: false, slug: c.slug }, c.token);
    const desligada = await rest(t.app, 'GET', base(c.slug));
    expect(desligada.status).toBe(404);
    expect(desligada.body.message).toBe(M.paginaNaoEncontrada);
    expect((await rest(t.app, 'GET', base('nao-existe-mesmo'))).status).toBe(404);
  });

  it('horários livres: antecedência, ocupados, ausência, outro dia, horizonte; o dia do seletor', async () => {
    agora = new Date('2030-03-04T10:00:00Z'); // 07:00 in São Paulo
    const c = await clinicaComAgendamentoOnline(t);
    const vagas = async (data: string, extra = '') =>
      (
        await rest(
          t.app,
          'GET',
          `${base(c.slug)}/horarios?id_tratamento=${c.idTratamento}&data=${data}${extra}`,
        )
      ).body;
    // 07:00 + 2 h: from 09:00. Dr. Davi until 10:00; Dra. Carla until 12:00 and 13:00–15:00.
    const segunda = await vagas('2030-03-04');
    expect(horas(segunda, 'Dr. Davi')).toEqual(['09:00', '09:30']);
    expect(horas(segunda, 'Dra. Carla')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);
    expect(segunda[0]).toEqual({
      hora: '09:00',
      data_hora: '2030-03-04 09:00',
      id_profissional: c.profB.idUsuario,
      profissional: 'Dr. Davi',
    });
    // Notice edge: at 07:01 the 09:00 is gone.
    agora = new Date('2030-03-04T10:01:00Z');
    expect(horas(await vagas('2030-03-04', `&id_profissional=${c.profB.idUsuario}`))).toEqual(['09:30']);
    agora = new Date('2030-03-04T10:00:00Z');
    // An appointment booked by the staff takes its time.
    const staff = await rest(
      t.app,
      'POST',
      '/api/agendas',
      payload(c, { data_hora: '2030-03-04 10:00', duracao: 60 }),
      c.token,
    );
    expect(staff.status).toBe(201);
    expect(horas(await vagas('2030-03-04', `&id_profissional=${c.profA.idUsuario}`))).toEqual([
      '09:00',
      '09:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);
    // Tuesday: Dra. Carla 08:00–10:00; an absence takes the day; Wednesday nobody works.
    expect(horas(await vagas('2030-03-05'))).toEqual(['08:00', '08:30', '09:00', '09:30']);
    await rest(
      t.app,
      'POST',
      `/api/profissionais/${c.profA.idUsuario}/ausencias`,
      { inicio: '2030-03-05', fim: '2030-03-05' },
      c.token,
    );
    expect(await vagas('2030-03-05')).toEqual([]);
    expect(await vagas('2030-03-06')).toEqual([]);
    // Horizon: 60 days from today is 2030-05-03 (a Friday); Monday 2030-04-29 is in, 2030-05-06 out.
    expect(horas(await vagas('2030-04-29'))).toHaveLength(16);
    expect(await vagas('2030-05-06')).toEqual([]);
    // Yesterday is never offered.
    expect(await vagas('2030-03-03')).toEqual([]);
    const dias = await rest(
      t.app,
      'GET',
      `${base(c.slug)}/dias?id_tratamento=${c.idTratamento}&ate=2030-03-19`,
    );
    expect(dias.body.dias).toEqual(['2030-03-04', '2030-03-11', '2030-03-12', '2030-03-18', '2030-03-19']);
    const viaTrpc = await trpc(t.app, 'query', 'agendamentoPublico.dias', {
      slug: c.slug,
      id_tratamento: c.idTratamento,
    });
    expect(viaTrpc.body.dias).toHaveLength(17);
    const alheio = await rest(t.app, 'GET', `${base(c.slug)}/horarios?id_tratamento=999999&data=2030-03-04`);
    expect(alheio.status).toBe(404);
    expect(alheio.body.message).toBe(M.tratamentoNaoEncontrado);
  });

  it('agendar: pré-cadastro com nome e celular; o mesmo celular e o CPF acham o paciente; no máximo 2 em aberto', async () => {
    agora = new Date('2030-03-04T10:00:00Z');
    const c = await clinicaComAgendamentoOnline(t);
    const celular = celularUnico();
    const reserva = (data_hora: string, extra: Record<string, unknown> = {}) =>
      rest(t.app, 'POST', base(c.slug), {
        id_tratamento: c.idTratamento,
        id_profissional: c.profA.idUsuario,
        data_hora,
        nome: 'Joana Prado',
        celular: `+55 (${celular.slice(0, 2)}) ${celular.slice(2)}`,
        consentimento: true,
        ...extra,
      });
    const r = await reserva('2030-03-04 09:00');
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'Agendado', data_hora: '2030-03-04 09:00' });
    expect(r.body.codigo).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(r.body.url).toMatch(new RegExp(`/consulta/${r.body.codigo}$`));
    const lista = await rest(t.app, 'GET', `/api/pacientes?q=${celular}`, undefined, c.token);
    expect(lista.body).toHaveLength(1);
    expect(lista.body[0]).toMatchObject({
      nome: 'Joana Prado',
      cadastro_incompleto: true,
      sexo: null,
      nascimento: null,
    });
    const segunda = await reserva('2030-03-04 11:00', { nome: 'Joana P.' });
    expect(segunda.status).toBe(201);
    expect((await rest(t.app, 'GET', `/api/pacientes?q=${celular}`, undefined, c.token)).body).toHaveLength(
      1,
    );
    const agenda = await rest(t.app, 'GET', `/api/agendas/paciente/${lista.body[0].id}`, undefined, c.token);
    expect(agenda.body.map((a: { data_hora: string }) => a.data_hora).sort()).toEqual([
      '2030-03-04 09:00',
      '2030-03-04 11:00',
    ]);
    const terceira = await reserva('2030-03-04 13:00');
    expect(terceira.status).toBe(429);
    expect(terceira.body.message).toBe(M.limiteAtingido);
    // By CPF: an existing patient with another phone.
    const cpf = '52998224725';
    const ana = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: 'Ana CPF', celular: '11987650000', sexo: 'Feminino', nascimento: '01/02/1990', cpf },
      c.token,
    );
    const porCpf = await reserva('2030-03-04 14:00', { celular: celularUnico(), cpf: '529.982.247-25' });
    expect(porCpf.status).toBe(201);
    const daAna = await rest(t.app, 'GET', `/api/agendas/paciente/${ana.body.id}`, undefined, c.token);
    expect(daAna.body.map((a: { data_hora: string }) => a.data_hora)).toEqual(['2030-03-04 14:00']);
  });

  it('a caixa de marketing desmarcada não registra nada; marcada registra o sim do paciente, origem agendamento', async () => {
    agora = new Date('2030-03-04T10:00:00Z');
    const c = await clinicaComAgendamentoOnline(t);
    const reservar = (data_hora: string, celular: string, extra: Record<string, unknown>) =>
      rest(t.app, 'POST', base(c.slug), {
        id_tratamento: c.idTratamento,
        id_profissional: c.profA.idUsuario,
        data_hora,
        nome: 'Lia Marketing',
        celular,
        consentimento: true,
        ...extra,
      });
    const consentimentos = async (celular: string) => {
      const [p] = (await rest(t.app, 'GET', `/api/pacientes?q=${celular}`, undefined, c.token)).body;
      const r = await rest(t.app, 'GET', `/api/pacientes/${p.id}/consentimentos`, undefined, c.token);
      expect(r.status).toBe(200);
      return r.body as { finalidade: string; canal: string; consentido: boolean; origem: string | null }[];
    };
    const sem = celularUnico();
    expect((await reservar('2030-03-04 09:00', sem, { aceita_marketing: false })).status).toBe(201);
    expect((await consentimentos(sem)).filter((x) => x.origem !== null)).toEqual([]);
    expect((await consentimentos(sem)).find((x) => x.finalidade === 'marketing')?.consentido).toBe(false);
    const com = celularUnico();
    expect((await reservar('2030-03-04 10:00', com, { aceita_marketing: true })).status).toBe(201);
    const marketing = (await consentimentos(com)).filter((x) => x.finalidade === 'marketing');
    expect(marketing).toEqual([
      expect.objectContaining({ canal: 'whatsapp', consentido: true, origem: 'agendamento' }),
      expect.objectContaining({ canal: 'email', consentido: true, origem: 'agendamento' }),
    ]);
    // Only marketing: the return reminders stay off until the patient says yes to them.
    expect(
      (await consentimentos(com)).filter((x) => x.finalidade === 'retorno').map((x) => x.consentido),
    ).toEqual([false, false]);
    // Not a boolean: refused with the field named, nothing booked.
    const ruim = await reservar('2030-03-04 11:00', celularUnico(), { aceita_marketing: 'talvez' });
    expect(ruim.status).toBe(400);
    expect(JSON.stringify(ruim.body)).toContain('aceita_marketing');
  });

  it('honeypot, consentimento, horário fora da oferta; confirmação pela equipe → Pré-agendado', async () => {
    agora = new Date('2030-03-04T10:00:00Z');
    const c = await clinicaComAgendamentoOnline(t, { confirmacao: 'equipe' });
    const corpo = {
      id_tratamento: c.idTratamento,
      id_profissional: c.profA.idUsuario,
      data_hora: '2030-03-04 09:00',
      nome: 'Robô',
      celular: celularUnico(),
      consentimento: true,
    };
    const bot = await rest(t.app, 'POST', base(c.slug), { ...corpo, site: 'http://spam.example' });
    expect(bot.status).toBe(201);
    expect((await rest(t.app, 'GET', `/api/publico/consulta/${bot.body.codigo}`)).status).toBe(404);
    const semConsentimento = await rest(t.app, 'POST', base(c.slug), { ...corpo, consentimento: false });
    expect(semConsentimento.status).toBe(400);
    expect(semConsentimento.body.message).toBe(M.consentimentoObrigatorio);
    const foraDaOferta = await rest(t.app, 'POST', base(c.slug), { ...corpo, data_hora: '2030-03-04 12:30' });
    expect(foraDaOferta.status).toBe(400);
    expect(foraDaOferta.body.message).toBe(M.horarioIndisponivel);
    const ok = await trpc(t.app, 'mutation', 'agendamentoPublico.reservar', {
      slug: c.slug,
      ...corpo,
      nome: 'Maria',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('Pré-agendado');
    // It holds the slot: the next patient reads the words with the fresh slots.
    const tarde = await rest(t.app, 'POST', base(c.slug), {
      ...corpo,
      nome: 'Outra',
      celular: celularUnico(),
    });
    expect(tarde.status).toBe(409);
    expect(tarde.body.message).toBe(M.horarioOcupado);
    expect(horas(tarde.body.vagas, 'Dra. Carla')).not.toContain('09:00');
    expect(horas(tarde.body.vagas, 'Dra. Carla')).toContain('09:30');
  });

  it('assinatura cancelada: a página some como uma desligada (404) e não recebe reservas; pendente continua', async () => {
    agora = new Date('2030-03-04T10:00:00Z');
    const c = await clinicaComAgendamentoOnline(t);
    const corpo = {
      id_tratamento: c.idTratamento,
      id_profissional: c.profA.idUsuario,
      // Tuesday, 26 h ahead: inside the clinic's 24 h window for changes.
      data_hora: '2030-03-05 09:00',
      nome: 'Lia Costa',
      celular: celularUnico(),
      consentimento: true,
    };
    const reservada = await rest(t.app, 'POST', base(c.slug), corpo);
    expect(reservada.status).toBe(201);
    const link = `/api/publico/consulta/${reservada.body.codigo}`;
    const horarios = `${base(c.slug)}/horarios?id_tratamento=${c.idTratamento}&data=2030-03-05`;

    // A pending payment only warns the agenda: the page keeps taking bookings.
    await definirCobranca(t.db, c.idConta, 'past_due');
    expect((await rest(t.app, 'GET', base(c.slug))).status).toBe(200);

    for (const status of ['canceled', null] as const) {
      await definirCobranca(t.db, c.idConta, status);
      const pagina = await rest(t.app, 'GET', base(c.slug));
      expect(pagina.status).toBe(404);
      // The same words as a page turned off: nothing tells why, nor anything of the clinic.
      expect(pagina.body).toEqual({ code: 'NAO_ENCONTRADO', message: M.paginaNaoEncontrada });
      expect((await trpc(t.app, 'query', 'agendamentoPublico.pagina', { slug: c.slug })).status).toBe(404);
      expect((await rest(t.app, 'GET', horarios)).status).toBe(404);
      const outra = { ...corpo, data_hora: '2030-03-05 08:30', celular: celularUnico() };
      const recusada = await rest(t.app, 'POST', base(c.slug), outra);
      expect(recusada.status).toBe(404);
      expect(recusada.body.message).toBe(M.paginaNaoEncontrada);
      expect(
        (await trpc(t.app, 'mutation', 'agendamentoPublico.reservar', { slug: c.slug, ...outra })).status,
      ).toBe(404);
      // The patient's link still shows the appointment, but offers no new time from the closed page.
      expect((await rest(t.app, 'GET', link)).status).toBe(200);
      const remarcar = await rest(t.app, 'POST', `${link}/reagendar`, { data_hora: '2030-03-05 08:00' });
      expect(remarcar.status).toBe(409);
      expect(remarcar.body.message).toBe(M.naoPodeAlterar);
    }
    const daClinica = await t.db
      .selectFrom('agenda')
      .select('status')
      .where('id_conta', '=', c.idConta)
      .execute();
    expect(daClinica).toEqual([{ status: 'Agendado' }]);

    await definirCobranca(t.db, c.idConta, 'active');
    expect((await rest(t.app, 'GET', base(c.slug))).status).toBe(200);
  });
});
