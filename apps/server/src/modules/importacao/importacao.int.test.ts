import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComAgenda,
  clinicaComToken,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
  entrar,
  payload,
  rest,
  trpc,
} from '../../testing';
import { CSV_PARES, contarPacientes, enviar, formulario, xlsx } from '../../testing/cenario-importacao';
import { processarImportacoes } from './execucao';

let t: AppDeTeste;
const log: string[] = [];
beforeAll(async () => {
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    { LOG_LEVEL: 'info' },
    { destinoLog: { write: (l) => log.push(l) } },
  );
});
afterAll(() => t.fechar());

describe('importação de pacientes por planilha', () => {
  it('the preview of a peers’ CSV (BOM, ;, accents) writes nothing; confirm imports; twice imports once', async () => {
    const c = await clinicaComToken(t);
    const antes = await contarPacientes(t, c.idConta);
    const p = await enviar(t, c.token, CSV_PARES);
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({
      status: 'previa',
      origem: 'planilha',
      cabecalhos: [
        'Paciente',
        'Celular',
        'Data de Nascimento',
        'CPF',
        'E-mail',
        'Sexo',
        'Endereço',
        'Cidade',
        'UF',
      ],
      mapeamento: {
        nome: 'Paciente',
        celular: 'Celular',
        nascimento: 'Data de Nascimento',
        cpf: 'CPF',
        email: 'E-mail',
      },
      previa: { resumo: { total: 5, importar: 3, duplicados: 1, ignorados: 1 } },
      contagens: { pacientes: { total: 5, importados: 0 } },
    });
    expect(p.body.previa.amostra[0]).toMatchObject({
      nome: 'João Conceição',
      celular: '11987654321',
      cpf: '52998224725',
      nascimento: '1990-03-05',
    });
    expect(p.body.previa.ignoradas).toEqual([{ linha: 4, motivo: 'Celular ausente.' }]);
    expect(p.body.previa.avisos).toContainEqual({ linha: 3, motivo: 'CPF inválido: importado sem CPF.' });
    expect(p.body.previa.conflitos).toEqual([
      {
        linha: 5,
        nome: 'João Conceição',
        motivo: 'Repetido na planilha: juntado à linha do mesmo paciente.',
      },
    ]);
    expect(await contarPacientes(t, c.idConta)).toBe(antes);

    const conf = await rest(t.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, c.token);
    expect(conf.status).toBe(200);
    expect(conf.body.status).toBe('importando');
    expect(
      (await rest(t.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, c.token)).status,
    ).toBe(409);
    await processarImportacoes(t.deps, { conta: c.idConta });
    const fim = await rest(t.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, c.token);
    expect(fim.body).toMatchObject({
      status: 'concluida',
      contagens: { pacientes: { total: 5, importados: 3, duplicados: 1, ignorados: 1, erros: 0 } },
      progresso: { feitos: 5, total: 5, texto: 'Pacientes 5 de 5' },
      pode_desfazer: true,
    });
    expect(await contarPacientes(t, c.idConta)).toBe(antes + 3);
    const maria = await t.db
      .selectFrom('paciente')
      .selectAll()
      .where('id_conta', '=', c.idConta)
      .where('nome', '=', 'Maria José Araújo')
      .executeTakeFirstOrThrow();
    expect(maria).toMatchObject({
      cpf: null,
      celular: '21998765432',
      sexo: 'Feminino',
      nascimento: '1985-12-01',
      cidade: 'Niterói',
      cadastro_incompleto: false,
    });
    const erros = await rest(
      t.app,
      'GET',
      `/api/importacoes/${p.body.id}/erros?page=1&limit=2`,
      undefined,
      c.token,
    );
    expect(erros.status).toBe(200);
    expect(erros.body.total).toBe(4);
    expect(erros.body.itens).toEqual([
      { tipo_dado: 'pacientes', linha: 3, nivel: 'aviso', mensagem: 'CPF inválido: importado sem CPF.' },
      {
        tipo_dado: 'pacientes',
        linha: 3,
        nivel: 'aviso',
        mensagem: 'E-mail inválido: importado sem e-mail.',
      },
    ]);
    // The spreadsheet is gone once the import ended.
    expect(
      await t.db
        .selectFrom('arquivo')
        .select('id')
        .where('id_conta', '=', c.idConta)
        .where('finalidade', '=', 'importacao')
        .execute(),
    ).toEqual([]);

    const segunda = await enviar(t, c.token, CSV_PARES);
    expect(segunda.body.previa.resumo).toMatchObject({ importar: 0, duplicados: 4, ignorados: 1 });
    await rest(t.app, 'POST', `/api/importacoes/${segunda.body.id}/confirmar`, undefined, c.token);
    await processarImportacoes(t.deps, { conta: c.idConta });
    const s = await trpc(t.app, 'query', 'importacao.get', { id: segunda.body.id }, c.token);
    expect(s.body.contagens.pacientes).toMatchObject({ importados: 0, duplicados: 4 });
    expect(await contarPacientes(t, c.idConta)).toBe(antes + 3);
    // No patient data in the log.
    expect(log.join('\n')).not.toMatch(/Conceição|52998224725|98765/);
  });

  it('a batch cut short (a killed worker) resumes from the cursor, without doubling', async () => {
    const c = await clinicaComToken(t);
    const linhas = Array.from({ length: 1200 }, (_, i) => `Paciente ${i};(11) 9${String(10_000_000 + i)}`);
    const csv = Buffer.from(['Nome;Celular', ...linhas].join('\n'));
    const p = await enviar(t, c.token, csv);
    expect(p.body.previa.resumo.importar).toBe(1200);
    await trpc(t.app, 'mutation', 'importacao.confirmar', { id: p.body.id }, c.token);
    await processarImportacoes(t.deps, { lotes: 1, conta: c.idConta });
    let g = await trpc(t.app, 'query', 'importacao.get', { id: p.body.id }, c.token);
    expect(g.body).toMatchObject({
      status: 'importando',
      progresso: { feitos: 500, total: 1200, texto: 'Pacientes 500 de 1.200' },
    });
    // The worker died holding its lease: nobody takes it until the lease ends.
    const futuro = new Date(Date.now() + 60_000);
    await t.db.updateTable('importacao').set({ reservada_ate: futuro }).where('id', '=', p.body.id).execute();
    await processarImportacoes(t.deps, { conta: c.idConta });
    expect(await contarPacientes(t, c.idConta)).toBe(500);
    await t.db
      .updateTable('importacao')
      .set({ reservada_ate: new Date(Date.now() - 1000) })
      .where('id', '=', p.body.id)
      .execute();
    await processarImportacoes(t.deps, { conta: c.idConta });
    g = await trpc(t.app, 'query', 'importacao.get', { id: p.body.id }, c.token);
    expect(g.body).toMatchObject({
      status: 'concluida',
      contagens: { pacientes: { importados: 1200, duplicados: 0 } },
    });
    expect(await contarPacientes(t, c.idConta)).toBe(1200);
  });

  it('undo removes exactly what the import created, and says what it keeps and why', async () => {
    const c = await clinicaComAgenda(t);
    // 'Ana Souza' (11987654321) is already here: the import finds her, it doesn't create her.
    const csv = Buffer.from(
      'Nome;Celular\nAna Souza;11987654321\nNova Um;11911110001\nNova Dois;11911110002\n',
    );
    const p = await enviar(t, c.token, csv);
    await trpc(t.app, 'mutation', 'importacao.confirmar', { id: p.body.id }, c.token);
    await processarImportacoes(t.deps, { conta: c.idConta });
    const ids = await t.db
      .selectFrom('paciente')
      .select(['id', 'nome'])
      .where('id_conta', '=', c.idConta)
      .where('nome', 'in', ['Nova Um', 'Nova Dois'])
      .orderBy('nome')
      .execute();
    const [dois, um] = ids;
    // Staff books Nova Dois afterwards, and registers a patient of their own.
    const ag = await rest(t.app, 'POST', '/api/agendas', payload(c, { id_paciente: dois?.id }), c.token);
    expect(ag.status).toBe(201);
    const proprio = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: 'Da Equipe', celular: '11911110009', sexo: 'Outro', nascimento: '01/01/2000' },
      c.token,
    );
    expect(proprio.status).toBe(201);

    const d = await rest(t.app, 'POST', `/api/importacoes/${p.body.id}/desfazer`, undefined, c.token);
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({
      status: 'desfeita',
      pode_desfazer: false,
      desfazer: {
        removidos: 1,
        mantidos: [
          { id_paciente: dois?.id, nome: 'Nova Dois', motivo: expect.stringContaining('agendamentos') },
        ],
      },
    });
    const restantes = await t.db
      .selectFrom('paciente')
      .select('nome')
      .where('id_conta', '=', c.idConta)
      .orderBy('nome')
      .execute();
    expect(restantes.map((r) => r.nome)).toEqual(['Ana Souza', 'Bruno Lima', 'Da Equipe', 'Nova Dois']);
    expect(restantes.map((r) => r.nome)).not.toContain(um?.nome);
    const outra = await rest(t.app, 'POST', `/api/importacoes/${p.body.id}/desfazer`, undefined, c.token);
    expect(outra).toMatchObject({ status: 409, body: { message: 'Esta importação já foi desfeita.' } });
  });

  it('another clinic sees nothing (404); a user who is not ADM gets 403', async () => {
    const a = await clinicaComToken(t);
    const b = await clinicaComToken(t);
    const p = await enviar(t, a.token, CSV_PARES);
    for (const [m, u] of [
      ['GET', `/api/importacoes/${p.body.id}`],
      ['POST', `/api/importacoes/${p.body.id}/confirmar`],
      ['POST', `/api/importacoes/${p.body.id}/desfazer`],
      ['GET', `/api/importacoes/${p.body.id}/erros`],
    ] as const) {
      expect((await rest(t.app, m, u, undefined, b.token)).status).toBe(404);
    }
    expect(
      (await trpc(t.app, 'query', 'importacao.get', { id: p.body.id }, b.token)).body.data.httpStatus,
    ).toBe(404);
    expect((await trpc(t.app, 'query', 'importacao.list', undefined, b.token)).body).toEqual([]);
    expect(
      (
        await trpc(
          t.app,
          'mutation',
          'importacao.remapear',
          { id: p.body.id, mapeamento: { nome: 'Paciente', celular: 'Celular' } },
          b.token,
        )
      ).body.data.httpStatus,
    ).toBe(404);

    const u = await criarUsuarioComPermissoes(t.db, a.idConta, [
      'PACIENTES_LISTAR',
      'PACIENTES_CRIAR',
      'PACIENTES_EDITAR',
    ]);
    const tu = await entrar(t.app, u.email, u.senha);
    expect((await enviar(t, tu, CSV_PARES)).status).toBe(403);
    expect((await rest(t.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, tu)).status).toBe(403);
    expect((await trpc(t.app, 'query', 'importacao.list', undefined, tu)).body.data.httpStatus).toBe(403);
  });

  it('a new mapping recomputes the preview; bad files and mappings are 400 in pt-BR', async () => {
    const c = await clinicaComToken(t);
    const csv = Buffer.from('Cliente,Fone 1,Doc\r\nBia Rocha,11 98888-7777,529.982.247-25\r\n');
    const p = await enviar(t, c.token, csv);
    expect(p.status).toBe(201);
    expect(p.body.mapeamento).toEqual({ nome: 'Cliente' });
    expect(p.body.previa).toMatchObject({
      pendente: 'Indique as colunas do nome e do celular do paciente.',
      resumo: { importar: 0 },
    });
    const semCelular = await rest(
      t.app,
      'POST',
      `/api/importacoes/${p.body.id}/confirmar`,
      undefined,
      c.token,
    );
    expect(semCelular).toMatchObject({
      status: 400,
      body: { message: 'Indique as colunas do nome e do celular do paciente.' },
    });
    const q = await enviar(t, c.token, csv);
    const r = await trpc(
      t.app,
      'mutation',
      'importacao.remapear',
      { id: q.body.id, mapeamento: { nome: 'Cliente', celular: 'Fone 1', cpf: 'Doc' } },
      c.token,
    );
    expect(r.body.previa.resumo).toMatchObject({ importar: 1 });
    expect(r.body.previa.amostra[0]).toMatchObject({ nome: 'Bia Rocha', cpf: '52998224725' });
    const inexistente = await trpc(
      t.app,
      'mutation',
      'importacao.remapear',
      { id: q.body.id, mapeamento: { nome: 'Nada', celular: 'Fone 1' } },
      c.token,
    );
    expect(inexistente.body.message).toBe('A coluna "Nada" não existe na planilha.');

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await enviar(t, c.token, png)).toMatchObject({
      status: 400,
      body: { message: 'Envie uma planilha CSV ou XLSX.' },
    });
    expect(await enviar(t, c.token, Buffer.from('Nome;Celular\n'))).toMatchObject({
      status: 400,
      body: { message: 'A planilha não tem linhas de dados abaixo do cabeçalho.' },
    });
    expect(await enviar(t, c.token, Buffer.from('PK\u0003\u0004lixo'))).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Não foi possível ler a planilha') },
    });
    // Patients and appointments are the kinds a spreadsheet brings (importacao-agendas.int.test.ts).
    expect(await enviar(t, c.token, CSV_PARES, { tipo: 'orcamentos' })).toMatchObject({ status: 400 });
    expect(
      await enviar(t, c.token, CSV_PARES, { tipo: 'pacientes', mapeamento: '{nao e json' }),
    ).toMatchObject({
      status: 400,
    });
    expect(await enviar(t, c.token, Buffer.alloc(10 * 1024 * 1024 + 10, 0x41))).toMatchObject({
      status: 400,
      body: { message: 'O arquivo é maior que o permitido (10 MB).' },
    });
    const json = await rest(t.app, 'POST', '/api/importacoes', { arquivo: 'x', tipo: 'pacientes' }, c.token);
    expect(json.status).toBe(400);
    // Nothing of the refused uploads was kept: only the two previews' files.
    const guardados = await t.db
      .selectFrom('arquivo')
      .select('id')
      .where('id_conta', '=', c.idConta)
      .where('finalidade', '=', 'importacao')
      .execute();
    expect(guardados).toHaveLength(2);
  });

  it('on the disk driver too: the file is read back by the worker and removed at the end', async () => {
    const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-importacao-'));
    const disco = await criarAppDeTeste(inject('databaseUrl'), { ARQUIVOS: 'disco', ARQUIVOS_DIR: pasta });
    try {
      const c = await clinicaComToken(disco);
      const f = formulario(CSV_PARES, 'pacientes.csv', { tipo: 'pacientes' });
      const r = await disco.app.inject({
        method: 'POST',
        url: '/api/importacoes',
        payload: f.corpo,
        headers: { 'content-type': f.tipo, authorization: `Bearer ${c.token}` },
      });
      expect(r.statusCode).toBe(201);
      const id = r.json().id;
      // The disk driver's layout: <2 hex>/<key>; only files count (its folders stay).
      const arquivos = () =>
        fs
          .readdirSync(pasta, { recursive: true })
          .filter((n) => /^[0-9a-f]{2}[/\\][0-9a-f]+$/.test(String(n)));
      expect(arquivos()).toHaveLength(1);
      await rest(disco.app, 'POST', `/api/importacoes/${id}/confirmar`, undefined, c.token);
      await processarImportacoes(disco.deps, { conta: c.idConta });
      const g = await rest(disco.app, 'GET', `/api/importacoes/${id}`, undefined, c.token);
      expect(g.body).toMatchObject({ status: 'concluida', contagens: { pacientes: { importados: 3 } } });
      expect(arquivos()).toEqual([]);
    } finally {
      await disco.fechar();
      fs.rmSync(pasta, { recursive: true, force: true });
    }
  });

  it('reads an XLSX, with date cells and a CPF cell that lost its leading zero', async () => {
    const c = await clinicaComToken(t);
    const p = await enviar(t, c.token, await xlsx(), { tipo: 'pacientes' }, 'pacientes.xlsx');
    expect(p.status).toBe(201);
    expect(p.body.cabecalhos).toEqual(['Nome', 'WhatsApp', 'Nascimento', 'CPF']);
    expect(p.body.previa.amostra[0]).toMatchObject({
      nome: 'Zélia Duarte',
      celular: '11987650000',
      nascimento: '1990-03-05',
      cpf: '01234567890',
    });
  });
});
