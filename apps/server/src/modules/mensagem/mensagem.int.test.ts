import { momentoDoRetorno, TEXTO_DESCADASTRO } from '@clinica/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { criarDeps } from '../../platform/criar-deps';
import type { Email, ProvedorEmail } from '../../platform/email/provedor';
import type { MensagemModelo, ProvedorWhatsapp } from '../../platform/whatsapp/provedor';
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
import { planejarAniversarios } from '../lembrete/aniversario.service';
import { processarMensagens } from '../lembrete/saida.service';

/*
 * Returns, birthdays, consent, quiet hours and channels of the one outbox (issue 35). The return
 * of an appointment finished now goes a day later at 18:00 (São Paulo): the worker's clocks below
 * are set from that instant, never reaching the 2027 reminders of lembrete.int.test.ts.
 */

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

/** Fakes that record what they were asked to send (a WhatsApp template, an e-mail). */
function fakes() {
  const whatsapps: MensagemModelo[] = [];
  const emails: Email[] = [];
  const whatsapp: ProvedorWhatsapp = {
    nome: 'registro',
    enviarLembrete: async () => ({ ok: true, detalhe: 'wamid.lembrete' }),
    enviarModelo: async (m) => {
      whatsapps.push(m);
      return { ok: true, detalhe: 'wamid.teste' };
    },
  };
  const email: ProvedorEmail = {
    nome: 'registro',
    enviar: async (m) => {
      emails.push(m);
      return { ok: true, detalhe: 'smtp.teste' };
    },
  };
  return { whatsapp, email, whatsapps, emails };
}

const worker = (agora: Date, f: ReturnType<typeof fakes>) =>
  criarDeps({
    db: t.db,
    config: t.deps.config,
    jwtSecret: SEGREDO_TESTE,
    parametrosSenha: PARAMETROS_TESTE,
    agora: () => agora,
    whatsapp: f.whatsapp,
    email: f.email,
  });

let seq = 0;
async function clinica(opts: { retornoDias?: number | null; nascimento?: string; email?: string } = {}) {
  const c = await criarClinica(t.deps, { nome: `Clínica Retorno ${seq++}` });
  const token = await entrar(t.app, c.email, c.senha);
  const nome = `Paciente Mensagem ${Date.now()}-${seq++}`;
  const p = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    {
      nome,
      celular: '(11) 91234-5678',
      sexo: 'Outro',
      nascimento: opts.nascimento ?? '01/01/1980',
      ...(opts.email ? { email: opts.email } : {}),
    },
    token,
  );
  expect(p.status).toBe(201);
  const trat = await rest(
    t.app,
    'POST',
    '/api/tratamentos',
    {
      nome: `Limpeza ${seq++}`,
      preco_venda: 1,
      preco_custo: 0,
      duracao: 30,
      retorno_dias: opts.retornoDias ?? 1,
    },
    token,
  );
  expect(trat.status).toBe(201);
  const base = {
    id_paciente: p.body.id as number,
    id_profissional: c.idUsuario,
    id_tratamento: trat.body.id as number,
    duracao: 30,
  };
  return { ...c, token, nome, idPaciente: p.body.id as number, idTratamento: trat.body.id as number, base };
}
type Clinica = Awaited<ReturnType<typeof clinica>>;

const consentir = (c: Clinica, finalidade: string, canal: string, consentido = true) =>
  rest(
    t.app,
    'PUT',
    `/api/pacientes/${c.idPaciente}/consentimentos`,
    [{ finalidade, canal, consentido }],
    c.token,
  );

/** An appointment earlier today, then finished: the return is planned for tomorrow at 18:00. */
async function finalizar(c: Clinica, dataHora = '2026-11-20 10:00') {
  const a = await trpc(t.app, 'mutation', 'agenda.create', { ...c.base, data_hora: dataHora }, c.token);
  expect(a.status).toBe(200);
  const f = await trpc(
    t.app,
    'mutation',
    'agenda.update',
    { id: a.body.id, ...c.base, data_hora: dataHora, status: 'Finalizada' },
    c.token,
  );
  expect(f.status).toBe(200);
  return a.body.id as number;
}

