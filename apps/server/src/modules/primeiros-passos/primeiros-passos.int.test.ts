import { CHAVES_PERMISSAO, MSG } from '@clinica/contracts';
import { PASSOS_PRIMEIROS_PASSOS } from '@clinica/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComToken,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
  definirCobranca,
  emailUnico,
  entrar,
  rest,
  trpc,
} from '../../testing';

/*
 * 'Primeiros passos' (issue 40): the dashboard's checklist for a new clinic's ADM. Each step is
 * ticked by the clinic's own rows as they appear (never another clinic's), carries the screen that
 * does it, and the whole list can be dismissed and shown again. Only an ADM reads or dismisses it.
 */

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

/** 'Minha Conta' as its form saves it: the whole address at once. */
const CONTA = {
  nome: 'Clínica Primeiros Passos',
  tipo: 'clinica',
  documento: '11.222.333/0001-81',
  cep: '01310-100',
  endereco: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
};
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const status = async (token: string) => {
  const r = await trpc(t.app, 'query', 'primeirosPassos.status', undefined, token);
  expect(r.status).toBe(200);
  return r.body;
};
const feitos = async (token: string) =>
  Object.fromEntries(
    (await status(token)).passos.map((p: { chave: string; feito: boolean }) => [p.chave, p.feito]),
  ) as Record<string, boolean>;

/** Writes the rows of a step through the clinic's own screens' calls. */
function cadastros(token: string) {
  const post = async (url: string, body: unknown) => {
    const r = await rest(t.app, 'POST', url, body, token);
    expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(201);
    return r.body.id as number;
  };
  return {
    tratamento: () =>
      post('/api/tratamentos', { nome: 'Limpeza', preco_venda: 150, preco_custo: 20, duracao: 30 }),
    tipo: (tipo: 'R' | 'D') => post('/api/tipos_pagamento', { nome: 'PIX', tipo, taxa: 0 }),
    paciente: () =>
      post('/api/pacientes', {
        nome: 'Helena Prado',
        celular: '11987654321',
        sexo: 'Feminino',
        nascimento: '10/05/1988',
      }),
  };
}

/** Books through the agenda's tRPC, with the clinic's owner as the professional. */
async function agendar(c: { idUsuario: number; token: string }, idPaciente: number, idTratamento: number) {
  const r = await trpc(
    t.app,
    'mutation',
    'agenda.create',
    {
      id_paciente: idPaciente,
      id_profissional: c.idUsuario,
      id_tratamento: idTratamento,
      data_hora: '2030-03-04 09:00',
      duracao: 30,
    },
    c.token,
  );
  expect(r.status).toBe(200);
}

