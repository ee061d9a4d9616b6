import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A clinic, a patient, and two staff members who are not ADM: A writes, B only works there. */
async function cenario() {
  const c = await criarClinica(t.deps, { nome: 'Clínica Aviso' });
  const adm = await entrar(t.app, c.email, c.senha);
  const chaves = ['TERMOS_LISTAR', 'TERMOS_CRIAR', 'FICHAS_ANAMNESE_LISTAR', 'FICHAS_ANAMNESE_CRIAR'];
  const a = await criarUsuarioComPermissoes(t.db, c.idConta, chaves, { nome: 'Ana Atendente' });
  const b = await criarUsuarioComPermissoes(t.db, c.idConta, chaves, { nome: 'Bruno Balcão' });
  const paciente = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    { nome: 'Maria Souza', celular: '11987654321', sexo: 'Feminino', nascimento: '10/02/1988' },
    adm,
  );
  return {
    ...c,
    adm,
    idPaciente: paciente.body.id as number,
    a: { ...a, token: await entrar(t.app, a.email, a.senha) },
    b: { ...b, token: await entrar(t.app, b.email, b.senha) },
  };
}

const naoLidas = async (token: string) =>
  (await trpc(t.app, 'query', 'notificacao.naoLidas', undefined, token)).body.total as number;
const lista = async (token: string, input: object = {}) =>
  (await trpc(t.app, 'query', 'notificacao.list', input, token)).body;

