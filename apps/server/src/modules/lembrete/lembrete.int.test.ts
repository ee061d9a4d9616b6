import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../../db/kysely';
import { criarDeps } from '../../platform/criar-deps';
import type { MensagemLembrete, ProvedorWhatsapp, ResultadoEnvio } from '../../platform/whatsapp/provedor';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  entrar,
  PARAMETROS_TESTE,
  rest,
  SEGREDO_TESTE,
  trpc,
} from '../../testing';
import { processarMensagens } from './saida.service';

/*
 * Reminders of appointments in January 2027: the fake clocks below never reach the 2030
 * appointments the agenda tests create in the same database, so the files can run side by side.
 */

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

/** A provider that records what it was asked to send and fails as told. */
function provedorDeTeste(roteiro: ResultadoEnvio[] = []) {
  const enviados: MensagemLembrete[] = [];
  const provedor: ProvedorWhatsapp = {
    nome: 'registro',
    async enviarLembrete(m) {
      enviados.push(m);
      return roteiro.shift() ?? { ok: true, detalhe: 'wamid.teste' };
    },
    async enviarModelo() {
      return roteiro.shift() ?? { ok: true, detalhe: 'wamid.teste' };
    },
  };
  return { provedor, enviados };
}

/** The worker's dependencies on the test database, with its own clock and provider. */
function depsDoWorker(agora: () => Date, whatsapp: ProvedorWhatsapp, db: Db = t.db) {
  return criarDeps({
    db,
    config: t.deps.config,
    jwtSecret: SEGREDO_TESTE,
    parametrosSenha: PARAMETROS_TESTE,
    agora,
    whatsapp,
  });
}

let seq = 0;
async function clinicaComPaciente() {
  const c = await criarClinica(t.deps, { nome: `Clínica Lembrete ${seq++}` });
  const token = await entrar(t.app, c.email, c.senha);
  const nome = `Paciente Lembrete ${Date.now()}-${seq++}`;
  const p = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    { nome, celular: '(11) 91234-5678', sexo: 'Outro', nascimento: '01/01/1980' },
    token,
  );
  const trat = await rest(
    t.app,
    'POST',
    '/api/tratamentos',
    { nome: `Consulta ${seq++}`, preco_venda: 1, preco_custo: 0, duracao: 30 },
    token,
  );
  const base = {
    id_paciente: p.body.id as number,
    id_profissional: c.idUsuario,
    id_tratamento: trat.body.id as number,
    duracao: 30,
  };
  return { ...c, token, nome, base };
}

const criar = async (c: Awaited<ReturnType<typeof clinicaComPaciente>>, dataHora: string, extra = {}) => {
  const r = await trpc(
    t.app,
    'mutation',
    'agenda.create',
    { ...c.base, data_hora: dataHora, ...extra },
    c.token,
  );
  expect(r.status).toBe(200);
  return r.body;
};
const detalhe = async (c: { token: string }, id: number) =>
  (await trpc(t.app, 'query', 'agenda.get', { id }, c.token)).body;
const minhas = (enviados: MensagemLembrete[], nome: string) => enviados.filter((m) => m.paciente === nome);