describe('primeiros passos', () => {
  it('uma clínica nova começa com tudo por fazer, cada passo com a tela que o faz', async () => {
    const c = await clinicaComToken(t);
    const s = await status(c.token);
    expect(s.passos.map((p: { chave: string }) => p.chave)).toEqual([...PASSOS_PRIMEIROS_PASSOS]);
    expect(s.passos.map((p: { caminho: string }) => p.caminho)).toEqual([
      '/conta',
      '/conta',
      '/tratamentos',
      '/pagamentos',
      '/usuarios',
      '/pacientes',
      '/agenda',
    ]);
    expect(s.passos[0]).toMatchObject({ titulo: MSG.primeirosPassos.passos.logo.titulo, feito: false });
    expect(s).toMatchObject({ concluidos: 0, total: 7, dispensado: false, dispensado_em: null });
  });

  it('cada passo fica feito quando o dado aparece, e os dados de outra clínica não contam', async () => {
    const c = await clinicaComToken(t);
    const outra = await clinicaComToken(t);
    // Another clinic that has done everything changes nothing here.
    const dela = cadastros(outra.token);
    const tratamentoDela = await dela.tratamento();
    await dela.tipo('R');
    await dela.tipo('D');
    const pacienteDela = await dela.paciente();
    await criarUsuarioComPermissoes(t.db, outra.idConta, []);
    const contaDela = { ...CONTA, imagem_perfil: `data:image/png;base64,${PNG_1X1}` };
    expect((await rest(t.app, 'PUT', '/api/conta', contaDela, outra.token)).status).toBe(200);
    await agendar(outra, pacienteDela, tratamentoDela);
    expect((await status(outra.token)).concluidos).toBe(7);
    expect(Object.values(await feitos(c.token)).some(Boolean)).toBe(false);

    const minha = cadastros(c.token);
    // 'Minha Conta' saved: the address; the logo is a step of its own.
    const semLogo = await rest(t.app, 'PUT', '/api/conta', { ...CONTA, imagem_perfil: null }, c.token);
    expect(semLogo.status).toBe(200);
    expect(await feitos(c.token)).toMatchObject({ endereco: true, logo: false });
    const logo = await rest(
      t.app,
      'PUT',
      '/api/conta',
      { ...CONTA, imagem_perfil: `data:image/png;base64,${PNG_1X1}` },
      c.token,
    );
    expect(logo.status).toBe(200);
    expect((await feitos(c.token)).logo).toBe(true);

    const idTratamento = await minha.tratamento();
    expect((await feitos(c.token)).tratamentos).toBe(true);
    // Payment types: receiving and paying both needed.
    await minha.tipo('R');
    expect((await feitos(c.token)).tipos_pagamento).toBe(false);
    await minha.tipo('D');
    expect((await feitos(c.token)).tipos_pagamento).toBe(true);

    expect((await feitos(c.token)).usuarios).toBe(false);
    await criarUsuarioComPermissoes(t.db, c.idConta, [], { tipo: 'PROFISSIONAL' });
    expect((await feitos(c.token)).usuarios).toBe(true);

    const idPaciente = await minha.paciente();
    expect((await feitos(c.token)).paciente).toBe(true);
    expect((await feitos(c.token)).agendamento).toBe(false);
    await agendar(c, idPaciente, idTratamento);
    const s = await status(c.token);
    expect(s.passos.every((p: { feito: boolean }) => p.feito)).toBe(true);
    expect(s).toMatchObject({ concluidos: 7, total: 7 });
  });

  it('dispensar esconde para a clínica (guarda o primeiro momento); pode voltar a mostrar; fica na auditoria', async () => {
    const c = await clinicaComToken(t);
    const r = await trpc(t.app, 'mutation', 'primeirosPassos.dispensar', {}, c.token);
    expect(r.status).toBe(200);
    expect(r.body.dispensado).toBe(true);
    const quando = r.body.dispensado_em;
    expect(Number.isNaN(Date.parse(quando))).toBe(false);
    // Dismissing again keeps the first moment; another ADM of the clinic sees it dismissed too.
    const de_novo = await trpc(t.app, 'mutation', 'primeirosPassos.dispensar', { dispensado: true }, c.token);
    expect(de_novo.body.dispensado_em).toBe(quando);
    const outroAdm = await criarUsuarioComPermissoes(t.db, c.idConta, [], { tipo: 'ADM' });
    const tokenOutro = await entrar(t.app, outroAdm.email, outroAdm.senha);
    expect((await status(tokenOutro)).dispensado).toBe(true);
    // Another clinic's checklist is untouched.
    expect((await status((await clinicaComToken(t)).token)).dispensado).toBe(false);

    const volta = await trpc(t.app, 'mutation', 'primeirosPassos.dispensar', { dispensado: false }, c.token);
    expect(volta.body).toMatchObject({ dispensado: false, dispensado_em: null });
    const eventos = await t.db
      .selectFrom('log_auditoria')
      .select('acao')
      .where('id_conta', '=', c.idConta)
      .where('acao', 'like', 'primeiros_passos%')
      .orderBy('id')
      .execute();
    expect(eventos.map((e) => e.acao)).toEqual([
      'primeiros_passos_dispensados',
      'primeiros_passos_dispensados',
      'primeiros_passos_reexibidos',
    ]);
  });

  it('só o ADM: quem não é ADM recebe 403 ao ler e ao dispensar, mesmo com todas as permissões', async () => {
    const c = await clinicaComToken(t);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, CHAVES_PERMISSAO, { tipo: 'USUARIO' });
    const token = await entrar(t.app, u.email, u.senha);
    const ler = await trpc(t.app, 'query', 'primeirosPassos.status', undefined, token);
    expect(ler.status).toBe(403);
    expect(ler.body.message).toBe(MSG.geral.semPermissao);
    const dispensar = await trpc(t.app, 'mutation', 'primeirosPassos.dispensar', {}, token);
    expect(dispensar.status).toBe(403);
    expect((await status(c.token)).dispensado).toBe(false);
  });

  it('uma clínica do cadastro público já começa com os tipos de pagamento (issue 40.1)', async () => {
    const email = emailUnico('primeiros-passos');
    const r = await rest(t.app, 'POST', '/api/conta', {
      nome: 'Clínica Nova',
      tipo: 'clinica',
      usuario: { nome: 'Rita Campos', email, senha: 'Girassol#2024', whatsapp: '5511987654321' },
    });
    await definirCobranca(t.db, r.body.id_conta, 'active');
    const token = await entrar(t.app, email, 'Girassol#2024');
    expect(await feitos(token)).toMatchObject({ tipos_pagamento: true, tratamentos: false, paciente: false });
  });
});