describe('notificações (issue 19: a equipe é avisada)', () => {
  it('a notificação chega a quem criou o documento, só a essa pessoa; marcar lida e contagem', async () => {
    const s = await cenario();
    const doc = await trpc(
      t.app,
      'mutation',
      'documento.create',
      {
        id_paciente: s.idPaciente,
        tipo: 'TERMO',
        titulo: 'Consentimento de clareamento',
        corpo: '<p>Autorizo.</p>',
      },
      s.a.token,
    );
    expect(doc.status, JSON.stringify(doc.body)).toBe(200);
    // Nothing before the signature.
    expect(await naoLidas(s.a.token)).toBe(0);

    const assinou = await rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${doc.body.codigo}`, {
      assinatura: PNG,
    });
    expect(assinou.status).toBe(200);

    expect(await naoLidas(s.a.token)).toBe(1);
    const daA = await lista(s.a.token);
    expect(daA.total).toBe(1);
    expect(daA.itens[0]).toMatchObject({
      tipo: 'documento_assinado',
      id_paciente: s.idPaciente,
      paciente: { id: s.idPaciente, nome: 'Maria Souza' },
      id_recurso: doc.body.id,
      titulo: 'Consentimento de clareamento',
      texto: 'assinou o termo "Consentimento de clareamento"',
      lida_em: null,
    });
    // B (same clinic) and the ADM get nothing.
    expect(await naoLidas(s.b.token)).toBe(0);
    expect((await lista(s.b.token)).total).toBe(0);
    expect(await naoLidas(s.adm)).toBe(0);

    // Someone else's notification: 404 whoever asks, and it stays unread.
    const id = daA.itens[0].id as number;
    const alheia = await trpc(t.app, 'mutation', 'notificacao.marcarLida', { id }, s.b.token);
    expect(alheia.status).toBe(404);
    expect(alheia.body.message).toBe('Notificação não encontrada.');
    const outra = await cenario();
    expect((await trpc(t.app, 'mutation', 'notificacao.marcarLida', { id }, outra.adm)).status).toBe(404);
    expect(await naoLidas(s.a.token)).toBe(1);

    const lida = await trpc(t.app, 'mutation', 'notificacao.marcarLida', { id }, s.a.token);
    expect(lida.status).toBe(200);
    expect(await naoLidas(s.a.token)).toBe(0);
    const depois = await lista(s.a.token);
    expect(depois.total).toBe(1);
    expect(depois.itens[0].lida_em).not.toBeNull();
    expect((await lista(s.a.token, { nao_lidas: true })).total).toBe(0);
    // A second signature attempt changes nothing: no second notification.
    expect(
      (await rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${doc.body.codigo}`, { assinatura: PNG }))
        .status,
    ).toBe(409);
    expect((await lista(s.a.token)).total).toBe(1);
  });

  it('o mesmo para a anamnese; marcar todas como lidas, também por paciente', async () => {
    const s = await cenario();
    const q = await rest(
      t.app,
      'POST',
      '/api/questoes-anamnese',
      { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao' },
      s.adm,
    );
    const modelo = await rest(
      t.app,
      'POST',
      '/api/modelos-anamnese',
      { nome: 'Anamnese geral', questoes: [q.body.id] },
      s.adm,
    );
    const criar = () =>
      trpc(
        t.app,
        'mutation',
        'anamnese.create',
        { id_paciente: s.idPaciente, id_modelo_anamnese: modelo.body.id },
        s.a.token,
      );
    const [a1, a2] = [(await criar()).body, (await criar()).body];
    for (const a of [a1, a2]) {
      const r = await trpc(t.app, 'mutation', 'anamnesePublica.assinar', {
        codigo: a.codigo,
        respostas: [{ id_pergunta: q.body.id, resposta: 'Não' }],
        assinatura: PNG,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect(await naoLidas(s.a.token)).toBe(2);
    expect(await naoLidas(s.b.token)).toBe(0);
    const itens = (await lista(s.a.token)).itens;
    expect(itens.map((n: { id_recurso: number }) => n.id_recurso).sort()).toEqual([a1.id, a2.id].sort());
    expect(itens[0]).toMatchObject({
      tipo: 'anamnese_assinada',
      texto: 'assinou a anamnese "Anamnese geral"',
    });
    // Only this patient's: another patient's id marks nothing.
    const outro = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: 'José Lima', celular: '11912345678', sexo: 'Masculino', nascimento: '01/01/1980' },
      s.adm,
    );
    const nada = await trpc(
      t.app,
      'mutation',
      'notificacao.marcarTodasLidas',
      { id_paciente: outro.body.id },
      s.a.token,
    );
    expect(nada.body.atualizadas).toBe(0);
    // B marking all touches only B's (none); A's stay unread.
    await trpc(t.app, 'mutation', 'notificacao.marcarTodasLidas', {}, s.b.token);
    expect(await naoLidas(s.a.token)).toBe(2);
    const todas = await trpc(
      t.app,
      'mutation',
      'notificacao.marcarTodasLidas',
      { id_paciente: s.idPaciente },
      s.a.token,
    );
    expect(todas.body.atualizadas).toBe(2);
    expect(await naoLidas(s.a.token)).toBe(0);
  });

  it('quem criou já não está na clínica: a assinatura vale e ninguém é avisado', async () => {
    const s = await cenario();
    const doc = await trpc(
      t.app,
      'mutation',
      'documento.create',
      { id_paciente: s.idPaciente, titulo: 'Termo', corpo: '<p>Ok.</p>' },
      s.b.token,
    );
    await t.db.deleteFrom('sessao').where('id_usuario', '=', s.b.idUsuario).execute();
    await t.db.deleteFrom('usuario').where('id', '=', s.b.idUsuario).execute();
    const r = await rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${doc.body.codigo}`, {
      assinatura: PNG,
    });
    expect(r.status).toBe(200);
    const n = await t.db.selectFrom('notificacao').select('id').where('id_conta', '=', s.idConta).execute();
    expect(n).toHaveLength(0);
  });

  it('sem login: 401; entrada inválida: 400', async () => {
    expect((await trpc(t.app, 'query', 'notificacao.naoLidas', undefined)).status).toBe(401);
    const s = await cenario();
    expect((await trpc(t.app, 'mutation', 'notificacao.marcarLida', { id: 'x' }, s.a.token)).status).toBe(
      400,
    );
    expect((await trpc(t.app, 'query', 'notificacao.list', { limit: 500 }, s.a.token)).status).toBe(400);
  });
});