const historico = async (c: Clinica) => {
  const r = await rest(t.app, 'GET', `/api/pacientes/${c.idPaciente}/mensagens`, undefined, c.token);
  expect(r.status).toBe(200);
  return r.body as {
    itens: { tipo: string; status: string; canal: string | null; texto: string | null }[];
    total: number;
  };
};

const previsto = () => momentoDoRetorno(new Date(), 1, { fuso: 'America/Sao_Paulo', hora: '18:00' }) as Date;
const depois = (d: Date, ms: number) => new Date(d.getTime() + ms);

describe('retornos', () => {
  it('Finalizada com retorno planeja a mensagem; sem consentimento não sai (sem consentimento)', async () => {
    const c = await clinica();
    await finalizar(c);
    const h = await historico(c);
    expect(h.itens).toMatchObject([{ tipo: 'retorno', status: 'agendada', canal: null }]);
    const f = fakes();
    await processarMensagens(worker(depois(previsto(), 60_000), f));
    expect((await historico(c)).itens).toMatchObject([{ tipo: 'retorno', status: 'sem_consentimento' }]);
    expect(
      f.whatsapps.filter(
        (m) => m.parametros[0] === c.nome.split(' ')[0] && m.parametros[2]?.includes(c.nome),
      ),
    ).toEqual([]);
  });

  it('com consentimento por WhatsApp: sai uma vez, termina com o link de descadastro, que revoga de vez', async () => {
    const c = await clinica();
    expect((await consentir(c, 'retorno', 'whatsapp')).status).toBe(200);
    await finalizar(c);
    const f = fakes();
    await processarMensagens(worker(depois(previsto(), 60_000), f));
    await processarMensagens(worker(depois(previsto(), 120_000), f));
    const [m] = (await historico(c)).itens;
    expect(m).toMatchObject({ tipo: 'retorno', status: 'enviada', canal: 'whatsapp' });
    expect(m?.texto).toContain(`${TEXTO_DESCADASTRO}: `);
    expect(f.whatsapps.filter((w) => w.parametros[2] === m?.texto)).toHaveLength(1);
    const codigo = /\/descadastrar\/([A-Za-z0-9_-]+)/.exec(m?.texto ?? '')?.[1];
    const r = await rest(t.app, 'POST', `/api/publico/mensagens/descadastrar/${codigo}`, {});
    expect(r.status).toBe(200);
    const cons = await rest(
      t.app,
      'GET',
      `/api/pacientes/${c.idPaciente}/consentimentos`,
      undefined,
      c.token,
    );
    expect(cons.body).toContainEqual(
      expect.objectContaining({
        finalidade: 'retorno',
        canal: 'whatsapp',
        consentido: false,
        origem: 'link_paciente',
      }),
    );
  });

  it('deixar de ser Finalizada cancela; já ter consulta marcada pula quando vence', async () => {
    const c = await clinica();
    await consentir(c, 'retorno', 'whatsapp');
    const id = await finalizar(c);
    await trpc(
      t.app,
      'mutation',
      'agenda.update',
      { id, ...c.base, data_hora: '2026-11-20 10:00', status: 'Confirmado' },
      c.token,
    );
    expect((await historico(c)).itens).toMatchObject([{ tipo: 'retorno', status: 'cancelada' }]);

    const d = await clinica();
    await consentir(d, 'retorno', 'whatsapp');
    await finalizar(d);
    const futura = await trpc(
      t.app,
      'mutation',
      'agenda.create',
      { ...d.base, data_hora: '2027-03-10 10:00' },
      d.token,
    );
    expect(futura.status).toBe(200);
    await processarMensagens(worker(depois(previsto(), 60_000), fakes()));
    const retorno = (await historico(d)).itens.find((m) => m.tipo === 'retorno');
    expect(retorno).toMatchObject({ status: 'cancelada', canal: null });
    const lista = await rest(
      t.app,
      'GET',
      '/api/retornos?inicio=2026-11-01&fim=2027-06-30',
      undefined,
      d.token,
    );
    expect(lista.status).toBe(200);
    expect(lista.body).toMatchObject([{ paciente: d.nome, mensagem_enviada: false, status: 'cancelada' }]);
    expect(lista.body[0].proxima_consulta).not.toBeNull();
  });

  it('horário de silêncio: vencida às 23:00 fica para as 08:00, sem contar tentativa', async () => {
    const e = await clinica({ email: 'paciente@exemplo.com' });
    await consentir(e, 'retorno', 'email');
    await finalizar(e);
    const f = fakes();
    const noite = depois(previsto(), 5 * 3_600_000); // 23:00 in São Paulo
    await processarMensagens(worker(noite, f));
    const m = await t.db
      .selectFrom('mensagem')
      .select(['status', 'enviar_em', 'tentativas'])
      .where('id_conta', '=', e.idConta)
      .executeTakeFirstOrThrow();
    expect(m).toEqual({ status: 'pendente', enviar_em: depois(previsto(), 14 * 3_600_000), tentativas: 0 });
    await processarMensagens(worker(depois(previsto(), 14 * 3_600_000), f));
    // Consent on e-mail only: it goes by e-mail (the fake), never by WhatsApp.
    const [enviada] = (await historico(e)).itens;
    expect(enviada).toMatchObject({ status: 'enviada', canal: 'email' });
    expect(
      f.emails.filter((x) => x.para === 'paciente@exemplo.com' && x.texto === enviada?.texto),
    ).toHaveLength(1);
  });
});

