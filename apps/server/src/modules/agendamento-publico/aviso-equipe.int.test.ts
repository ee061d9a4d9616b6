import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  celularUnico,
  clinicaComAgendamentoOnline,
  clinicaComToken,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  trpc,
} from '../../testing';

/**
 * Staff see a patient's own action at once (issue 34): a booking, a confirmation, a cancellation
 * or a reschedule through the public page or the link writes, in its own transaction, a bell
 * notice for everyone who may see that appointment on the agenda — and nobody else.
 * The clock: Sunday 2030-03-03 08:00 in São Paulo, so Monday's 09:00 is 'amanhã'.
 */
const agora = new Date('2030-03-03T11:00:00Z');
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'), {}, { agora: () => agora });
});
afterAll(() => t.fechar());

type Aviso = {
  id: number;
  tipo: string;
  texto: string;
  titulo: string;
  id_recurso: number;
  lida_em: string | null;
  paciente: { nome: string };
};
const avisos = async (token: string): Promise<Aviso[]> => {
  const r = await trpc(t.app, 'query', 'notificacao.list', { limit: 50 }, token);
  expect(r.status).toBe(200);
  return r.body.itens;
};

/** A clinic with online booking, its ADM, both professionals, the front desk and someone who can't see the agenda. */
async function equipe(extra: Record<string, unknown> = {}) {
  const c = await clinicaComAgendamentoOnline(t, extra);
  const recepcao = await criarUsuarioComPermissoes(t.db, c.idConta, ['AGENDAMENTOS_LISTAR'], {
    nome: 'Recepção',
  });
  const financeiro = await criarUsuarioComPermissoes(t.db, c.idConta, ['FINANCEIRO_LISTAR_TRANSACOES']);
  const inativa = await criarUsuarioComPermissoes(t.db, c.idConta, ['AGENDAMENTOS_LISTAR'], { ativo: false });
  const tokens = {
    adm: c.token,
    carla: await entrar(t.app, c.profA.email, c.profA.senha),
    davi: await entrar(t.app, c.profB.email, c.profB.senha),
    recepcao: await entrar(t.app, recepcao.email, recepcao.senha),
    financeiro: await entrar(t.app, financeiro.email, financeiro.senha),
  };
  return { ...c, tokens, inativa };
}

const reservar = (c: { slug: string; idTratamento: number; profA: { idUsuario: number } }, extra = {}) =>
  rest(t.app, 'POST', `/api/publico/agendar/${c.slug}`, {
    id_tratamento: c.idTratamento,
    id_profissional: c.profA.idUsuario,
    data_hora: '2030-03-04 09:00',
    nome: 'Maria Souza',
    celular: celularUnico(),
    consentimento: true,
    ...extra,
  });

