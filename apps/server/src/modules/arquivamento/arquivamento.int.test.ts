import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, rest, trpc } from '../../testing';
import {
  bytesGuardados,
  cenarioArquivamento,
  envelhecer,
  linha,
  registrosDeExclusao,
  TIPOS,
} from '../../testing/cenario-arquivamento';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const RETENCAO =
  /^Prontuários devem ser guardados por 20 anos \(Lei 13\.787\/2018\)\. Exclusão definitiva possível a partir de (\d\d\/\d\d\/\d{4})\.$/;

/** The ids a REST list (or a tRPC page) shows. */
const ids = (corpo: { id: number }[] | { itens: { id: number }[] }) =>
  (Array.isArray(corpo) ? corpo : corpo.itens).map((i) => i.id).sort();

describe.each(TIPOS)('arquivamento: $recurso', (tipo) => {
  it("'Excluir' arquiva pelas duas superfícies com a resposta de antes; 'Arquivados' lista; ADM restaura", async () => {
    const s = await cenarioArquivamento(t);
    const [a, b, ativo] = [await tipo.criar(t, s), await tipo.criar(t, s), await tipo.criar(t, s)];
    const bytesAntes = await bytesGuardados(t, s.idConta, tipo.finalidades);

    // The documented answers: REST 204 without a body, tRPC { ok: true }.
    const apagado = await rest(t.app, 'DELETE', `${tipo.base}/${a}`, undefined, s.token);
    expect(apagado).toEqual({ status: 204, body: null });
    const [caminho, entrada] = tipo.removerTrpc;
    expect(await trpc(t.app, 'mutation', caminho, entrada(b), s.token)).toEqual({
      status: 200,
      body: { ok: true },
    });
    // Twice answers as deleting twice did.
    expect((await rest(t.app, 'DELETE', `${tipo.base}/${a}`, undefined, s.token)).status).toBe(404);

    // Out of the lists, still in the database with who and when; the bytes stay in storage.
    expect(ids((await rest(t.app, 'GET', tipo.lista(s.idPaciente), undefined, s.token)).body)).toEqual([
      ativo,
    ]);
    const pagina = await trpc(t.app, 'query', tipo.listaTrpc, { id_paciente: s.idPaciente }, s.token);
    expect(pagina.body.total).toBe(1);
    expect(await linha(t, tipo.tabela, a)).toMatchObject({
      arquivado_em: expect.any(Date),
      arquivado_por: s.idUsuario,
    });
    expect(await bytesGuardados(t, s.idConta, tipo.finalidades)).toBe(bytesAntes);

    // 'Arquivados': only the archived ones, on both surfaces, with arquivado_em in the answer.
    const arquivados = await rest(
      t.app,
      'GET',
      `${tipo.lista(s.idPaciente)}?arquivados=true`,
      undefined,
      s.token,
    );
    expect(ids(arquivados.body)).toEqual([a, b].sort());
    expect(arquivados.body[0].arquivado_em).toEqual(expect.any(String));
    const paginaArquivados = await trpc(
      t.app,
      'query',
      tipo.listaTrpc,
      { id_paciente: s.idPaciente, arquivados: true },
      s.token,
    );
    expect(ids(paginaArquivados.body)).toEqual([a, b].sort());

    // Restoring is ADM's: a colleague who may delete gets 403; another clinic 404; nothing changes.
    expect((await rest(t.app, 'POST', `${tipo.base}/${a}/restaurar`, undefined, s.tokenColega)).status).toBe(
      403,
    );
    expect(
      (
        await trpc(
          t.app,
          'mutation',
          'arquivamento.restaurar',
          { recurso: tipo.recurso, id: a },
          s.tokenColega,
        )
      ).status,
    ).toBe(403);
    expect((await rest(t.app, 'POST', `${tipo.base}/${a}/restaurar`, undefined, s.tokenOutra)).status).toBe(
      404,
    );
    expect((await linha(t, tipo.tabela, a))?.arquivado_em).toEqual(expect.any(Date));

    expect(await rest(t.app, 'POST', `${tipo.base}/${a}/restaurar`, undefined, s.token)).toEqual({
      status: 204,
      body: null,
    });
    expect(
      await trpc(t.app, 'mutation', 'arquivamento.restaurar', { recurso: tipo.recurso, id: b }, s.token),
    ).toEqual({ status: 200, body: { ok: true } });
    expect(await linha(t, tipo.tabela, a)).toEqual({ arquivado_em: null, arquivado_por: null });
    expect(ids((await rest(t.app, 'GET', tipo.lista(s.idPaciente), undefined, s.token)).body)).toEqual(
      [a, b, ativo].sort(),
    );
    // An active row has nothing to restore.
    const denovo = await rest(t.app, 'POST', `${tipo.base}/${a}/restaurar`, undefined, s.token);
    expect(denovo).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'Este registro não está arquivado.' }),
    });
  });

  it('exclusão definitiva: só ADM, só arquivado, só após 20 anos (409 com a data); depois apaga e registra', async () => {
    const s = await cenarioArquivamento(t);
    const [a, b] = [await tipo.criar(t, s), await tipo.criar(t, s)];
    const definitiva = (id: number, token = s.token) =>
      rest(t.app, 'DELETE', `${tipo.base}/${id}/definitivamente`, undefined, token);

    // Active: first archive it.
    expect((await definitiva(a)).status).toBe(409);
    await rest(t.app, 'DELETE', `${tipo.base}/${a}`, undefined, s.token);
    await trpc(t.app, 'mutation', tipo.removerTrpc[0], tipo.removerTrpc[1](b), s.token);
    const antes = await linha(t, tipo.tabela, a);

    // Within 20 years: 409 saying from when, on both surfaces; nothing changes.
    const cedo = await definitiva(a);
    expect(cedo.status).toBe(409);
    const [, data] = RETENCAO.exec(cedo.body.message) ?? [];
    expect(Number(data?.slice(6))).toBe(new Date().getFullYear() + 20);
    const cedoTrpc = await trpc(
      t.app,
      'mutation',
      'arquivamento.excluirDefinitivamente',
      { recurso: tipo.recurso, id: a },
      s.token,
    );
    expect(cedoTrpc.body.message).toBe(cedo.body.message);
    expect(cedoTrpc.status).toBe(409);
    expect(await linha(t, tipo.tabela, a)).toEqual(antes);
    expect(await registrosDeExclusao(t, s.idConta)).toEqual([]);

    // 21 years later: not for a colleague (403) nor another clinic (404); ADM deletes, logged.
    await envelhecer(t, tipo.tabela, { id: a });
    await envelhecer(t, tipo.tabela, { id: b });
    expect((await definitiva(a, s.tokenColega)).status).toBe(403);
    expect((await definitiva(a, s.tokenOutra)).status).toBe(404);
    expect(await linha(t, tipo.tabela, a)).toBeDefined();
    const bytesAntes = await bytesGuardados(t, s.idConta, tipo.finalidades);

    expect(await definitiva(a)).toEqual({ status: 204, body: null });
    expect(
      await trpc(
        t.app,
        'mutation',
        'arquivamento.excluirDefinitivamente',
        { recurso: tipo.recurso, id: b },
        s.token,
      ),
    ).toEqual({ status: 200, body: { ok: true } });
    expect(await linha(t, tipo.tabela, a)).toBeUndefined();
    expect(await linha(t, tipo.tabela, b)).toBeUndefined();
    if (tipo.finalidades.length > 0) {
      expect(bytesAntes).toBeGreaterThan(0);
      expect(await bytesGuardados(t, s.idConta, tipo.finalidades)).toBe(0);
    }
    expect(await registrosDeExclusao(t, s.idConta)).toEqual([
      { descricao: expect.stringMatching(new RegExp(`^${tipo.recurso} #${a}:`)), id_usuario: s.idUsuario },
      { descricao: expect.stringMatching(new RegExp(`^${tipo.recurso} #${b}:`)), id_usuario: s.idUsuario },
    ]);
    expect((await definitiva(a)).status).toBe(404);
  });
});

describe('arquivamento no OpenAPI', () => {
  it('documenta arquivar, restaurar, excluir definitivamente e o filtro ?arquivados das listas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const base of ['/api/pacientes', '/api/pacientes_termos'])
      expect(doc.paths[`${base}/{id}`].delete).toBeDefined();
    for (const tipo of TIPOS) {
      expect(doc.paths[`${tipo.base}/{id}/restaurar`].post).toBeDefined();
      expect(doc.paths[`${tipo.base}/{id}/definitivamente`].delete.description).toContain('20 anos');
    }
    const lista = doc.paths['/api/pacientes'].get.parameters.map((p: { name: string }) => p.name);
    expect(lista).toContain('arquivados');
  });
});
