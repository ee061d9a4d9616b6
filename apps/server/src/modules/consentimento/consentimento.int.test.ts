import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  codigoDeDescadastroDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
/** A frozen clock for the test that changes one pair twice in the same instant; else the real one. */
let parado: Date | null = null;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'), {}, { agora: () => parado ?? new Date() });
});
afterAll(() => t.fechar());

async function clinicaComPaciente() {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const r = await trpc(
    t.app,
    'mutation',
    'paciente.create',
    { nome: 'Maria Souza', celular: '(11) 98765-4321', sexo: 'Feminino', nascimento: '01/02/1980' },
    token,
  );
  expect(r.status).toBe(200);
  return { ...c, token, idPaciente: r.body.id as number };
}

type Par = { finalidade: string; canal: string; consentido: boolean; atualizado_em: string | null };
const par = (lista: Par[], finalidade: string, canal: string) =>
  lista.find((c) => c.finalidade === finalidade && c.canal === canal);

describe('consentimento de mensagens por finalidade e canal', () => {
  it('sem registro: lembrete sim, retorno e marketing não, nos dois canais (REST e tRPC iguais)', async () => {
    const c = await clinicaComPaciente();
    const r = await rest(t.app, 'GET', `/api/pacientes/${c.idPaciente}/consentimentos`, undefined, c.token);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(6);
    for (const canal of ['whatsapp', 'email']) {
      expect(par(r.body, 'lembrete', canal)).toEqual({
        finalidade: 'lembrete',
        canal,
        consentido: true,
        atualizado_em: null,
        origem: null,
      });
      expect(par(r.body, 'retorno', canal)).toMatchObject({ consentido: false, origem: null });
      expect(par(r.body, 'marketing', canal)).toMatchObject({ consentido: false, origem: null });
    }
    const tr = await trpc(t.app, 'query', 'consentimento.doPaciente', { id: c.idPaciente }, c.token);
    expect(tr.status).toBe(200);
    expect(tr.body.atuais).toEqual(r.body);
    expect(tr.body.historico).toEqual([]);
  });

  it('cada mudança fica no histórico com quando, como e quem; repetir o que vale não grava nada', async () => {
    const c = await clinicaComPaciente();
    const url = `/api/pacientes/${c.idPaciente}/consentimentos`;
    // Lenient REST input: enums in any case, booleans as strings.
    const put = await rest(
      t.app,
      'PUT',
      url,
      [
        { finalidade: 'MARKETING', canal: 'WhatsApp', consentido: 'true' },
        { finalidade: 'retorno', canal: 'email', consentido: true },
        { finalidade: 'lembrete', canal: 'whatsapp', consentido: true },
      ],
      c.token,
    );
    expect(put.status).toBe(200);
    expect(par(put.body, 'marketing', 'whatsapp')).toMatchObject({ consentido: true, origem: 'equipe' });
    expect(par(put.body, 'retorno', 'email')).toMatchObject({ consentido: true, origem: 'equipe' });
    // Already on by default: no row, still the default.
    expect(par(put.body, 'lembrete', 'whatsapp')).toMatchObject({ consentido: true, origem: null });
    expect(Date.parse(par(put.body, 'marketing', 'whatsapp')?.atualizado_em ?? '')).not.toBeNaN();

    const revoga = await trpc(
      t.app,
      'mutation',
      'consentimento.alterar',
      { id: c.idPaciente, alteracoes: [{ finalidade: 'marketing', canal: 'whatsapp', consentido: false }] },
      c.token,
    );
    expect(revoga.status).toBe(200);
    expect(par(revoga.body.atuais, 'marketing', 'whatsapp')).toMatchObject({ consentido: false });
    const h = revoga.body.historico;
    expect(h).toHaveLength(3);
    expect(h[0]).toMatchObject({
      finalidade: 'marketing',
      canal: 'whatsapp',
      consentido: false,
      origem: 'equipe',
      id_usuario: c.idUsuario,
    });
    expect(typeof h[0].usuario).toBe('string');
    expect(h[2]).toMatchObject({ finalidade: 'marketing', canal: 'whatsapp', consentido: true });
    const linhas = await t.db
      .selectFrom('consentimento_paciente')
      .select(['consentido'])
      .where('id_paciente', '=', c.idPaciente)
      .execute();
    expect(linhas).toHaveLength(3);
  });

  it('novo paciente: a caixa de marketing desmarcada não grava nada; marcada grava o sim nos dois canais', async () => {
    const c = await clinicaComPaciente();
    const semCaixa = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      {
        nome: 'Sem Caixa',
        celular: '11987654322',
        sexo: 'Masculino',
        nascimento: '01/02/1980',
        aceita_marketing: false,
      },
      c.token,
    );
    expect(semCaixa.status).toBe(201);
    const nada = await rest(
      t.app,
      'GET',
      `/api/pacientes/${semCaixa.body.id}/consentimentos`,
      undefined,
      c.token,
    );
    expect(par(nada.body, 'marketing', 'email')).toMatchObject({ consentido: false, origem: null });
    const comCaixa = await trpc(
      t.app,
      'mutation',
      'paciente.create',
      {
        nome: 'Com Caixa',
        celular: '(11) 98765-4323',
        sexo: 'Feminino',
        nascimento: '01/02/1980',
        aceita_marketing: true,
      },
      c.token,
    );
    expect(comCaixa.status).toBe(200);
    const sim = await trpc(t.app, 'query', 'consentimento.doPaciente', { id: comCaixa.body.id }, c.token);
    for (const canal of ['whatsapp', 'email'])
      expect(par(sim.body.atuais, 'marketing', canal)).toMatchObject({ consentido: true, origem: 'equipe' });
    expect(par(sim.body.atuais, 'retorno', 'whatsapp')).toMatchObject({ consentido: false });
    expect(sim.body.historico).toHaveLength(2);
    expect(sim.body.historico[0]).toMatchObject({ id_usuario: c.idUsuario });
  });

  it('entrada ruim: 400 em português e nada gravado', async () => {
    const c = await clinicaComPaciente();
    const url = `/api/pacientes/${c.idPaciente}/consentimentos`;
    const finalidade = await rest(
      t.app,
      'PUT',
      url,
      [{ finalidade: 'spam', canal: 'email', consentido: true }],
      c.token,
    );
    expect(finalidade.status).toBe(400);
    expect(JSON.stringify(finalidade.body)).toContain('Finalidade inválida');
    const repetido = await rest(
      t.app,
      'PUT',
      url,
      [
        { finalidade: 'retorno', canal: 'email', consentido: true },
        { finalidade: 'retorno', canal: 'email', consentido: false },
      ],
      c.token,
    );
    expect(repetido.status).toBe(400);
    expect(JSON.stringify(repetido.body)).toContain('Cada finalidade e canal só pode aparecer uma vez.');
    expect((await rest(t.app, 'PUT', url, [], c.token)).status).toBe(400);
    const linhas = await t.db
      .selectFrom('consentimento_paciente')
      .select('id')
      .where('id_paciente', '=', c.idPaciente)
      .execute();
    expect(linhas).toEqual([]);
  });

  it('paciente de outra clínica: 404; sem permissão: 403 (ler com PACIENTES_LISTAR, mudar com PACIENTES_EDITAR)', async () => {
    const a = await clinicaComPaciente();
    const b = await clinicaComPaciente();
    const url = `/api/pacientes/${a.idPaciente}/consentimentos`;
    expect((await rest(t.app, 'GET', url, undefined, b.token)).status).toBe(404);
    const corpo = [{ finalidade: 'marketing', canal: 'email', consentido: true }];
    expect((await rest(t.app, 'PUT', url, corpo, b.token)).status).toBe(404);
    expect(
      (await trpc(t.app, 'query', 'consentimento.doPaciente', { id: a.idPaciente }, b.token)).status,
    ).toBe(404);

    const leitor = await criarUsuarioComPermissoes(t.db, a.idConta, ['PACIENTES_LISTAR']);
    const tokenLeitor = await entrar(t.app, leitor.email, leitor.senha);
    expect((await rest(t.app, 'GET', url, undefined, tokenLeitor)).status).toBe(200);
    expect((await rest(t.app, 'PUT', url, corpo, tokenLeitor)).status).toBe(403);
    const nenhum = await criarUsuarioComPermissoes(t.db, a.idConta, ['AGENDAMENTOS_LISTAR']);
    const tokenNenhum = await entrar(t.app, nenhum.email, nenhum.senha);
    expect((await rest(t.app, 'GET', url, undefined, tokenNenhum)).status).toBe(403);
  });
});