describe('o sino da equipe quando o paciente age sozinho', () => {
  it('agendar, confirmar, remarcar e cancelar avisam quem vê a agenda, com o dia e a hora', async () => {
    const c = await equipe();
    const r = await reservar(c);
    expect(r.status).toBe(201);
    const link = `/api/publico/consulta/${r.body.codigo}`;
    const [agendada] = await t.db
      .selectFrom('agenda')
      .select('id')
      .where('id_conta', '=', c.idConta)
      .execute();

    const doAdm = await avisos(c.tokens.adm);
    expect(doAdm).toEqual([
      expect.objectContaining({
        tipo: 'consulta_agendada',
        paciente: expect.objectContaining({ nome: 'Maria Souza' }),
        texto: 'agendou uma consulta para amanhã às 09:00',
        titulo: '2030-03-04 09:00',
        id_recurso: agendada?.id,
      }),
    ]);
    // The front desk and the appointment's own professional hear of it; a PROFISSIONAL never of
    // another's appointment, nor anyone without the agenda's permission or no longer active.
    expect((await avisos(c.tokens.recepcao)).map((n) => n.texto)).toEqual([doAdm[0]?.texto]);
    expect(await avisos(c.tokens.carla)).toHaveLength(1);
    expect(await avisos(c.tokens.davi)).toEqual([]);
    expect(await avisos(c.tokens.financeiro)).toEqual([]);
    const daInativa = await t.db
      .selectFrom('notificacao')
      .select('id')
      .where('id_conta', '=', c.idConta)
      .where('id_usuario', '=', c.inativa.idUsuario)
      .execute();
    expect(daInativa).toEqual([]);
    const naoLidas = await trpc(t.app, 'query', 'notificacao.naoLidas', undefined, c.tokens.adm);
    expect(naoLidas.body.total).toBe(1);

    expect((await rest(t.app, 'POST', `${link}/confirmar`)).status).toBe(200);
    // Confirming again answers the same and tells nobody twice.
    expect((await rest(t.app, 'POST', `${link}/confirmar`)).status).toBe(200);
    expect((await avisos(c.tokens.adm))[0]).toMatchObject({
      tipo: 'consulta_confirmada',
      texto: 'confirmou a consulta de amanhã às 09:00',
    });

    const remarcada = await rest(t.app, 'POST', `${link}/reagendar`, { data_hora: '2030-03-05 08:30' });
    expect(remarcada.status).toBe(200);
    const nova = await t.db
      .selectFrom('agenda')
      .select('id')
      .where('id_conta', '=', c.idConta)
      .where('status', '=', 'Agendado')
      .executeTakeFirstOrThrow();
    expect((await avisos(c.tokens.recepcao))[0]).toMatchObject({
      tipo: 'consulta_remarcada',
      texto: 'remarcou a consulta para 05/03 às 08:30',
      titulo: '2030-03-05 08:30',
      id_recurso: nova.id,
    });

    expect(
      (await trpc(t.app, 'mutation', 'consultaPublica.cancelar', { codigo: r.body.codigo })).status,
    ).toBe(200);
    const doAdmNoFim = await avisos(c.tokens.adm);
    expect(doAdmNoFim.map((n) => n.tipo)).toEqual([
      'consulta_cancelada',
      'consulta_remarcada',
      'consulta_confirmada',
      'consulta_agendada',
    ]);
    expect(doAdmNoFim[0]?.texto).toBe('cancelou a consulta de 05/03 às 08:30');
    expect(await avisos(c.tokens.carla)).toHaveLength(4);
    expect(await avisos(c.tokens.davi)).toEqual([]);
    // A refused action writes nothing: cancelling again is a 409 and the list stays as it was.
    expect((await rest(t.app, 'POST', `${link}/cancelar`)).status).toBe(409);
    expect(await avisos(c.tokens.adm)).toHaveLength(4);
  });

  it('com a confirmação pela equipe o aviso é um pedido; o robô do campo escondido e o horário tomado não avisam', async () => {
    const c = await equipe({ confirmacao: 'equipe' });
    const r = await reservar(c);
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('Pré-agendado');
    expect(await avisos(c.tokens.adm)).toEqual([
      expect.objectContaining({
        tipo: 'consulta_solicitada',
        texto: 'pediu uma consulta para amanhã às 09:00 (aguarda confirmação)',
      }),
    ]);
    expect((await reservar(c, { site: 'http://spam.example' })).status).toBe(201);
    expect((await reservar(c)).status).toBe(409);
    expect(await avisos(c.tokens.adm)).toHaveLength(1);
  });

  it('outra clínica não vê nem lê os avisos desta (404)', async () => {
    const c = await equipe();
    expect((await reservar(c)).status).toBe(201);
    const [aviso] = await avisos(c.tokens.adm);
    expect(aviso).toBeDefined();
    const outra = await clinicaComToken(t);
    expect(await avisos(outra.token)).toEqual([]);
    const naoLidas = await trpc(t.app, 'query', 'notificacao.naoLidas', undefined, outra.token);
    expect(naoLidas.body.total).toBe(0);
    const ler = await trpc(t.app, 'mutation', 'notificacao.marcarLida', { id: aviso?.id }, outra.token);
    expect(ler.status).toBe(404);
    expect((await avisos(c.tokens.adm))[0]?.lida_em).toBeNull();
  });
});
