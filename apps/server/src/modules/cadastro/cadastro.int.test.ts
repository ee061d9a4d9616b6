import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, emailUnico, rest, trpc } from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const payload = (email = emailUnico()) => ({
  nome: '  Clínica Sorriso  ',
  tipo: 'clinica',
  referencia: 'parceiro-1',
  id_vendedor: 7,
  usuario: { nome: ' Maria Souza ', email, senha: 'Girassol#2024', whatsapp: '5511987654321' },
});

// Both surfaces call the same service; every case runs through each of them.
const superficies = {
  rest: (body: unknown) => rest(t.app, 'POST', '/api/conta', body),
  trpc: (body: unknown) => trpc(t.app, 'mutation', 'cadastro.create', body),
};

describe.each(Object.entries(superficies))('cadastro via %s', (_nome, registrar) => {
  it('cria a conta, o perfil padrão e o primeiro usuário ADM', async () => {
    const body = payload();
    const r = await registrar(body);
    expect([200, 201]).toContain(r.status);
    expect(r.body.message).toBe(MSG.registro.sucesso);

    const conta = await t.db
      .selectFrom('conta')
      .selectAll()
      .where('id', '=', r.body.id_conta)
      .executeTakeFirstOrThrow();
    expect(conta).toMatchObject({
      nome: 'Clínica Sorriso',
      tipo: 'clinica',
      referencia: 'parceiro-1',
      id_vendedor: 7,
    });
    const usuario = await t.db
      .selectFrom('usuario')
      .selectAll()
      .where('id', '=', r.body.id_usuario)
      .executeTakeFirstOrThrow();
    expect(usuario).toMatchObject({
      id_conta: conta.id,
      nome: 'Maria Souza',
      email: body.usuario.email,
      tipo: 'ADM',
      ativo: true,
    });
    expect(usuario.senha_hash).not.toContain('Girassol#2024');
    const perfis = await t.db.selectFrom('perfil').selectAll().where('id_conta', '=', conta.id).execute();
    expect(perfis.map((p) => p.id)).toEqual([usuario.id_perfil]);
  });

  it.each([0, '0', '', null, 'abc'])(
    'id_vendedor %j é "sem vendedor": cadastra (2xx, nunca 400) com id_vendedor nulo',
    async (id_vendedor) => {
      const r = await registrar({ ...payload(), id_vendedor });
      expect([200, 201]).toContain(r.status);
      expect(r.body.message).toBe(MSG.registro.sucesso);
      const conta = await t.db
        .selectFrom('conta')
        .select('id_vendedor')
        .where('id', '=', r.body.id_conta)
        .executeTakeFirstOrThrow();
      expect(conta.id_vendedor).toBeNull();
    },
  );

  it('recusa um e-mail já usado com 409 e a mensagem do spec, sem criar nada', async () => {
    const body = payload();
    await registrar(body);
    const r = await registrar({
      ...body,
      nome: 'Outra Clínica',
      usuario: { ...body.usuario, email: body.usuario.email.toUpperCase() },
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(MSG.registro.emailEmUso);
    // Nothing was created: no second clinic with that name, one user with that e-mail.
    const contas = await t.db.selectFrom('conta').select('id').where('nome', '=', 'Outra Clínica').execute();
    const usuarios = await t.db
      .selectFrom('usuario')
      .select('id')
      .where('email', '=', body.usuario.email)
      .execute();
    expect(contas).toHaveLength(0);
    expect(usuarios).toHaveLength(1);
  });

  it.each([
    ['nome vazio', (b: any) => ({ ...b, nome: '   ' }), MSG.registro.preenchaTodos],
    [
      'e-mail inválido',
      (b: any) => ({ ...b, usuario: { ...b.usuario, email: 'maria@' } }),
      MSG.registro.emailInvalido,
    ],
    [
      'senha curta',
      (b: any) => ({ ...b, usuario: { ...b.usuario, senha: 'abc12' } }),
      MSG.registro.senhaCurta,
    ],
    [
      'WhatsApp sem DDD válido',
      (b: any) => ({ ...b, usuario: { ...b.usuario, whatsapp: '5520987654321' } }),
      MSG.registro.whatsappInvalido,
    ],
    [
      'WhatsApp curto',
      (b: any) => ({ ...b, usuario: { ...b.usuario, whatsapp: '55119876' } }),
      MSG.registro.whatsappInvalido,
    ],
    ['senha comum', (b: any) => ({ ...b, usuario: { ...b.usuario, senha: 'Password1' } }), MSG.senha.comum],
    [
      'senha repetida',
      (b: any) => ({ ...b, usuario: { ...b.usuario, senha: '77777777' } }),
      MSG.senha.repetida,
    ],
    [
      'senha em sequência',
      (b: any) => ({ ...b, usuario: { ...b.usuario, senha: 'abcdefgh' } }),
      MSG.senha.sequencia,
    ],
    [
      'palavra comum com números',
      (b: any) => ({ ...b, usuario: { ...b.usuario, senha: 'Senha@123' } }),
      MSG.senha.palavraComum,
    ],
    [
      'senha igual ao e-mail',
      (b: any) => ({ ...b, usuario: { ...b.usuario, senha: b.usuario.email.toUpperCase() } }),
      MSG.senha.igualEmail,
    ],
    [
      'senha igual ao começo do e-mail',
      (b: any) => ({ ...b, usuario: { ...b.usuario, senha: b.usuario.email.split('@')[0] } }),
      MSG.senha.igualEmail,
    ],
    [
      'senha só de espaços',
      (b: any) => ({ ...b, usuario: { ...b.usuario, senha: '          ' } }),
      MSG.senha.espacos,
    ],
    ['tipo desconhecido', (b: any) => ({ ...b, tipo: 'hospital' }), MSG.registro.tipoInvalido],
    ['usuário ausente', (b: any) => ({ ...b, usuario: undefined }), MSG.registro.preenchaTodos],
  ])('400 com a mensagem para %s, sem gravar', async (_caso, alterar, mensagem) => {
    const body = alterar(payload());
    const r = await registrar(body);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(mensagem);
    const email = (body as any).usuario?.email;
    if (email) {
      const u = await t.db.selectFrom('usuario').select('id').where('email', '=', email).executeTakeFirst();
      expect(u).toBeUndefined();
    }
  });
});

describe('validar_whatsapp', () => {
  it.each([
    ['5511987654321', true],
    ['5521987654321', true],
    ['5520987654321', false],
    ['551187654321', false],
    ['12125551234', true],
    ['abc', false],
  ])('%s -> %s em ambas as superfícies', async (numero, valido) => {
    const r1 = await rest(t.app, 'GET', `/api/validar_whatsapp/${numero}`);
    const r2 = await trpc(t.app, 'query', 'cadastro.validarWhatsapp', { numero });
    expect(r1).toEqual({ status: 200, body: { valido } });
    expect(r2).toEqual({ status: 200, body: { valido } });
  });
});