describe('lembretes por WhatsApp', () => {
  it('agendado na véspera às 18:00; enviado uma vez com os dados do agendamento; registrado no log', async () => {
    const c = await clinicaComPaciente();
    const a = await criar(c, '2027-01-12 09:30');
    expect(a.lembrete).toMatchObject({ status: 'pendente', enviar_em: '2027-01-11T21:00:00.000Z' });

    const { provedor, enviados } = provedorDeTeste();
    const antes = depsDoWorker(() => new Date('2027-01-11T20:59:00Z'), provedor);
    await processarMensagens(antes);
    expect(minhas(enviados, c.nome)).toHaveLength(0);

    const depois = depsDoWorker(() => new Date('2027-01-11T21:00:30Z'), provedor);
    await processarMensagens(depois);
    await processarMensagens(depois);
    expect(minhas(enviados, c.nome)).toEqual([
      {
        para: '5511912345678',
        paciente: c.nome,
        clinica: expect.stringContaining('Clínica Lembrete'),
        data: '12/01/2027',
        hora: '09:30',
        profissional: 'Administradora Teste',
        link: expect.stringMatching(/\/consulta\/[A-Za-z0-9_-]{22}$/),
      },
    ]);
    const d = await detalhe(c, a.id);
    expect(d.lembrete).toMatchObject({
      status: 'enviado',
      enviado_em: '2027-01-11T21:00:30.000Z',
      tentativas: 1,
    });
    expect(d.lembrete.entregas).toEqual([
      { tentativa: 1, sucesso: true, detalhe: 'wamid.teste', criado_em: '2027-01-11T21:00:30.000Z' },
    ]);
  });

  it('leva o link da consulta: criado para o agendamento da clínica, o mesmo nas novas tentativas, e abre a consulta', async () => {
    const c = await clinicaComPaciente();
    const a = await criar(c, '2027-01-13 10:00');
    const b = await criar(c, '2027-01-13 11:00');
    // An appointment booked online already has its link: the reminder carries that one.
    await t.db
      .insertInto('consulta_link')
      .values({
        id_conta: c.idConta,
        id_agenda: b.id,
        codigo: 'codigoDaReservaOnline00001',
        origem: 'online',
        consentimento: 'texto',
      })
      .execute();
    const falha = { ok: false as const, erro: 'Sem resposta', definitivo: false };
    const { provedor, enviados } = provedorDeTeste([falha, falha]);
    await processarMensagens(depsDoWorker(() => new Date('2027-01-12T21:00:30Z'), provedor));
    await processarMensagens(depsDoWorker(() => new Date('2027-01-12T21:02:00Z'), provedor));
    const links = await t.db
      .selectFrom('consulta_link')
      .select(['id_agenda', 'codigo', 'origem', 'consentimento'])
      .where('id_conta', '=', c.idConta)
      .orderBy('id_agenda')
      .execute();
    expect(links).toEqual([
      {
        id_agenda: a.id,
        codigo: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        origem: 'clinica',
        consentimento: null,
      },
      { id_agenda: b.id, codigo: 'codigoDaReservaOnline00001', origem: 'online', consentimento: 'texto' },
    ]);
    const url = (codigo: string) => t.deps.urls.absoluta(`/consulta/${codigo}`);
    const dela = minhas(enviados, c.nome);
    // Both failed once and went again a minute later, each time with the same link.
    expect(dela.map((m) => [m.hora, m.link]).sort()).toEqual([
      ['10:00', url(links[0]?.codigo ?? '')],
      ['10:00', url(links[0]?.codigo ?? '')],
      ['11:00', url('codigoDaReservaOnline00001')],
      ['11:00', url('codigoDaReservaOnline00001')],
    ]);
    // The link opens the appointment, as any patient's link does (nothing about the patient).
    const aberta = await rest(t.app, 'GET', `/api/publico/consulta/${links[0]?.codigo}`);
    expect(aberta.status).toBe(200);
    expect(aberta.body).toMatchObject({ data_hora: '2027-01-13 10:00', status: 'Agendado' });
    expect(JSON.stringify(aberta.body)).not.toContain(c.nome);
  });

  it('mover reagenda o lembrete pendente; cancelar o cancela; desligar as notificações o tira da fila', async () => {
    const c = await clinicaComPaciente();
    const a = await criar(c, '2027-01-14 10:00');
    const mover = await trpc(
      t.app,
      'mutation',
      'agenda.update',
      { id: a.id, ...c.base, data_hora: '2027-01-20 10:00' },
      c.token,
    );
    expect(mover.body.lembrete).toMatchObject({ status: 'pendente', enviar_em: '2027-01-19T21:00:00.000Z' });

    const cancelar = await trpc(
      t.app,
      'mutation',
      'agenda.update',
      { id: a.id, ...c.base, data_hora: '2027-01-20 10:00', status: 'Cancelado pelo paciente' },
      c.token,
    );
    expect(cancelar.body.lembrete.status).toBe('cancelado');

    const b = await criar(c, '2027-01-15 10:00');
    const sem = await rest(
      t.app,
      'PUT',
      `/api/agendas/${b.id}`,
      { ...c.base, data_hora: '2027-01-15 10:00', notificacoes: false },
      c.token,
    );
    expect(sem.status).toBe(200);
    expect((await detalhe(c, b.id)).lembrete.status).toBe('cancelado');
    const semNotificacao = await criar(c, '2027-01-16 10:00', { notificacoes: false });
    expect(semNotificacao.lembrete).toBeNull();

    const { provedor, enviados } = provedorDeTeste();
    await processarMensagens(depsDoWorker(() => new Date('2027-01-19T21:05:00Z'), provedor));
    expect(minhas(enviados, c.nome)).toHaveLength(0);
  });

  it('falha temporária: nova tentativa após 1 minuto, depois 2; falha definitiva desiste na hora', async () => {
    const c = await clinicaComPaciente();
    const a = await criar(c, '2027-01-22 08:00');
    const { provedor, enviados } = provedorDeTeste([
      { ok: false, erro: 'WhatsApp respondeu 503: indisponível', definitivo: false },
      { ok: false, erro: 'Sem resposta do WhatsApp', definitivo: false },
    ]);
    const em = (iso: string) => depsDoWorker(() => new Date(iso), provedor);
    await processarMensagens(em('2027-01-21T21:00:00Z'));
    let d = await detalhe(c, a.id);
    expect(d.lembrete).toMatchObject({
      status: 'pendente',
      tentativas: 1,
      enviar_em: '2027-01-21T21:01:00.000Z',
    });
    expect(d.lembrete.entregas[0]).toMatchObject({
      sucesso: false,
      detalhe: 'WhatsApp respondeu 503: indisponível',
    });

    await processarMensagens(em('2027-01-21T21:00:30Z'));
    expect(minhas(enviados, c.nome)).toHaveLength(1);
    await processarMensagens(em('2027-01-21T21:01:00Z'));
    d = await detalhe(c, a.id);
    expect(d.lembrete).toMatchObject({
      status: 'pendente',
      tentativas: 2,
      enviar_em: '2027-01-21T21:03:00.000Z',
    });
    await processarMensagens(em('2027-01-21T21:03:00Z'));
    d = await detalhe(c, a.id);
    expect(d.lembrete).toMatchObject({ status: 'enviado', tentativas: 3 });
    expect(d.lembrete.entregas.map((e: { sucesso: boolean }) => e.sucesso)).toEqual([false, false, true]);
    expect(minhas(enviados, c.nome)).toHaveLength(3);

    const b = await criar(c, '2027-01-23 08:00');
    const recusa = provedorDeTeste([
      { ok: false, erro: 'WhatsApp respondeu 400: número inválido', definitivo: true },
    ]);
    await processarMensagens(depsDoWorker(() => new Date('2027-01-22T21:00:00Z'), recusa.provedor));
    expect((await detalhe(c, b.id)).lembrete).toMatchObject({ status: 'falhou', tentativas: 1 });
  });

  it('cada lembrete sai uma vez só, mesmo com duas instâncias processando ao mesmo tempo', async () => {
    const c = await clinicaComPaciente();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await criar(c, `2027-01-26 ${String(8 + i).padStart(2, '0')}:00`)).id);
    }
    const url = inject('databaseUrl');
    const outroDb = url ? await createDb({ kind: 'postgres', url, max: 4 }) : t.db;
    const { provedor, enviados } = provedorDeTeste();
    const lento: ProvedorWhatsapp = {
      nome: 'registro',
      async enviarLembrete(m) {
        await new Promise((r) => setTimeout(r, 5));
        return provedor.enviarLembrete(m);
      },
      enviarModelo: provedor.enviarModelo,
    };
    const agora = () => new Date('2027-01-25T21:00:00Z');
    await Promise.all([
      processarMensagens(depsDoWorker(agora, lento)),
      processarMensagens(depsDoWorker(agora, lento, outroDb)),
      processarMensagens(depsDoWorker(agora, lento)),
      processarMensagens(depsDoWorker(agora, lento, outroDb)),
    ]);
    if (url) await outroDb.destroy();
    expect(minhas(enviados, c.nome)).toHaveLength(12);
    for (const id of ids) expect((await detalhe(c, id)).lembrete.entregas).toHaveLength(1);
  });

  it('um envio interrompido (worker morto) não é repetido: vira falha no log', async () => {
    const c = await clinicaComPaciente();
    const a = await criar(c, '2027-01-28 08:00');
    await t.db
      .updateTable('mensagem')
      .set({ status: 'enviando', tentativas: 1, atualizado_em: new Date('2027-01-27T21:00:00Z') })
      .where('id_agenda', '=', a.id)
      .execute();
    const { provedor, enviados } = provedorDeTeste();
    await processarMensagens(depsDoWorker(() => new Date('2027-01-27T21:20:00Z'), provedor));
    expect(minhas(enviados, c.nome)).toHaveLength(0);
    const d = await detalhe(c, a.id);
    expect(d.lembrete.status).toBe('falhou');
    expect(d.lembrete.entregas[0].detalhe).toContain('não reenviado');
  });

  it('à noite: o lembrete espera as 08:00, e o de uma consulta antes das 08:00 é descartado, nunca enviado depois dela', async () => {
    const c = await clinicaComPaciente();
    const cedo = await criar(c, '2027-01-30 07:30');
    const depois = await criar(c, '2027-01-30 09:00');
    const { provedor, enviados } = provedorDeTeste();
    // 22:40 in São Paulo: both reminders (due at 18:00) are late, and it is quiet time.
    await processarMensagens(depsDoWorker(() => new Date('2027-01-30T01:40:00Z'), provedor));
    expect(minhas(enviados, c.nome)).toHaveLength(0);
    expect((await detalhe(c, cedo.id)).lembrete).toMatchObject({ status: 'cancelado' });
    expect((await detalhe(c, depois.id)).lembrete).toMatchObject({
      status: 'pendente',
      enviar_em: '2027-01-30T11:00:00.000Z',
    });
    await processarMensagens(depsDoWorker(() => new Date('2027-01-30T11:00:00Z'), provedor));
    expect(minhas(enviados, c.nome).map((m) => m.hora)).toEqual(['09:00']);
    const r = await rest(t.app, 'GET', `/api/pacientes/${c.base.id_paciente}/mensagens`, undefined, c.token);
    expect(r.body.itens).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'cancelada',
          canal: null,
          ultimo_erro: expect.stringContaining('antes das 08:00'),
        }),
      ]),
    );
  });
});
