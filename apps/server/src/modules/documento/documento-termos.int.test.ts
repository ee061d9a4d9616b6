import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  trpc,
} from '../../testing';

/**
 * The document dialog's template picker (issue 17, DECISIONS 21): server search, 20 at most,
 * guarded by the dialog's permission (writing documents), not by the templates page's.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

async function clinicaComTermos(quantos: number) {
  const c = await criarClinica(t.deps);
  const linhas = Array.from({ length: quantos }, (_, i) => ({
    id_conta: c.idConta,
    titulo: `Termo ${String(i + 1).padStart(3, '0')}`,
    corpo: `<p>Corpo ${i + 1}</p>`,
    corpo_texto: `Corpo ${i + 1}`,
  }));
  if (linhas.length) await t.db.insertInto('termo').values(linhas).execute();
  const especial = await t.db
    .insertInto('termo')
    .values({
      id_conta: c.idConta,
      titulo: 'Consentimento de Clareamento Estético',
      corpo: '<p>Autorizo o <strong>clareamento</strong>.</p>',
      corpo_texto: 'Autorizo o clareamento.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...c, idEspecial: especial.id, token: await entrar(t.app, c.email, c.senha) };
}

describe('documento.termos e documento.termo', () => {
  it('busca no servidor: 20 em ordem alfabética, só id e título; o 121º é achado pelo nome, sem acento nem caixa', async () => {
    const c = await clinicaComTermos(120);
    const todos = await trpc(t.app, 'query', 'documento.termos', { q: '' }, c.token);
    expect(todos.status).toBe(200);
    expect(todos.body).toHaveLength(20);
    // No body (it may be large); the kind tells the picker which one is the image-use consent (issue 19).
    expect(Object.keys(todos.body[0]).sort()).toEqual(['id', 'tipo', 'titulo']);
    expect(todos.body[0].titulo).toBe('Consentimento de Clareamento Estético');
    expect(todos.body[1].titulo).toBe('Termo 001');
    expect(todos.body[19].titulo).toBe('Termo 019');

    const achado = await trpc(t.app, 'query', 'documento.termos', { q: '  CLAREAMENTO estetico ' }, c.token);
    expect(achado.body).toEqual([
      { id: c.idEspecial, titulo: 'Consentimento de Clareamento Estético', tipo: 'geral' },
    ]);
    const ultimo = await trpc(t.app, 'query', 'documento.termos', { q: 'termo 120' }, c.token);
    expect(ultimo.body.map((o: { titulo: string }) => o.titulo)).toEqual(['Termo 120']);
    // By its id too, as the templates page searches.
    const porId = await trpc(t.app, 'query', 'documento.termos', { q: String(c.idEspecial) }, c.token);
    expect(porId.body.map((o: { id: number }) => o.id)).toContain(c.idEspecial);

    const escolhido = await trpc(t.app, 'query', 'documento.termo', { id: c.idEspecial }, c.token);
    expect(escolhido.status).toBe(200);
    expect(escolhido.body).toEqual({
      id: c.idEspecial,
      titulo: 'Consentimento de Clareamento Estético',
      corpo: '<p>Autorizo o <strong>clareamento</strong>.</p>',
      tipo: 'geral',
    });
  });

  it('outra clínica: seus modelos não aparecem na busca e pedir um pelo id é 404', async () => {
    const a = await clinicaComTermos(0);
    const b = await clinicaComTermos(3);
    const busca = await trpc(t.app, 'query', 'documento.termos', { q: '' }, b.token);
    expect(busca.body.map((o: { id: number }) => o.id)).not.toContain(a.idEspecial);
    expect(busca.body).toHaveLength(4);
    const alheio = await trpc(t.app, 'query', 'documento.termo', { id: a.idEspecial }, b.token);
    expect(alheio.status).toBe(404);
    expect(alheio.body.message).toBe(MSG.termos.naoEncontrado);
  });

  it('quem escreve documentos (TERMOS_CRIAR ou TERMOS_EDITAR) busca sem TERMOS_LISTAR; sem elas é 403', async () => {
    const c = await clinicaComTermos(2);
    for (const chave of ['TERMOS_CRIAR', 'TERMOS_EDITAR'] as const) {
      const u = await criarUsuarioComPermissoes(t.db, c.idConta, [chave]);
      const token = await entrar(t.app, u.email, u.senha);
      const r = await trpc(t.app, 'query', 'documento.termos', { q: 'clarea' }, token);
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(1);
      expect((await trpc(t.app, 'query', 'documento.termo', { id: c.idEspecial }, token)).status).toBe(200);
      // The templates page itself stays closed.
      expect((await trpc(t.app, 'query', 'termo.list', {}, token)).status).toBe(403);
    }
    const leitor = await criarUsuarioComPermissoes(t.db, c.idConta, ['TERMOS_LISTAR', 'PACIENTES_LISTAR']);
    const token = await entrar(t.app, leitor.email, leitor.senha);
    expect((await trpc(t.app, 'query', 'documento.termos', { q: '' }, token)).status).toBe(403);
    expect((await trpc(t.app, 'query', 'documento.termo', { id: c.idEspecial }, token)).status).toBe(403);
  });

  it('entrada ruim é 400 com mensagem em pt-BR, nunca 500', async () => {
    const c = await clinicaComTermos(1);
    const longa = await trpc(t.app, 'query', 'documento.termos', { q: 'x'.repeat(101) }, c.token);
    expect(longa.status).toBe(400);
    expect(longa.body.message).toMatch(/[a-zà-ú]/i);
    expect(longa.body.message).not.toMatch(/too big|expected/i);
    const semId = await trpc(t.app, 'query', 'documento.termo', { id: 'abc' }, c.token);
    expect(semId.status).toBe(400);
    // Wildcards are text, not patterns.
    const curinga = await trpc(t.app, 'query', 'documento.termos', { q: '%' }, c.token);
    expect(curinga.status).toBe(200);
    expect(curinga.body).toEqual([]);
  });
});