describe('aniversário e configuração', () => {
  it('uma vez por ano, só com consentimento de marketing, no texto da clínica', async () => {
    const c = await clinica({ nascimento: '29/11/1990', email: 'aniversario@exemplo.com' });
    const ruim = await rest(
      t.app,
      'PUT',
      '/api/mensagens/configuracao',
      { aniversario_ativo: true, aniversario_texto: 'Oi {name}', retorno_texto: 'x', canais: ['email'] },
      c.token,
    );
    expect(ruim.status).toBe(400);
    expect(JSON.stringify(ruim.body)).toContain('Marcador desconhecido');
    const ok = await trpc(
      t.app,
      'mutation',
      'mensagem.salvarConfiguracao',
      {
        aniversario_ativo: true,
        aniversario_texto: 'Parabéns, {nome}! Da {clinica}.',
        retorno_texto: 'Volte, {nome}.',
        canais: ['email'],
      },
      c.token,
    );
    expect(ok.status).toBe(200);
    await consentir(c, 'marketing', 'email');
    const dia = new Date('2026-11-29T21:00:00Z'); // 18:00 on the 29th in São Paulo
    const f = fakes();
    await planejarAniversarios(worker(dia, f));
    await planejarAniversarios(worker(depois(dia, 60_000), f));
    await processarMensagens(worker(depois(dia, 60_000), f));
    const h = await historico(c);
    expect(h.itens).toMatchObject([{ tipo: 'aniversario', status: 'enviada', canal: 'email' }]);
    expect(h.itens[0]?.texto).toMatch(/^Parabéns, Paciente! Da Clínica Retorno \d+\./);
    expect(f.emails.filter((e) => e.para === 'aniversario@exemplo.com')).toHaveLength(1);
    // Next year: one more.
    await planejarAniversarios(worker(new Date('2027-11-29T21:00:00Z'), f));
    expect((await historico(c)).total).toBe(2);
  });

  it('a ficha de outra clínica é 404; a configuração pede o administrador', async () => {
    const c = await clinica();
    const outra = await clinica();
    const r = await rest(t.app, 'GET', `/api/pacientes/${c.idPaciente}/mensagens`, undefined, outra.token);
    expect(r.status).toBe(404);
    const cfg = await rest(t.app, 'GET', '/api/mensagens/configuracao', undefined, c.token);
    expect(cfg.body).toMatchObject({ aniversario_ativo: false, canais: ['whatsapp', 'email'] });
    const errado = await rest(
      t.app,
      'GET',
      '/api/retornos?inicio=2026-12-01&fim=2026-01-01',
      undefined,
      c.token,
    );
    expect(errado.status).toBe(400);
  });
});
