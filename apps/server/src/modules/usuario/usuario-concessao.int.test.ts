import { MSG } from '@clinica/contracts';
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
import { criarPerfil } from '../perfil/perfil.repository';

/*
 * Privilege escalation (security issue 18.1): managing users must not become a way to become
 * the owner. One test per path, on the surface an attacker would use, and what was refused
 * changed nothing.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const M = MSG.usuarios;
const GESTAO = ['USUARIOS_LISTAR', 'USUARIOS_CRIAR', 'USUARIOS_EDITAR'];
let seq = 0;

async function cenario() {
  const c = await criarClinica(t.deps);
  const dono = await entrar(t.app, c.email, c.senha);
  const gestor = await criarUsuarioComPermissoes(t.db, c.idConta, [...GESTAO, 'AGENDAMENTOS_LISTAR']);
  const token = await entrar(t.app, gestor.email, gestor.senha);
  const colega = await criarUsuarioComPermissoes(t.db, c.idConta, ['AGENDAMENTOS_LISTAR']);
  const perfilModesto = await criarPerfil(t.db, c.idConta, `Modesto ${seq++}`, ['AGENDAMENTOS_LISTAR']);
  const perfilAmplo = await criarPerfil(t.db, c.idConta, `Amplo ${seq++}`, ['FINANCEIRO_LISTAR_TRANSACOES']);
  return { ...c, dono, gestor, token, colega, perfilModesto, perfilAmplo };
}
type Cenario = Awaited<ReturnType<typeof cenario>>;

const corpo = (c: Cenario, extra: Record<string, unknown> = {}) => ({
  nome: 'Pessoa Nova',
  email: `nova.${Date.now()}.${seq++}@clinica.test`,
  senha: 'Girassol#2024',
  whatsapp: '5511987654321',
  tipo: 'USUARIO',
  id_perfil: c.perfilModesto,
  ...extra,
});
const estado = (id: number) =>
  t.db.selectFrom('usuario').select(['tipo', 'id_perfil', 'ativo']).where('id', '=', id).executeTakeFirst();
const recusado = (r: { status: number; body: { message?: string } }, mensagem: string) =>
  expect([r.status, r.body.message]).toEqual([403, mensagem]);

describe('quem pode conceder o quê', () => {
  it('USUARIOS_CRIAR não cria um ADM (REST e tRPC) nem dá um perfil com chaves que não tem', async () => {
    const c = await cenario();
    const adm = corpo(c, { tipo: 'ADM' });
    recusado(await rest(t.app, 'POST', '/api/usuario', adm, c.token), M.soAdmGereAdm);
    recusado(
      await trpc(t.app, 'mutation', 'usuario.create', corpo(c, { tipo: 'ADM' }), c.token),
      M.soAdmGereAdm,
    );
    recusado(
      await rest(t.app, 'POST', '/api/usuario', corpo(c, { id_perfil: c.perfilAmplo }), c.token),
      M.perfilAcimaDoProprio,
    );
    const existe = await t.db
      .selectFrom('usuario')
      .select('id')
      .where('email', '=', adm.email)
      .executeTakeFirst();
    expect(existe).toBeUndefined();
    // Within their own keys, it works.
    expect((await rest(t.app, 'POST', '/api/usuario', corpo(c), c.token)).status).toBe(201);
  });

  it('USUARIOS_EDITAR não se promove a ADM, não muda o próprio perfil e não promove um colega', async () => {
    const c = await cenario();
    const eu = c.gestor.idUsuario;
    const antes = await estado(eu);
    recusado(
      await rest(
        t.app,
        'PUT',
        `/api/usuario/${eu}`,
        corpo(c, { tipo: 'ADM', id_perfil: antes!.id_perfil }),
        c.token,
      ),
      M.proprioTipoOuPerfil,
    );
    recusado(
      await trpc(
        t.app,
        'mutation',
        'usuario.update',
        { id: eu, ...corpo(c, { id_perfil: c.perfilModesto }) },
        c.token,
      ),
      M.proprioTipoOuPerfil,
    );
    expect(await estado(eu)).toEqual(antes);
    const colega = c.colega.idUsuario;
    recusado(
      await rest(
        t.app,
        'PUT',
        `/api/usuario/${colega}`,
        corpo(c, { tipo: 'ADM', id_perfil: c.colega.idPerfil }),
        c.token,
      ),
      M.soAdmGereAdm,
    );
    recusado(
      await rest(t.app, 'PUT', `/api/usuario/${colega}`, corpo(c, { id_perfil: c.perfilAmplo }), c.token),
      M.perfilAcimaDoProprio,
    );
    expect(await estado(colega)).toMatchObject({ tipo: 'USUARIO', id_perfil: c.colega.idPerfil });
  });

  it('USUARIOS_EDITAR não edita, desativa nem exclui o dono (ADM)', async () => {
    const c = await cenario();
    const dono = c.idUsuario;
    const antes = await estado(dono);
    recusado(
      await rest(t.app, 'PUT', `/api/usuario/${dono}`, corpo(c, { tipo: 'USUARIO' }), c.token),
      M.soAdmGereAdm,
    );
    recusado(
      await rest(t.app, 'PATCH', `/api/usuario/${dono}/ativo`, { ativo: false }, c.token),
      M.soAdmGereAdm,
    );
    recusado(
      await trpc(t.app, 'mutation', 'usuario.setAtivo', { id: dono, ativo: false }, c.token),
      M.soAdmGereAdm,
    );
    recusado(await rest(t.app, 'DELETE', `/api/usuario/${dono}`, undefined, c.token), M.soAdmGereAdm);
    recusado(
      await trpc(t.app, 'mutation', 'usuario.removeMany', { ids: [c.colega.idUsuario, dono] }, c.token),
      M.soAdmGereAdm,
    );
    expect(await estado(dono)).toEqual(antes);
    expect(await estado(c.colega.idUsuario)).toBeDefined();
    // A colleague within their keys can be deactivated.
    expect(
      (await rest(t.app, 'PATCH', `/api/usuario/${c.colega.idUsuario}/ativo`, { ativo: false }, c.token))
        .status,
    ).toBe(200);
  });

  it('o ADM cria, promove e rebaixa outros ADMs, mas não muda o próprio tipo', async () => {
    const c = await cenario();
    const novoAdm = await rest(t.app, 'POST', '/api/usuario', corpo(c, { tipo: 'ADM' }), c.dono);
    expect(novoAdm.status).toBe(201);
    const promovido = await rest(
      t.app,
      'PUT',
      `/api/usuario/${c.colega.idUsuario}`,
      corpo(c, { tipo: 'ADM', id_perfil: c.perfilAmplo }),
      c.dono,
    );
    expect(promovido.body.tipo).toBe('ADM');
    const rebaixado = await rest(
      t.app,
      'PUT',
      `/api/usuario/${novoAdm.body.id}`,
      corpo(c, { tipo: 'MEDICO' }),
      c.dono,
    );
    expect(rebaixado.body.tipo).toBe('MEDICO');
    recusado(
      await rest(t.app, 'PUT', `/api/usuario/${c.idUsuario}`, corpo(c, { tipo: 'USUARIO' }), c.dono),
      M.proprioTipoOuPerfil,
    );
    // Editing one's own name keeps working for the owner.
    const proprio = await rest(
      t.app,
      'PUT',
      `/api/usuario/${c.idUsuario}`,
      corpo(c, { tipo: 'ADM', nome: 'Dona' }),
      c.dono,
    );
    expect([proprio.status, proprio.body.nome]).toEqual([200, 'Dona']);
  });
});
