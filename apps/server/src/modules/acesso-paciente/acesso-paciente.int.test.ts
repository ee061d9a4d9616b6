import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  type AppDeTeste,
  clinicaComOrcamento,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  pedidoOrcamento,
  rest,
  restComCabecalhos,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
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

/** The rows are written off the request path: wait for the batch (every 200 ms). */
async function acessos(idConta: number, idPaciente: number, minimo: number) {
  return vi.waitFor(
    async () => {
      const linhas = await t.db
        .selectFrom('acesso_paciente')
        .selectAll()
        .where('id_conta', '=', idConta)
        .where('id_paciente', '=', idPaciente)
        .orderBy('id')
        .execute();
      if (linhas.length < minimo) throw new Error(`${linhas.length} de ${minimo}`);
      return linhas;
    },
    { timeout: 5000, interval: 50 },
  );
}

describe('quem viu a ficha (acesso_paciente)', () => {
  it('ler a ficha pelo REST e pelo tRPC grava quem, quando, o quê e de qual IP', async () => {
    const c = await clinicaComPaciente();
    expect((await rest(t.app, 'GET', `/api/pacientes/${c.idPaciente}`, undefined, c.token)).status).toBe(200);
    expect((await trpc(t.app, 'query', 'paciente.get', { id: c.idPaciente }, c.token)).status).toBe(200);
    const linhas = await acessos(c.idConta, c.idPaciente, 2);
    expect(linhas).toHaveLength(2);
    for (const l of linhas)
      expect(l).toMatchObject({ id_usuario: c.idUsuario, acao: 'ficha', ip: '127.0.0.1', id_recurso: null });
    expect(linhas[0]?.criado_em).toBeInstanceOf(Date);
  });

  it('fotos e arquivos: a lista (REST e tRPC) e o download com sessão gravam cada um a sua linha', async () => {
    const c = await clinicaComPaciente();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const foto = await rest(
      t.app,
      'POST',
      '/api/fotos',
      { id_paciente: c.idPaciente, foto: `data:image/png;base64,${png.toString('base64')}`, nome: 'Antes' },
      c.token,
    );
    expect(foto.status).toBe(201);
    const arquivo = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      {
        id_paciente: c.idPaciente,
        arquivo: `data:application/pdf;base64,${pdf.toString('base64')}`,
        nome: 'Exame',
        nome_arquivo: 'exame.pdf',
      },
      c.token,
    );
    expect(arquivo.status).toBe(201);
    expect((await rest(t.app, 'GET', `/api/fotos/paciente/${c.idPaciente}`, undefined, c.token)).status).toBe(
      200,
    );
    expect((await trpc(t.app, 'query', 'foto.list', { id_paciente: c.idPaciente }, c.token)).status).toBe(
      200,
    );
    const fotoBaixada = await t.app.inject({
      method: 'GET',
      url: `/api/fotos/${foto.body.id}/download`,
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(fotoBaixada.statusCode).toBe(200);
    expect(
      (await rest(t.app, 'GET', `/api/arquivos/paciente/${c.idPaciente}`, undefined, c.token)).status,
    ).toBe(200);
    expect((await trpc(t.app, 'query', 'arquivo.list', { id_paciente: c.idPaciente }, c.token)).status).toBe(
      200,
    );
    const baixado = await t.app.inject({
      method: 'GET',
      url: `/api/arquivos/${arquivo.body.id}/download`,
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(baixado.statusCode).toBe(200);
    const linhas = await acessos(c.idConta, c.idPaciente, 6);
    expect(linhas.map((l) => [l.acao, l.id_recurso])).toEqual([
      ['foto', null],
      ['foto', null],
      ['foto', foto.body.id],
      ['arquivo', null],
      ['arquivo', null],
      ['arquivo', arquivo.body.id],
    ]);
    for (const l of linhas) expect(l).toMatchObject({ id_usuario: c.idUsuario, ip: '127.0.0.1' });
  });

  it('orçamentos do paciente: a lista e o detalhe, pelas duas superfícies', async () => {
    const c = await clinicaComOrcamento(t);
    const o = await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c), c.token);
    expect(o.status).toBe(200);
    expect((await trpc(t.app, 'query', 'orcamento.doPaciente', { id_paciente: c.ana }, c.token)).status).toBe(
      200,
    );
    expect((await trpc(t.app, 'query', 'orcamento.get', { id: o.body.id }, c.token)).status).toBe(200);
    expect((await rest(t.app, 'GET', `/api/orcamentos/paciente/${c.ana}`, undefined, c.token)).status).toBe(
      200,
    );
    expect((await rest(t.app, 'GET', `/api/orcamentos/${o.body.id}`, undefined, c.token)).status).toBe(200);
    // 'Salvar PDF' reads through orcamento.imprimir: the same budget, logged as a print.
    const pdf = await trpc(t.app, 'mutation', 'orcamento.imprimir', { id: o.body.id }, c.token);
    expect(pdf.body.id).toBe(o.body.id);
    const linhas = await acessos(c.idConta, c.ana, 5);
    expect(linhas.map((l) => [l.acao, l.id_recurso])).toEqual([
      ['orcamento', null],
      ['orcamento', o.body.id],
      ['orcamento', null],
      ['orcamento', o.body.id],
      ['impressao', o.body.id],
    ]);
    const outra = await clinicaComOrcamento(t);
    expect((await trpc(t.app, 'mutation', 'orcamento.imprimir', { id: o.body.id }, outra.token)).status).toBe(
      404,
    );
  });

  it('documentos e anamneses do paciente: as listas, pelas duas superfícies', async () => {
    const c = await clinicaComPaciente();
    const id = c.idPaciente;
    expect((await trpc(t.app, 'query', 'documento.list', { id_paciente: id }, c.token)).status).toBe(200);
    expect((await rest(t.app, 'GET', `/api/pacientes_termos/${id}`, undefined, c.token)).status).toBe(200);
    expect((await trpc(t.app, 'query', 'anamnese.list', { id_paciente: id }, c.token)).status).toBe(200);
    expect((await rest(t.app, 'GET', `/api/pacientes-anamnese/${id}`, undefined, c.token)).status).toBe(200);
    const linhas = await acessos(c.idConta, id, 4);
    expect(linhas.map((l) => l.acao)).toEqual(['documento', 'documento', 'anamnese', 'anamnese']);
    const outra = await clinicaComPaciente();
    expect((await trpc(t.app, 'query', 'anamnese.list', { id_paciente: id }, outra.token)).status).toBe(404);
    expect((await rest(t.app, 'GET', `/api/pacientes_termos/${id}`, undefined, outra.token)).status).toBe(
      404,
    );
  });

  it('a ficha de outra clínica é 404 e não registra nada', async () => {
    const a = await clinicaComPaciente();
    const b = await clinicaComPaciente();
    expect((await rest(t.app, 'GET', `/api/pacientes/${a.idPaciente}`, undefined, b.token)).status).toBe(404);
    await t.deps.acessos.descarregar();
    await new Promise((r) => setTimeout(r, 400));
    const n = await t.db
      .selectFrom('acesso_paciente')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('id_paciente', '=', a.idPaciente)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('é só inserção: UPDATE, DELETE e TRUNCATE são recusados pelo gatilho', async () => {
    const c = await clinicaComPaciente();
    await rest(t.app, 'GET', `/api/pacientes/${c.idPaciente}`, undefined, c.token);
    const [linha] = await acessos(c.idConta, c.idPaciente, 1);
    await expect(
      t.db.updateTable('acesso_paciente').set({ ip: '1.2.3.4' }).where('id', '=', linha!.id).execute(),
    ).rejects.toThrow(/somente inserção/);
    await expect(t.db.deleteFrom('acesso_paciente').where('id', '=', linha!.id).execute()).rejects.toThrow(
      /somente inserção/,
    );
    await expect(sql`TRUNCATE acesso_paciente`.execute(t.db)).rejects.toThrow(/somente inserção/);
    expect(await acessos(c.idConta, c.idPaciente, 1)).toEqual([linha]);
  });

  it('a lista pagina (mais recentes primeiro) e filtra por usuário e período, pelas duas superfícies', async () => {
    const c = await clinicaComPaciente();
    const leitor = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_LISTAR']);
    const tokenLeitor = await entrar(t.app, leitor.email, leitor.senha);
    for (let i = 0; i < 3; i++)
      await rest(t.app, 'GET', `/api/pacientes/${c.idPaciente}`, undefined, c.token);
    await trpc(t.app, 'query', 'paciente.get', { id: c.idPaciente }, tokenLeitor);
    await acessos(c.idConta, c.idPaciente, 4);

    const p1 = await trpc(t.app, 'query', 'paciente.acessos', { id: c.idPaciente, limit: 2 }, c.token);
    expect(p1.status).toBe(200);
    expect(p1.body.total).toBe(4);
    expect(p1.body.itens).toHaveLength(2);
    expect(p1.body.itens[0]).toMatchObject({
      id_usuario: leitor.idUsuario,
      usuario: 'Usuária Limitada',
      acao: 'ficha',
    });
    const p2 = await trpc(
      t.app,
      'query',
      'paciente.acessos',
      { id: c.idPaciente, limit: 2, page: 2 },
      c.token,
    );
    expect(p2.body.itens.map((i: { id: number }) => i.id)).not.toContain(p1.body.itens[0].id);

    const doLeitor = await restComCabecalhos(
      t.app,
      `/api/pacientes/${c.idPaciente}/acessos?id_usuario=${leitor.idUsuario}`,
      c.token,
    );
    expect(doLeitor.status).toBe(200);
    expect(doLeitor.headers['x-total-count']).toBe('1');
    expect(doLeitor.body).toHaveLength(1);

    const hoje = new Date().toISOString().slice(0, 10);
    const ontem = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const periodo = await restComCabecalhos(
      t.app,
      `/api/pacientes/${c.idPaciente}/acessos?de=${ontem}&ate=${ontem}`,
      c.token,
    );
    expect(periodo.headers['x-total-count']).toBe('0');
    const ateHoje = await trpc(t.app, 'query', 'paciente.acessos', { id: c.idPaciente, de: ontem }, c.token);
    expect(ateHoje.body.total).toBe(4);
    expect(hoje >= ontem).toBe(true);

    const invalida = await rest(
      t.app,
      'GET',
      `/api/pacientes/${c.idPaciente}/acessos?de=31/12/2026`,
      undefined,
      c.token,
    );
    expect(invalida.status).toBe(400);
    expect(invalida.body.message).toBe('Data inválida');
  });

  it('403 sem PACIENTES_AUDITORIA; com ela, lista; outra clínica 404', async () => {
    const c = await clinicaComPaciente();
    const sem = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_LISTAR', 'PACIENTES_EDITAR']);
    const com = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_AUDITORIA']);
    const tokenSem = await entrar(t.app, sem.email, sem.senha);
    const tokenCom = await entrar(t.app, com.email, com.senha);
    const url = `/api/pacientes/${c.idPaciente}/acessos`;
    expect((await rest(t.app, 'GET', url, undefined, tokenSem)).status).toBe(403);
    expect((await trpc(t.app, 'query', 'paciente.acessos', { id: c.idPaciente }, tokenSem)).status).toBe(403);
    expect((await rest(t.app, 'GET', url, undefined, tokenCom)).status).toBe(200);
    expect((await trpc(t.app, 'query', 'paciente.acessos', { id: c.idPaciente }, tokenCom)).status).toBe(200);
    const outra = await clinicaComPaciente();
    expect((await rest(t.app, 'GET', url, undefined, outra.token)).status).toBe(404);
    expect((await trpc(t.app, 'query', 'paciente.acessos', { id: c.idPaciente }, outra.token)).status).toBe(
      404,
    );
  });
});
