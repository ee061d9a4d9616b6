import { MSG } from '@clinica/contracts';
import { validadeDoPacote } from '@clinica/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaFinanceiro,
  clinicaComFinanceiro,
  clinicaComToken,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
  diaDaClinica,
  entrar,
  payload,
  rest,
  trpc,
} from '../../testing';
import { avisarPacotesAVencer } from './pacote.service';

/**
 * Session packages (issue 36) through both surfaces, on Postgres and on PGlite: a budget item of
 * several sessions, the package its revenue opens, the sessions finished appointments use — once,
 * however many saves race — and give back, the expiry order, the 'Faltou' setting, the validity,
 * the bell a week before, the report; another clinic's package is not found.
 */
const P = MSG.pacotes;
const BANCOS = [
  ['Postgres', inject('databaseUrl')],
  ['PGlite', null],
] as const;

describe.each(BANCOS)('pacotes de sessões (%s)', (_nome, url) => {
  let t: AppDeTeste;
  let c: ClinicaFinanceiro;
  let hora = 0;
  beforeAll(async () => {
    t = await criarAppDeTeste(url);
    c = await clinicaComFinanceiro(t);
  });
  afterAll(() => t.fechar());

  /** A budget for Ana through REST (reais), then its revenue; answers the budget. */
  async function venderPacote(itens: Record<string, unknown>[], paciente = c.ana) {
    const o = await rest(
      t.app,
      'POST',
      '/api/orcamentos',
      { id_paciente: paciente, vencimento: diaDaClinica(30), tratamentos: itens },
      c.token,
    );
    expect(o.status).toBe(201);
    const r = await trpc(
      t.app,
      'mutation',
      'transacao.create',
      { tipo: 'RECEITA', id_orcamento: o.body.id, vencimento: diaDaClinica(0) },
      c.token,
    );
    expect(r.status).toBe(200);
    return o.body;
  }
  const pacotes = async (paciente = c.ana, token = c.token) =>
    rest(t.app, 'GET', `/api/pacientes/${paciente}/pacotes`, undefined, token);

  /** A new appointment of Ana's Limpeza, each at its own hour (no two overlap). */
  async function agendar(extra: Record<string, unknown> = {}) {
    const h = hora++;
    const dia = 1 + Math.floor(h / 8);
    const data = `2030-04-${String(dia).padStart(2, '0')} ${String(9 + (h % 8)).padStart(2, '0')}:00`;
    const r = await rest(t.app, 'POST', '/api/agendas', payload(c, { data_hora: data, ...extra }), c.token);
    expect(r.status).toBe(201);
    return r.body.id as number;
  }
  const mudarStatus = (id: number, status: string) =>
    rest(t.app, 'PUT', `/api/agendas/${id}`, { status }, c.token);

  it('um item antigo continua sendo uma sessão; o item de 5 sessões cobra o valor do pacote e mostra os dois', async () => {
    const antigo = await rest(
      t.app,
      'POST',
      '/api/orcamentos',
      {
        id_paciente: c.ana,
        vencimento: diaDaClinica(30),
        tratamentos: [{ id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario }],
      },
      c.token,
    );
    expect(antigo.body.valor_total).toBe(100);
    expect(antigo.body.tratamentos[0]).toMatchObject({ quantidade: 1, valor_pacote: null, valor_item: 100 });

    const vezes = await trpc(
      t.app,
      'mutation',
      'orcamento.create',
      {
        id_paciente: c.ana,
        vencimento: diaDaClinica(30),
        tratamentos: [{ id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario, quantidade: 3 }],
      },
      c.token,
    );
    expect(vezes.body.valor_total).toBe(30_000);

    const o = await rest(
      t.app,
      'POST',
      '/api/orcamentos',
      {
        id_paciente: c.ana,
        vencimento: diaDaClinica(30),
        tratamentos: [
          {
            id_tratamento: c.idLimpeza,
            id_profissional: c.profA.idUsuario,
            quantidade: '5',
            valor_pacote: '400,00',
          },
          { id_tratamento: c.idClareamento, id_profissional: c.profB.idUsuario },
        ],
      },
      c.token,
    );
    expect(o.status).toBe(201);
    expect(o.body.valor_total).toBe(750.5);
    expect(o.body.tratamentos[0]).toMatchObject({
      quantidade: 5,
      valor_pacote: 400,
      valor_venda: 100,
      valor_item: 400,
    });
    const lido = await trpc(t.app, 'query', 'orcamento.get', { id: o.body.id }, c.token);
    expect(lido.body.tratamentos[0]).toMatchObject({
      quantidade: 5,
      valor_pacote: 40_000,
      valor_item: 40_000,
    });
  });

  it('entrada ruim: 400 com a mensagem do catálogo', async () => {
    const item = (extra: Record<string, unknown>) => ({
      id_paciente: c.ana,
      vencimento: diaDaClinica(30),
      tratamentos: [{ id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario, ...extra }],
    });
    const demais = await rest(t.app, 'POST', '/api/orcamentos', item({ quantidade: 101 }), c.token);
    expect(demais.status).toBe(400);
    expect(JSON.stringify(demais.body)).toContain(P.quantidadeInvalida);
    const zero = await trpc(t.app, 'mutation', 'orcamento.create', item({ quantidade: 0 }), c.token);
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain(P.quantidadeInvalida);
    const semSessoes = await rest(t.app, 'POST', '/api/orcamentos', item({ valor_pacote: 50 }), c.token);
    expect(semSessoes.status).toBe(400);
    expect(JSON.stringify(semSessoes.body)).toContain(P.valorPacoteSemSessoes);
  });

  it('a receita abre um pacote por item de mais de uma sessão, com a validade padrão da clínica', async () => {
    const antes = (await pacotes()).body.length;
    await venderPacote([
      { id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario, quantidade: 5 },
      { id_tratamento: c.idClareamento, id_profissional: c.profB.idUsuario },
    ]);
    const r = await pacotes();
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(antes + 1);
    expect(r.body[0]).toMatchObject({
      tratamento: { id: c.idLimpeza },
      sessoes: 5,
      usadas: 0,
      restantes: 5,
      status: 'aberto',
      validade: validadeDoPacote(diaDaClinica(0), 12),
      sessoes_realizadas: [],
    });
  });

  it('20 mudanças para Finalizada ao mesmo tempo usam uma sessão; sair de Finalizada devolve', async () => {
    const id = await agendar();
    const [p] = (await pacotes()).body;
    const respostas = await Promise.all(Array.from({ length: 20 }, () => mudarStatus(id, 'Finalizada')));
    expect(respostas.every((r) => r.status === 200)).toBe(true);
    const depois = (await pacotes()).body.find((x: { id: number }) => x.id === p.id);
    expect(depois).toMatchObject({ usadas: 1, restantes: 4 });
    expect(depois.sessoes_realizadas).toEqual([{ id_agenda: id, data_hora: expect.any(String) }]);
    const linhas = await t.db.selectFrom('pacote_sessao').select('id').where('id_agenda', '=', id).execute();
    expect(linhas).toHaveLength(1);

    const situacao = await trpc(
      t.app,
      'query',
      'pacote.situacao',
      { id_paciente: c.ana, id_tratamento: c.idLimpeza, id_agenda: id },
      c.token,
    );
    expect(situacao.body).toEqual({ tipo: 'sessao', id_pacote: p.id, sessao: 1, sessoes: 5 });

    // 20 racing changes back and forth: whatever the order, the count matches the final status.
    const vaiVem = await Promise.all(
      Array.from({ length: 20 }, (_, k) => mudarStatus(id, k % 2 ? 'Finalizada' : 'Confirmado')),
    );
    expect(vaiVem.every((r) => r.status === 200)).toBe(true);
    const final = (await trpc(t.app, 'query', 'agenda.get', { id }, c.token)).body.status;
    const usadas = (await pacotes()).body.find((x: { id: number }) => x.id === p.id).usadas;
    expect(usadas).toBe(final === 'Finalizada' ? 1 : 0);

    await mudarStatus(id, 'Agendado');
    expect((await pacotes()).body.find((x: { id: number }) => x.id === p.id)).toMatchObject({
      usadas: 0,
      sessoes_realizadas: [],
    });
  });

  it('20 agendamentos diferentes finalizados ao mesmo tempo nunca passam das sessões do pacote', async () => {
    const paciente = (
      await rest(
        t.app,
        'POST',
        '/api/pacientes',
        { nome: 'Carla Dias', celular: '11987654322', sexo: 'Feminino', nascimento: '01/02/1991' },
        c.token,
      )
    ).body.id as number;
    await venderPacote(
      [{ id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario, quantidade: 3 }],
      paciente,
    );
    const ids = [];
    for (let k = 0; k < 20; k++) ids.push(await agendar({ id_paciente: paciente }));
    await Promise.all(ids.map((id) => mudarStatus(id, 'Finalizada')));
    const [p] = (await pacotes(paciente)).body;
    expect(p).toMatchObject({ sessoes: 3, usadas: 3, restantes: 0, status: 'concluido' });
    expect(p.sessoes_realizadas).toHaveLength(3);
    const sexto = await trpc(
      t.app,
      'query',
      'pacote.situacao',
      { id_paciente: paciente, id_tratamento: c.idLimpeza },
      c.token,
    );
    expect(sexto.body).toEqual({ tipo: 'esgotado', id_pacote: p.id, usadas: 3, sessoes: 3 });
  });

  it('usa o pacote aberto que vence primeiro; a validade se edita', async () => {
    const paciente = c.bruno;
    await venderPacote(
      [{ id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario, quantidade: 2 }],
      paciente,
    );
    await venderPacote(
      [{ id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario, quantidade: 2 }],
      paciente,
    );
    const [novo, velho] = (await pacotes(paciente)).body;
    const editado = await rest(
      t.app,
      'PUT',
      `/api/pacotes/${novo.id}`,
      { validade: diaDaClinica(20) },
      c.token,
    );
    expect(editado.status).toBe(200);
    expect(editado.body).toMatchObject({ id: novo.id, validade: diaDaClinica(20) });
    const id = await agendar({ id_paciente: paciente });
    await mudarStatus(id, 'Finalizada');
    const depois = (await pacotes(paciente)).body;
    expect(depois.find((x: { id: number }) => x.id === novo.id).usadas).toBe(1);
    expect(depois.find((x: { id: number }) => x.id === velho.id).usadas).toBe(0);

    // An expired package is never used; it shows 'expirado'.
    const vencido = await trpc(
      t.app,
      'mutation',
      'pacote.validade',
      { id: novo.id, validade: diaDaClinica(-1) },
      c.token,
    );
    expect(vencido.body.status).toBe('expirado');
    const outro = await agendar({ id_paciente: paciente });
    await mudarStatus(outro, 'Finalizada');
    expect((await pacotes(paciente)).body.find((x: { id: number }) => x.id === velho.id).usadas).toBe(1);

    const ruim = await rest(t.app, 'PUT', `/api/pacotes/${novo.id}`, { validade: '31/02/2027' }, c.token);
    expect(ruim.status).toBe(400);
  });

  it('Faltou só usa uma sessão quando a clínica diz', async () => {
    const [p] = (await pacotes()).body.filter((x: { status: string }) => x.status === 'aberto');
    const usadas = p.usadas;
    const id = await agendar();
    await mudarStatus(id, 'Faltou');
    expect((await pacotes()).body.find((x: { id: number }) => x.id === p.id).usadas).toBe(usadas);
    const cfg = await rest(
      t.app,
      'PUT',
      '/api/pacotes/configuracao',
      { validade_meses: 6, faltou_consome: 'true' },
      c.token,
    );
    expect(cfg.body).toEqual({ validade_meses: 6, faltou_consome: true });
    const outro = await agendar();
    await mudarStatus(outro, 'Faltou');
    expect((await pacotes()).body.find((x: { id: number }) => x.id === p.id).usadas).toBe(usadas + 1);
    await mudarStatus(outro, 'Agendado');
    expect((await pacotes()).body.find((x: { id: number }) => x.id === p.id).usadas).toBe(usadas);
    await rest(
      t.app,
      'PUT',
      '/api/pacotes/configuracao',
      { validade_meses: 12, faltou_consome: false },
      c.token,
    );
  });

  it('o sino avisa uma vez, uma semana antes de vencer um pacote com sessões', async () => {
    const [p] = (await pacotes()).body.filter((x: { status: string }) => x.status === 'aberto');
    await rest(t.app, 'PUT', `/api/pacotes/${p.id}`, { validade: diaDaClinica(5) }, c.token);
    await avisarPacotesAVencer(t.deps);
    await avisarPacotesAVencer(t.deps);
    const sino = await trpc(t.app, 'query', 'notificacao.list', { limit: 50 }, c.token);
    const avisos = sino.body.itens.filter(
      (n: { tipo: string; id_recurso: number }) => n.tipo === 'pacote_a_vencer' && n.id_recurso === p.id,
    );
    expect(avisos).toHaveLength(1);
    expect(avisos[0].texto).toContain(`pacote #${p.id}`);
  });

  it('o dashboard conta os pacientes com sessões a usar', async () => {
    const r = await trpc(t.app, 'query', 'dashboard.resumo', {}, c.token);
    // Ana and Bruno have open packages; Carla's is used up.
    expect(r.body.pacientes.com_sessoes).toBe(2);
  });

  it('sessões realizadas por profissional no mês, e o CSV', async () => {
    const r = await rest(t.app, 'GET', '/api/pacotes/sessoes?mes=2030-04', undefined, c.token);
    expect(r.status).toBe(200);
    expect(r.body.profissionais).toEqual([
      { id: c.profA.idUsuario, nome: 'Dra. Carla', sessoes: r.body.total },
    ]);
    expect(r.body.total).toBeGreaterThan(0);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/pacotes/sessoes/exportar?mes=2030-04',
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('sessoes_2030-04.csv');
    const linhas = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(linhas[0]).toBe('Data;Hora;Profissional;Paciente;Tratamento;Pacote;Sessões do pacote');
    expect(linhas).toHaveLength(r.body.total + 1);
    expect(linhas[1]).toContain(';Dra. Carla;');
  });

  it('outra clínica: 404; sem permissão: 403', async () => {
    const [p] = (await pacotes()).body;
    const outra = await clinicaComToken(t);
    expect((await pacotes(c.ana, outra.token)).status).toBe(404);
    expect(
      (await rest(t.app, 'PUT', `/api/pacotes/${p.id}`, { validade: diaDaClinica(9) }, outra.token)).status,
    ).toBe(404);
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'pacote.validade',
      { id: p.id, validade: diaDaClinica(9) },
      outra.token,
    );
    expect(viaTrpc.status).toBe(404);
    expect(viaTrpc.body.message).toBe(P.naoEncontrado);
    const semPermissao = await criarUsuarioComPermissoes(t.db, c.idConta, ['AGENDAMENTOS_LISTAR']);
    const token = await entrar(t.app, semPermissao.email, semPermissao.senha);
    expect((await pacotes(c.ana, token)).status).toBe(403);
    expect(
      (await rest(t.app, 'PUT', `/api/pacotes/${p.id}`, { validade: diaDaClinica(9) }, token)).status,
    ).toBe(403);
  });
});
