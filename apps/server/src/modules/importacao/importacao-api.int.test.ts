import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComToken, criarAppDeTeste, rest } from '../../testing';
import { processarImportacoes } from './execucao';

/**
 * The old system's API as a source (issue 39): `origem` is this product itself, started in the
 * test with its own clinic, reached over real HTTP; `destino` is the instance that imports, with
 * IMPORTACAO_REDE_LOCAL=true (the source listens on 127.0.0.1). `origem`, with it false, shows
 * the SSRF guard.
 */
let origem: AppDeTeste;
let destino: AppDeTeste;
let urlOrigem: string;
const log: string[] = [];
beforeAll(async () => {
  // Stated, not defaulted: the test app's configuration counts as embedded (no DATABASE_URL).
  origem = await criarAppDeTeste(inject('databaseUrl'), { IMPORTACAO_REDE_LOCAL: 'false' });
  destino = await criarAppDeTeste(
    inject('databaseUrl'),
    { IMPORTACAO_REDE_LOCAL: 'true', LOG_LEVEL: 'info' },
    { destinoLog: { write: (l) => log.push(l) } },
  );
  await origem.app.listen({ port: 0, host: '127.0.0.1' });
  urlOrigem = `http://127.0.0.1:${(origem.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await destino.fechar();
  await origem.fechar();
});

const contar = async (t: AppDeTeste, idConta: number) =>
  Number(
    (
      await t.db
        .selectFrom('paciente')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id_conta', '=', idConta)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Passes of one page each (a worker that dies after every page) until the first page of patients
 * is written: the kinds before them (units … professionals) are stages of their own.
 */
async function ateAPrimeiraPaginaDePacientes(id: number, conta: number) {
  for (let n = 0; n < 20; n++) {
    await processarImportacoes(destino.deps, { lotes: 1, conta });
    const i = await destino.db
      .selectFrom('importacao')
      .select(['etapa', 'cursor'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (i.etapa === 'pacientes' && i.cursor > 0) return;
  }
  throw new Error('a importação não chegou aos pacientes');
}

describe('importação de pacientes do sistema antigo pela API', () => {
  // A hang guard of 180 s: it imports three times over HTTP, and took past 60 s beside the
  // journeys on two cores.
  it('reads every page with a token, twice imports once, a cut job resumes, undo removes exactly its own', {
    timeout: 180_000,
  }, async () => {
    const antiga = await clinicaComToken(origem);
    const n = 250;
    await origem.db
      .insertInto('paciente')
      .values(
        Array.from({ length: n }, (_, i) => ({
          id_conta: antiga.idConta,
          nome: `Antigo ${String(i).padStart(3, '0')} Conceição`,
          celular: `1191${String(1_000_000 + i)}`,
          sexo: 'Feminino' as const,
          nascimento: '1990-05-17',
          cpf: i === 0 ? '52998224725' : null,
        })),
      )
      .execute();
    const nova = await clinicaComToken(destino);
    // The address as a person writes it: with '/api' and a trailing slash.
    const p = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url: `${urlOrigem}/api/`, token: antiga.token },
      nova.token,
    );
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({
      origem: 'api',
      status: 'previa',
      previa: { resumo: { total: n, analisadas: n, importar: n, ignorados: 0 } },
      contagens: { pacientes: { total: n, importados: 0 } },
    });
    expect(p.body.previa.amostra[0]).toMatchObject({
      nome: 'Antigo 000 Conceição',
      cpf: '52998224725',
      nascimento: '1990-05-17',
    });
    expect(await contar(destino, nova.idConta)).toBe(0);
    expect(JSON.stringify(p.body)).not.toContain(antiga.token);

    expect(
      (await rest(destino.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, nova.token))
        .status,
    ).toBe(200);
    // One page, then the worker dies; the next pass resumes from the cursor.
    await ateAPrimeiraPaginaDePacientes(p.body.id, nova.idConta);
    let g = await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, nova.token);
    expect(g.body).toMatchObject({ status: 'importando', progresso: { feitos: 100, total: n } });
    await processarImportacoes(destino.deps, { conta: nova.idConta });
    g = await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, nova.token);
    expect(g.body).toMatchObject({
      status: 'concluida',
      contagens: { pacientes: { importados: n, duplicados: 0 } },
    });
    expect(await contar(destino, nova.idConta)).toBe(n);
    const mapa = await destino.db
      .selectFrom('importacao_mapa')
      .select('chave_antiga')
      .where('id_importacao', '=', p.body.id)
      .orderBy('chave_antiga')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(mapa.chave_antiga).toMatch(/^id:\d+$/);
    const guardado = await destino.db
      .selectFrom('importacao')
      .select('origem_token')
      .where('id', '=', p.body.id)
      .executeTakeFirstOrThrow();
    expect(guardado.origem_token).toBeNull();

    const segunda = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url: urlOrigem, token: antiga.token },
      nova.token,
    );
    expect(segunda.body.previa.resumo).toMatchObject({ importar: 0, duplicados: n });
    await rest(destino.app, 'POST', `/api/importacoes/${segunda.body.id}/confirmar`, undefined, nova.token);
    await processarImportacoes(destino.deps, { conta: nova.idConta });
    expect(await contar(destino, nova.idConta)).toBe(n);

    const d = await rest(
      destino.app,
      'POST',
      `/api/importacoes/${p.body.id}/desfazer`,
      undefined,
      nova.token,
    );
    // The old clinic's owner came too, as an inactive professional: undone with the patients.
    expect(d.body).toMatchObject({
      status: 'desfeita',
      desfazer: { removidos_por_tipo: { pacientes: n, profissionais: 1 }, mantidos: [] },
    });
    expect(await contar(destino, nova.idConta)).toBe(0);
    expect(await contar(origem, antiga.idConta)).toBe(n);
    expect(log.join('\n')).not.toContain(antiga.token);
  });

  it('a source that fails mid-job is tried again later, then the import fails with why (and can be undone)', async () => {
    const antiga = await clinicaComToken(origem);
    await origem.db
      .insertInto('paciente')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          id_conta: antiga.idConta,
          nome: `Instável ${i}`,
          celular: `1192${String(1_000_000 + i)}`,
          sexo: 'Outro' as const,
          nascimento: '1980-01-01',
        })),
      )
      .execute();
    const nova = await clinicaComToken(destino);
    const p = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url: urlOrigem, token: antiga.token },
      nova.token,
    );
    await rest(destino.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, nova.token);
    await ateAPrimeiraPaginaDePacientes(p.body.id, nova.idConta);
    // The old system stops accepting the token after the first page of patients.
    await destino.db
      .updateTable('importacao')
      .set({ origem_token: 'revogado' })
      .where('id', '=', p.body.id)
      .execute();
    await processarImportacoes(destino.deps, { conta: nova.idConta });
    let g = await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, nova.token);
    expect(g.body).toMatchObject({
      status: 'importando',
      progresso: { feitos: 100 },
      erro: 'O sistema antigo recusou o acesso. Confira o token. A importação tenta de novo em alguns minutos.',
    });
    const linha = await destino.db
      .selectFrom('importacao')
      .select(['tentativas', 'reservada_ate'])
      .where('id', '=', p.body.id)
      .executeTakeFirstOrThrow();
    expect(linha.tentativas).toBe(1);
    expect(linha.reservada_ate?.getTime()).toBeGreaterThan(Date.now());
    // The last try fails too: the import stops, says why, and what it did can be undone.
    await destino.db
      .updateTable('importacao')
      .set({ tentativas: 5, reservada_ate: new Date(Date.now() - 1000) })
      .where('id', '=', p.body.id)
      .execute();
    await processarImportacoes(destino.deps, { conta: nova.idConta });
    g = await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, nova.token);
    expect(g.body).toMatchObject({
      status: 'falhou',
      erro: 'O sistema antigo recusou o acesso. Confira o token.',
      pode_desfazer: true,
    });
    const d = await rest(
      destino.app,
      'POST',
      `/api/importacoes/${p.body.id}/desfazer`,
      undefined,
      nova.token,
    );
    expect(d.body.desfazer).toMatchObject({ removidos_por_tipo: { pacientes: 100 }, mantidos: [] });
    expect(await contar(destino, nova.idConta)).toBe(0);
  });

  it('an e-mail and password are exchanged for a token through the old system’s login, never kept', async () => {
    const antiga = await clinicaComToken(origem);
    const nova = await clinicaComToken(destino);
    const p = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url: urlOrigem, email: antiga.email, senha: antiga.senha },
      nova.token,
    );
    expect(p.status).toBe(201);
    const linha = await destino.db
      .selectFrom('importacao')
      .selectAll()
      .where('id', '=', p.body.id)
      .executeTakeFirstOrThrow();
    expect(linha.origem_token).toBeTruthy();
    expect(JSON.stringify(linha)).not.toContain(antiga.senha);
    expect(log.join('\n')).not.toContain(antiga.senha);
    const errada = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url: urlOrigem, email: antiga.email, senha: 'errada-123' },
      nova.token,
    );
    expect(errada).toMatchObject({
      status: 400,
      body: { message: 'O sistema antigo recusou o e-mail ou a senha.' },
    });
  });

  it('a wrong token and a wrong address are 400 in pt-BR', async () => {
    const nova = await clinicaComToken(destino);
    const semToken = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url: urlOrigem, token: 'x' },
      nova.token,
    );
    expect(semToken).toMatchObject({
      status: 400,
      body: { message: 'O sistema antigo recusou o acesso. Confira o token.' },
    });
    const esquema = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url: 'ftp://antigo.com.br', token: 'x' },
      nova.token,
    );
    expect(esquema.body.message).toBe(
      'Endereço inválido. Use o endereço do sistema antigo, como https://app.antigo.com.br.',
    );
    const credenciais = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url: 'https://a:b@antigo.com.br', token: 'x' },
      nova.token,
    );
    expect(credenciais.status).toBe(400);
    const vazio = await rest(
      destino.app,
      'POST',
      '/api/importacoes',
      { origem: 'api', url: urlOrigem },
      nova.token,
    );
    expect(vazio.status).toBe(400);
  });

  it('without IMPORTACAO_REDE_LOCAL, loopback, private and link-local addresses are refused', async () => {
    const c = await clinicaComToken(origem);
    for (const url of [
      urlOrigem,
      'http://localhost:1',
      'http://10.0.0.1',
      'http://192.168.1.10/api',
      'http://169.254.169.254',
      'http://[::1]:3000',
      'http://[::ffff:127.0.0.1]',
      'http://0.0.0.0',
    ]) {
      const r = await rest(
        origem.app,
        'POST',
        '/api/importacoes',
        { origem: 'api', url, token: 'segredo' },
        c.token,
      );
      expect({ url, ...r }).toMatchObject({
        url,
        status: 400,
        body: { message: 'Este endereço aponta para uma rede interna e não é permitido.' },
      });
    }
  });
});
