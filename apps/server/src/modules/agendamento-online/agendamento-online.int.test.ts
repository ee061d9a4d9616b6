import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComAgenda, criarAppDeTeste, entrar, rest, trpc } from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const M = MSG.agendamentoOnline;
let seq = 0;
const slugUnico = () => `clinica-${Date.now().toString(36)}-${seq++}`;

describe('agendamento online: configurações (ADM)', () => {
  it('antes de salvar: desligado com os padrões do issue; salvar pelos dois caminhos', async () => {
    const c = await clinicaComAgenda(t);
    const padrao = await rest(t.app, 'GET', '/api/agendamento-online', undefined, c.token);
    expect(padrao.status).toBe(200);
    expect(padrao.body).toMatchObject({
      ativo: false,
      slug: null,
      url: null,
      tratamentos: [],
      antecedencia_horas: 2,
      horizonte_dias: 60,
      passo_minutos: null,
      confirmacao: 'automatica',
      cancelamento_horas: 24,
      max_por_celular: 2,
      nomes: { tratamentos: [], profissionais: [] },
    });
    const slug = slugUnico();
    const put = await rest(
      t.app,
      'PUT',
      '/api/agendamento-online',
      {
        ativo: 'true',
        slug: slug.toUpperCase(),
        tratamentos: [c.idTratamento],
        profissionais: [c.profA.idUsuario, String(c.profB.idUsuario)],
        antecedencia_horas: '4',
        confirmacao: 'equipe',
        mensagem: 'Chegue 10 minutos antes.',
      },
      c.token,
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      ativo: true,
      slug,
      tratamentos: [c.idTratamento],
      profissionais: [c.profA.idUsuario, c.profB.idUsuario].sort((a, b) => a - b),
      antecedencia_horas: 4,
      confirmacao: 'equipe',
      mensagem: 'Chegue 10 minutos antes.',
    });
    expect(put.body.url).toMatch(new RegExp(`/agendar/${slug}$`));
    // The chosen ones with their names, by name: the form needs no search to show them.
    expect(put.body.nomes).toEqual({
      tratamentos: [{ id: c.idTratamento, nome: expect.stringMatching(/^Limpeza /) }],
      profissionais: [
        { id: c.profB.idUsuario, nome: 'Dr. Davi' },
        { id: c.profA.idUsuario, nome: 'Dra. Carla' },
      ],
    });
    const viaTrpc = await trpc(t.app, 'query', 'agendamentoOnline.get', undefined, c.token);
    expect(viaTrpc.body).toEqual(put.body);
    const desligar = await trpc(
      t.app,
      'mutation',
      'agendamentoOnline.salvar',
      { ...viaTrpc.body, ativo: false },
      c.token,
    );
    expect(desligar.status).toBe(200);
    expect(desligar.body.ativo).toBe(false);
  });

  it('endereço único sem distinguir maiúsculas (409), conferido ao digitar; inválido e ausente 400', async () => {
    const a = await clinicaComAgenda(t);
    const b = await clinicaComAgenda(t);
    const slug = slugUnico();
    expect((await rest(t.app, 'PUT', '/api/agendamento-online', { ativo: true, slug }, a.token)).status).toBe(
      200,
    );
    const tomado = await rest(
      t.app,
      'PUT',
      '/api/agendamento-online',
      { ativo: true, slug: slug.toUpperCase() },
      b.token,
    );
    expect(tomado.status).toBe(409);
    expect(tomado.body.message).toBe(M.slugEmUso);
    const livre = (s: string, token: string) =>
      trpc(t.app, 'query', 'agendamentoOnline.slugLivre', { slug: s }, token);
    expect((await livre(slug, b.token)).body).toEqual({ valido: true, livre: false });
    expect((await livre(slug, a.token)).body).toEqual({ valido: true, livre: true });
    expect((await livre('-x', a.token)).body).toEqual({ valido: false, livre: false });
    const invalido = await rest(
      t.app,
      'PUT',
      '/api/agendamento-online',
      { ativo: true, slug: 'com espaço' },
      b.token,
    );
    expect(invalido.status).toBe(400);
    expect(invalido.body.message).toBe(M.slugInvalido);
    const semSlug = await rest(t.app, 'PUT', '/api/agendamento-online', { ativo: true }, b.token);
    expect(semSlug.status).toBe(400);
    expect(semSlug.body.message).toBe(M.slugObrigatorio);
    const horizonte = await rest(
      t.app,
      'PUT',
      '/api/agendamento-online',
      { ativo: false, horizonte_dias: 0 },
      b.token,
    );
    expect(horizonte.body.message).toBe(M.horizonteInvalido);
  });

  it('só oferece tratamentos e profissionais da clínica (404); quem não é ADM recebe 403', async () => {
    const a = await clinicaComAgenda(t);
    const b = await clinicaComAgenda(t);
    const alheio = await rest(
      t.app,
      'PUT',
      '/api/agendamento-online',
      { ativo: false, tratamentos: [b.idTratamento] },
      a.token,
    );
    expect(alheio.status).toBe(404);
    expect(alheio.body.message).toBe(M.tratamentoNaoEncontrado);
    const prof = await rest(
      t.app,
      'PUT',
      '/api/agendamento-online',
      { ativo: false, profissionais: [b.profA.idUsuario] },
      a.token,
    );
    expect(prof.status).toBe(404);
    const tokenProf = await entrar(t.app, a.profA.email, a.profA.senha);
    expect((await rest(t.app, 'GET', '/api/agendamento-online', undefined, tokenProf)).status).toBe(403);
    expect(
      (await trpc(t.app, 'mutation', 'agendamentoOnline.salvar', { ativo: false }, tokenProf)).status,
    ).toBe(403);
  });
});