describe('o link "Não quero mais receber estas mensagens"', () => {
  it('um código de 128 bits por paciente e finalidade, o mesmo a cada mensagem', async () => {
    const c = await clinicaComPaciente();
    const retorno = await codigoDeDescadastroDeTeste(t.db, c.idConta, c.idPaciente, 'retorno');
    expect(retorno).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await codigoDeDescadastroDeTeste(t.db, c.idConta, c.idPaciente, 'retorno')).toBe(retorno);
    expect(await codigoDeDescadastroDeTeste(t.db, c.idConta, c.idPaciente, 'marketing')).not.toBe(retorno);
  });

  it('sem login revoga a finalidade na hora, nos dois canais, de uma vez por todas; a ficha mostra', async () => {
    const c = await clinicaComPaciente();
    const url = `/api/pacientes/${c.idPaciente}/consentimentos`;
    const sim = ['whatsapp', 'email'].flatMap((canal) =>
      ['retorno', 'marketing'].map((finalidade) => ({ finalidade, canal, consentido: true })),
    );
    expect((await rest(t.app, 'PUT', url, sim, c.token)).status).toBe(200);
    const codigo = await codigoDeDescadastroDeTeste(t.db, c.idConta, c.idPaciente, 'retorno');

    const r = await rest(t.app, 'POST', `/api/publico/mensagens/descadastrar/${codigo}`);
    expect(r.status).toBe(200);
    expect(r.body.finalidade).toBe('retorno');
    expect(r.body.finalidades).toEqual([
      { finalidade: 'lembrete', ativa: true },
      { finalidade: 'retorno', ativa: false },
      { finalidade: 'marketing', ativa: true },
    ]);
    expect(r.body.mensagem).toContain('Lembretes de retorno');
    // Least data: the clinic's name and the purposes, nothing of the patient.
    expect(Object.keys(r.body).sort()).toEqual(['clinica', 'finalidade', 'finalidades', 'mensagem']);
    expect(JSON.stringify(r.body)).not.toContain('Maria');

    const ficha = await trpc(t.app, 'query', 'consentimento.doPaciente', { id: c.idPaciente }, c.token);
    for (const canal of ['whatsapp', 'email'])
      expect(par(ficha.body.atuais, 'retorno', canal)).toMatchObject({
        consentido: false,
        origem: 'link_paciente',
      });
    expect(ficha.body.historico[0]).toMatchObject({
      origem: 'link_paciente',
      id_usuario: null,
      usuario: null,
    });

    // Opened again: nothing more is written; the other purposes offered on the page go too.
    const antes = ficha.body.historico.length;
    expect((await rest(t.app, 'POST', `/api/publico/mensagens/descadastrar/${codigo}`)).status).toBe(200);
    const depois = await trpc(t.app, 'query', 'consentimento.doPaciente', { id: c.idPaciente }, c.token);
    expect(depois.body.historico).toHaveLength(antes);
    const outras = await rest(t.app, 'POST', `/api/publico/mensagens/descadastrar/${codigo}`, {
      finalidades: ['marketing'],
    });
    expect(outras.body.finalidades).toEqual([
      { finalidade: 'lembrete', ativa: true },
      { finalidade: 'retorno', ativa: false },
      { finalidade: 'marketing', ativa: false },
    ]);
  });

  it('o gêmeo tRPC da página pública faz o mesmo, sem login', async () => {
    const c = await clinicaComPaciente();
    const codigo = await codigoDeDescadastroDeTeste(t.db, c.idConta, c.idPaciente, 'lembrete');
    const r = await trpc(t.app, 'mutation', 'descadastroPublico.descadastrar', { codigo });
    expect(r.status).toBe(200);
    expect(r.body.finalidades).toEqual([
      { finalidade: 'lembrete', ativa: false },
      { finalidade: 'retorno', ativa: false },
      { finalidade: 'marketing', ativa: false },
    ]);
    const ficha = await rest(
      t.app,
      'GET',
      `/api/pacientes/${c.idPaciente}/consentimentos`,
      undefined,
      c.token,
    );
    expect(par(ficha.body, 'lembrete', 'email')).toMatchObject({
      consentido: false,
      origem: 'link_paciente',
    });
    const ruim = await trpc(t.app, 'mutation', 'descadastroPublico.descadastrar', { codigo: 'x'.repeat(22) });
    expect(ruim.status).toBe(404);
  });

  it('duas mudanças do mesmo par no mesmo instante: vale a última (pela ordem, não pelo relógio)', async () => {
    const c = await clinicaComPaciente();
    parado = new Date('2026-11-28T12:00:00Z');
    try {
      const url = `/api/pacientes/${c.idPaciente}/consentimentos`;
      const sim = [{ finalidade: 'retorno', canal: 'whatsapp', consentido: true }];
      expect((await rest(t.app, 'PUT', url, sim, c.token)).status).toBe(200);
      const codigo = await codigoDeDescadastroDeTeste(t.db, c.idConta, c.idPaciente, 'retorno');
      expect((await rest(t.app, 'POST', `/api/publico/mensagens/descadastrar/${codigo}`)).status).toBe(200);
      const depois = await rest(t.app, 'GET', url, undefined, c.token);
      expect(par(depois.body, 'retorno', 'whatsapp')).toMatchObject({
        consentido: false,
        origem: 'link_paciente',
      });
      const denovo = await rest(t.app, 'PUT', url, sim, c.token);
      expect(par(denovo.body, 'retorno', 'whatsapp')).toMatchObject({ consentido: true, origem: 'equipe' });
    } finally {
      parado = null;
    }
  });

  it('código desconhecido: 404 em português; finalidade ruim: 400; nada gravado', async () => {
    const c = await clinicaComPaciente();
    const r = await rest(t.app, 'POST', '/api/publico/mensagens/descadastrar/AAAAAAAAAAAAAAAAAAAAAA');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Link não encontrado. Peça à clínica para não receber mais mensagens.');
    const codigo = await codigoDeDescadastroDeTeste(t.db, c.idConta, c.idPaciente, 'marketing');
    const ruim = await rest(t.app, 'POST', `/api/publico/mensagens/descadastrar/${codigo}`, {
      finalidades: ['spam'],
    });
    expect(ruim.status).toBe(400);
    const linhas = await t.db
      .selectFrom('consentimento_paciente')
      .select('id')
      .where('id_paciente', '=', c.idPaciente)
      .execute();
    expect(linhas).toEqual([]);
  });
});
