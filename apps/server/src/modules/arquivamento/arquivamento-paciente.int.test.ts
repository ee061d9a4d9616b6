import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  trpc,
} from '../../testing';
import {
  ASSINATURA,
  bytesGuardados,
  cenarioArquivamento,
  envelhecer,
  linha,
  novaAnamnese,
  novoDocumento,
  novoPaciente,
  registrosDeExclusao,
  TIPOS,
} from '../../testing/cenario-arquivamento';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const ids = (corpo: { id: number }[] | { itens: { id: number }[] }) =>
  (Array.isArray(corpo) ? corpo : corpo.itens).map((i) => i.id).sort();

const assinar = (codigo: string) =>
  rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${codigo}`, { assinatura: ASSINATURA });

describe('arquivamento: paciente', () => {
  it('arquivar (ADM) tira de listas, buscas, seletores e contagens; a ficha abre com arquivado_em; restaurar volta', async () => {
    const s = await cenarioArquivamento(t);
    const outro = await novoPaciente(t, s.idConta, 'Ana Ativa');
    const foto = await TIPOS[0]!.criar(t, s);
    const total = async () =>
      (await trpc(t.app, 'query', 'dashboard.resumo', {}, s.token)).body.pacientes.total;
    expect(await total()).toBe(2);

    // Archiving a patient is ADM's (no delete permission exists for patients): 403, then 404 elsewhere.
    expect(
      (await rest(t.app, 'DELETE', `/api/pacientes/${s.idPaciente}`, undefined, s.tokenColega)).status,
    ).toBe(403);
    expect(
      (await rest(t.app, 'DELETE', `/api/pacientes/${s.idPaciente}`, undefined, s.tokenOutra)).status,
    ).toBe(404);
    expect(await rest(t.app, 'DELETE', `/api/pacientes/${s.idPaciente}`, undefined, s.token)).toEqual({
      status: 204,
      body: null,
    });
    expect(await linha(t, 'paciente', s.idPaciente)).toMatchObject({ arquivado_por: s.idUsuario });

    // Gone from the list, the search, every picker, the dashboard and the clinic's photo page.
    expect(ids((await rest(t.app, 'GET', '/api/pacientes', undefined, s.token)).body)).toEqual([outro]);
    expect(ids((await rest(t.app, 'GET', '/api/pacientes?q=ana&page=1', undefined, s.token)).body)).toEqual([
      outro,
    ]);
    expect((await trpc(t.app, 'query', 'paciente.list', {}, s.token)).body.total).toBe(1);
    for (const seletor of ['paciente.buscar', 'agenda.pacientes', 'transacao.pacientes']) {
      expect(ids(await (await trpc(t.app, 'query', seletor, { q: 'ana' }, s.token)).body)).toEqual([outro]);
    }
    expect(await total()).toBe(1);
    expect(ids((await trpc(t.app, 'query', 'foto.list', {}, s.token)).body)).toEqual([]);
    // Their own tab still lists their (active) photo.
    expect(
      ids((await trpc(t.app, 'query', 'foto.list', { id_paciente: s.idPaciente }, s.token)).body),
    ).toEqual([foto]);

    // 'Arquivados' on both surfaces (paged, searched, and the REST export).
    expect(
      ids((await rest(t.app, 'GET', '/api/pacientes?arquivados=true', undefined, s.token)).body),
    ).toEqual([s.idPaciente]);
    const arquivados = await trpc(
      t.app,
      'query',
      'paciente.list',
      { arquivados: true, q: 'arquivo' },
      s.token,
    );
    expect(arquivados.body).toMatchObject({
      total: 1,
      itens: [{ id: s.idPaciente, arquivado_em: expect.any(String) }],
    });

    // The record still opens (the 'Arquivado' badge reads arquivado_em).
    const ficha = await rest(t.app, 'GET', `/api/pacientes/${s.idPaciente}`, undefined, s.token);
    expect(ficha.body.arquivado_em).toEqual(expect.any(String));

    expect(
      (await rest(t.app, 'POST', `/api/pacientes/${s.idPaciente}/restaurar`, undefined, s.tokenColega))
        .status,
    ).toBe(403);
    expect(
      await trpc(
        t.app,
        'mutation',
        'arquivamento.restaurar',
        { recurso: 'paciente', id: s.idPaciente },
        s.token,
      ),
    ).toEqual({ status: 200, body: { ok: true } });
    expect(ids((await rest(t.app, 'GET', '/api/pacientes', undefined, s.token)).body)).toEqual(
      [s.idPaciente, outro].sort(),
    );
    expect(await total()).toBe(2);
  });

  it('links públicos de documento e anamnese respondem 404 enquanto o registro ou o paciente está arquivado', async () => {
    const s = await cenarioArquivamento(t);
    const doc = await novoDocumento(t, s.idConta, s.idPaciente);
    const ana = await novaAnamnese(t, s.idConta, s.idPaciente);
    const abre = async () => [
      (await rest(t.app, 'GET', `/api/pacientes_termos/c/${doc.codigo}`)).status,
      (await rest(t.app, 'GET', `/api/pacientes-anamnese/c/${ana.codigo}`)).status,
      (await trpc(t.app, 'query', 'documentoPublico.get', { codigo: doc.codigo })).status,
    ];
    expect(await abre()).toEqual([200, 200, 200]);
    await trpc(
      t.app,
      'mutation',
      'arquivamento.arquivar',
      { recurso: 'paciente', id: s.idPaciente },
      s.token,
    );
    expect(await abre()).toEqual([404, 404, 404]);
    expect((await assinar(doc.codigo)).status).toBe(404);
    await rest(t.app, 'POST', `/api/pacientes/${s.idPaciente}/restaurar`, undefined, s.token);
    expect(await abre()).toEqual([200, 200, 200]);

    await rest(t.app, 'DELETE', `/api/pacientes_termos/${doc.id}`, undefined, s.token);
    const docArquivado = await rest(t.app, 'GET', `/api/pacientes_termos/c/${doc.codigo}`);
    expect(docArquivado.status).toBe(404);
    expect(docArquivado.body.message).toBe(`Nenhum documento encontrado com o codigo: ${doc.codigo}`);
  });

  it('a verificação de um documento assinado continua aberta com ele ou o paciente arquivados; a de um não assinado, não', async () => {
    const s = await cenarioArquivamento(t);
    const assinado = await novoDocumento(t, s.idConta, s.idPaciente);
    const pendente = await novoDocumento(t, s.idConta, s.idPaciente);
    expect((await assinar(assinado.codigo)).status).toBe(200);
    const verificar = async (codigo: string) => {
      const r = await rest(t.app, 'GET', `/api/pacientes_termos/verificar/${codigo}`);
      return [r.status, r.body.assinado ?? r.body.message];
    };
    await rest(t.app, 'DELETE', `/api/pacientes_termos/${assinado.id}`, undefined, s.token);
    await rest(t.app, 'DELETE', `/api/pacientes_termos/${pendente.id}`, undefined, s.token);
    expect(await verificar(assinado.codigo)).toEqual([200, true]);
    expect(await verificar(pendente.codigo)).toEqual([
      404,
      `Nenhum documento encontrado com o codigo: ${pendente.codigo}`,
    ]);
    // The signing link itself stays closed.
    expect((await rest(t.app, 'GET', `/api/pacientes_termos/c/${assinado.codigo}`)).status).toBe(404);
    await trpc(
      t.app,
      'mutation',
      'arquivamento.arquivar',
      { recurso: 'paciente', id: s.idPaciente },
      s.token,
    );
    expect(await verificar(assinado.codigo)).toEqual([200, true]);
  });

  it('documento assinado: arquivar e restaurar só mexem nas colunas de arquivamento (o resto continua imutável)', async () => {
    const s = await cenarioArquivamento(t);
    const doc = await novoDocumento(t, s.idConta, s.idPaciente);
    expect((await assinar(doc.codigo)).status).toBe(200);
    // Documents have no delete permission: archiving one is ADM's.
    expect(
      (await rest(t.app, 'DELETE', `/api/pacientes_termos/${doc.id}`, undefined, s.tokenColega)).status,
    ).toBe(403);
    expect((await rest(t.app, 'DELETE', `/api/pacientes_termos/${doc.id}`, undefined, s.token)).status).toBe(
      204,
    );
    await expect(
      sql`UPDATE paciente_termo SET titulo = 'Outro' WHERE id = ${doc.id}`.execute(t.db),
    ).rejects.toThrow(/documento assinado não pode ser alterado/);
    await expect(sql`DELETE FROM paciente_termo WHERE id = ${doc.id}`.execute(t.db)).rejects.toThrow(
      /documento assinado não pode ser alterado/,
    );
    expect(
      (await rest(t.app, 'POST', `/api/pacientes_termos/${doc.id}/restaurar`, undefined, s.token)).status,
    ).toBe(204);
    const lista = await rest(t.app, 'GET', `/api/pacientes_termos/${s.idPaciente}`, undefined, s.token);
    expect(lista.body).toMatchObject([
      { id: doc.id, status: 'Assinado', titulo: 'Clareamento', arquivado_em: null },
    ]);
  });

  it('exclusão definitiva do paciente: 20 anos contados também dos registros dele; apaga tudo e os bytes, registrada', async () => {
    const s = await cenarioArquivamento(t);
    const doc = await novoDocumento(t, s.idConta, s.idPaciente);
    expect((await assinar(doc.codigo)).status).toBe(200);
    await TIPOS[0]!.criar(t, s);
    await TIPOS[1]!.criar(t, s);
    const definitiva = () =>
      rest(t.app, 'DELETE', `/api/pacientes/${s.idPaciente}/definitivamente`, undefined, s.token);
    const guardados = () =>
      bytesGuardados(t, s.idConta, ['foto', 'miniatura', 'arquivo_paciente', 'assinatura']);
    const bytes = await guardados();
    expect(bytes).toBeGreaterThanOrEqual(3);

    expect((await definitiva()).body.message).toBe('Este registro não está arquivado.');
    await rest(t.app, 'DELETE', `/api/pacientes/${s.idPaciente}`, undefined, s.token);
    // The patient is 21 years old, but their signed document is recent: it keeps the whole record.
    await envelhecer(t, 'paciente', { id: s.idPaciente });
    const cedo = await definitiva();
    expect(cedo.status).toBe(409);
    expect(cedo.body.message).toContain(`a partir de`);
    expect(cedo.body.message).toContain(String(new Date().getFullYear() + 20));

    for (const tabela of ['paciente_termo', 'foto', 'paciente_arquivo']) {
      await envelhecer(t, tabela, { id_paciente: s.idPaciente });
    }
    const colega = await criarUsuarioComPermissoes(t.db, s.idConta, ['PACIENTES_LISTAR', 'PACIENTES_EDITAR']);
    const tokenColega = await entrar(t.app, colega.email, colega.senha);
    expect(
      (await rest(t.app, 'DELETE', `/api/pacientes/${s.idPaciente}/definitivamente`, undefined, tokenColega))
        .status,
    ).toBe(403);
    expect(await guardados()).toBe(bytes);

    expect(await definitiva()).toEqual({ status: 204, body: null });
    expect(await linha(t, 'paciente', s.idPaciente)).toBeUndefined();
    const restantes = await sql<{ n: string }>`
      SELECT (SELECT count(*) FROM paciente_termo WHERE id_paciente = ${s.idPaciente})
           + (SELECT count(*) FROM foto WHERE id_paciente = ${s.idPaciente})
           + (SELECT count(*) FROM paciente_arquivo WHERE id_paciente = ${s.idPaciente}) AS n`.execute(t.db);
    expect(Number(restantes.rows[0]!.n)).toBe(0);
    expect(await guardados()).toBe(0);
    expect(await registrosDeExclusao(t, s.idConta)).toEqual([
      { descricao: `paciente #${s.idPaciente}: ${bytes} arquivo(s)`, id_usuario: s.idUsuario },
    ]);
    expect((await rest(t.app, 'GET', `/api/pacientes/${s.idPaciente}`, undefined, s.token)).status).toBe(404);
  });
});
