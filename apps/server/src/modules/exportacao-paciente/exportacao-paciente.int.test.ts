import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import yauzl from 'yauzl';
import {
  type AppDeTeste,
  clinicaComOrcamento,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  payload,
  pedidoOrcamento,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
/** What the server logged (LOG_LEVEL info): a failure midway must name no patient. */
const log: string[] = [];
beforeAll(async () => {
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    { LOG_LEVEL: 'info' },
    { destinoLog: { write: (l) => log.push(l) } },
  );
});
afterAll(() => t.fechar());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (b: Buffer, tipo: string) => `data:${tipo};base64,${b.toString('base64')}`;
/** A PDF of `n` bytes (the type check reads its first bytes), different from any other. */
const pdfDe = (n: number) => {
  const b = Buffer.alloc(n, 0x41);
  b.write('%PDF-1.4\n');
  for (let i = 9; i < n; i += 4093) b[i] = (i * 31) % 251;
  return b;
};

/** Every entry of a ZIP (the bytes of each), read with yauzl from the downloaded buffer. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((ok, falha) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, z) => {
      if (err || !z) return falha(err);
      const entradas = new Map<string, Buffer>();
      z.on('entry', (e: yauzl.Entry) => {
        z.openReadStream(e, (err2, s) => {
          if (err2 || !s) return falha(err2);
          const partes: Buffer[] = [];
          s.on('data', (d: Buffer) => partes.push(d));
          s.on('end', () => {
            entradas.set(e.fileName, Buffer.concat(partes));
            z.readEntry();
          });
        });
      });
      z.on('end', () => ok(entradas));
      z.on('error', falha);
      z.readEntry();
    });
  });
}

/** A patient with a signed document, a signed anamnesis, an appointment, a budget, a photo and a file. */
async function cenario() {
  const c = await clinicaComOrcamento(t);
  await t.db.updateTable('paciente').set({ cpf: '52998224725' }).where('id', '=', c.ana).execute();
  const doc = await rest(
    t.app,
    'POST',
    '/api/pacientes_termos',
    {
      id_paciente: c.ana,
      tipo: 'TERMO',
      titulo: 'Clareamento',
      cabecalho: '<p>Ana</p>',
      corpo: '<p>Autorizo.</p>',
    },
    c.token,
  );
  expect(doc.status, JSON.stringify(doc.body)).toBe(201);
  const assinado = await t.app.inject({
    method: 'PUT',
    url: `/api/pacientes_termos/assinar/${doc.body.codigo}`,
    payload: { assinatura: dataUrl(PNG, 'image/png') },
    headers: { 'user-agent': 'Celular da Ana' },
  });
  expect(assinado.statusCode).toBe(200);
  const questao = await rest(
    t.app,
    'POST',
    '/api/questoes-anamnese',
    { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao' },
    c.token,
  );
  const modelo = await rest(
    t.app,
    'POST',
    '/api/modelos-anamnese',
    { nome: 'Anamnese geral', questoes: [questao.body.id] },
    c.token,
  );
  const anamnese = await rest(
    t.app,
    'POST',
    '/api/pacientes-anamnese',
    { id_modelo_anamnese: modelo.body.id, id_paciente: c.ana },
    c.token,
  );
  const assinada = await rest(t.app, 'PUT', `/api/pacientes-anamnese/assinar/${anamnese.body.codigo}`, {
    respostas: [{ id_pergunta: questao.body.id, resposta: 'Não' }],
    assinatura: dataUrl(PNG, 'image/png'),
  });
  expect(assinada.status).toBe(200);
  const agenda = await rest(t.app, 'POST', '/api/agendas', payload(c), c.token);
  expect(agenda.status).toBe(201);
  const orcamento = await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c), c.token);
  expect(orcamento.status).toBe(200);
  const foto = await rest(
    t.app,
    'POST',
    '/api/fotos',
    { id_paciente: c.ana, foto: dataUrl(PNG, 'image/png'), nome: 'Antes', nome_arquivo: 'antes.png' },
    c.token,
  );
  expect(foto.status).toBe(201);
  const bytesArquivo = pdfDe(2048);
  const arquivo = await rest(
    t.app,
    'POST',
    '/api/arquivos',
    {
      id_paciente: c.ana,
      arquivo: dataUrl(bytesArquivo, 'application/pdf'),
      nome: 'Exame',
      nome_arquivo: 'raio x|frente?.pdf',
    },
    c.token,
  );
  expect(arquivo.status).toBe(201);
  return {
    ...c,
    idDocumento: doc.body.id as number,
    idAnamnese: anamnese.body.id as number,
    idAgenda: agenda.body.id as number,
    idOrcamento: orcamento.body.id as number,
    idFoto: foto.body.id as number,
    idArquivo: arquivo.body.id as number,
    // As stored (the upload keeps the base name), then made safe for a ZIP entry.
    nomeArquivoZip: `arquivos/${arquivo.body.id}-${String(arquivo.body.nome_arquivo).replace(/[/\\:*?"<>|]/g, '_')}`,
    bytesArquivo,
  };
}

const baixar = (id: number, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pacientes/${id}/exportacao`,
    headers: { authorization: `Bearer ${token}` },
  });

/**
 * The 'exportacao' rows of the access log. They are written off the request path (a batch every
 * 200 ms): wait until `minimo` are there, or, for none, past two batches.
 */
async function exportacoesRegistradas(idConta: number, idPaciente: number, minimo = 0) {
  const ler = () =>
    t.db
      .selectFrom('acesso_paciente')
      .selectAll()
      .where('id_conta', '=', idConta)
      .where('id_paciente', '=', idPaciente)
      .where('acao', '=', 'exportacao')
      .execute();
  if (minimo === 0) {
    await new Promise((r) => setTimeout(r, 500));
    return ler();
  }
  return vi.waitFor(
    async () => {
      const linhas = await ler();
      if (linhas.length < minimo) throw new Error(`${linhas.length} de ${minimo}`);
      return linhas;
    },
    { timeout: 5000, interval: 50 },
  );
}

describe('exportar dados do paciente (issue 19)', () => {
  it('o ZIP contém o que diz: resumo em PDF, todos os dados em JSON, impressões assinadas com evidência, fotos e arquivos', async () => {
    const s = await cenario();
    const r = await baixar(s.ana, s.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    const hoje = new Date().toISOString().slice(0, 8);
    expect(r.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="paciente-${s.ana}-dados-${hoje}\\d\\d\\.zip"`),
    );
    expect(r.headers['content-disposition']).not.toContain('Ana');
    expect(r.headers['cache-control']).toBe('no-store');

    const z = await unzip(r.rawPayload);
    const nomes = [...z.keys()];
    expect(nomes).toEqual(
      expect.arrayContaining([
        'resumo.pdf',
        'dados.json',
        `documentos/documento-${s.idDocumento}-clareamento.html`,
        `documentos/anamnese-${s.idAnamnese}-anamnese-geral.html`,
        `fotos/${s.idFoto}.png`,
        s.nomeArquivoZip,
      ]),
    );
    expect(nomes).toHaveLength(6);
    expect(z.get('resumo.pdf')!.subarray(0, 4).toString()).toBe('%PDF');
    expect(z.get(`fotos/${s.idFoto}.png`)!.equals(PNG)).toBe(true);
    expect(z.get(s.nomeArquivoZip)!.equals(s.bytesArquivo)).toBe(true);

    const dados = JSON.parse(z.get('dados.json')!.toString('utf8'));
    expect(dados.paciente).toMatchObject({ id: s.ana, nome: 'Ana Souza', cpf: '52998224725' });
    expect(dados.exportado_por.id).toBe(s.idUsuario);
    const ids = (lista: { id: number }[]) => lista.map((x) => x.id);
    expect(ids(dados.documentos)).toEqual([s.idDocumento]);
    expect(ids(dados.anamneses)).toEqual([s.idAnamnese]);
    expect(ids(dados.agendamentos)).toEqual([s.idAgenda]);
    expect(ids(dados.orcamentos)).toEqual([s.idOrcamento]);
    expect(dados.itens_orcamento).toHaveLength(2);
    expect(ids(dados.fotos)).toEqual([s.idFoto]);
    expect(ids(dados.arquivos)).toEqual([s.idArquivo]);
    expect(dados.anamneses[0].respostas).toEqual(
      expect.arrayContaining([expect.objectContaining({ resposta: 'Não' })]),
    );
    // Nothing of another patient (Bruno), no credentials, no bytes.
    const texto = z.get('dados.json')!.toString('utf8');
    expect(texto).not.toContain('Bruno');
    expect(texto).not.toContain('senha_hash');
    expect(texto).not.toContain('"codigo"');
    expect(texto).not.toContain(PNG.toString('base64'));

    const impressao = z.get(`documentos/documento-${s.idDocumento}-clareamento.html`)!.toString('utf8');
    const linha = await t.db
      .selectFrom('paciente_termo')
      .select(['hash_conteudo', 'hash_assinatura'])
      .where('id', '=', s.idDocumento)
      .executeTakeFirstOrThrow();
    expect(impressao).toContain(linha.hash_conteudo!);
    expect(impressao).toContain(linha.hash_assinatura!);
    expect(impressao).toContain('Celular da Ana');
    expect(impressao).toContain(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(impressao).toContain('Autorizo.');
    expect(impressao).not.toMatch(/<script/i);
    const anamnese = z.get(`documentos/anamnese-${s.idAnamnese}-anamnese-geral.html`)!.toString('utf8');
    expect(anamnese).toContain('Fuma?');
    expect(anamnese).toContain('SHA-256 do conteúdo');

    const registros = await exportacoesRegistradas(s.idConta, s.ana, 1);
    expect(registros).toHaveLength(1);
    expect(registros[0]).toMatchObject({ id_usuario: s.idUsuario, ip: '127.0.0.1' });
  });

  it('só o ADM exporta: outro usuário, mesmo com todas as permissões de pacientes, recebe 403 e nada é registrado', async () => {
    const c = await clinicaComOrcamento(t);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, [
      'PACIENTES_LISTAR',
      'PACIENTES_EDITAR',
      'PACIENTES_AUDITORIA',
      'FOTOS_LISTAR',
      'ARQUIVOS_LISTAR',
    ]);
    const token = await entrar(t.app, u.email, u.senha);
    const r = await baixar(c.ana, token);
    expect(r.statusCode).toBe(403);
    expect(r.headers['content-type']).toMatch(/json/);
    expect(await exportacoesRegistradas(c.idConta, c.ana)).toHaveLength(0);
  });

  it('paciente de outra clínica responde 404 e não registra nada', async () => {
    const c = await clinicaComOrcamento(t);
    const outra = await criarClinica(t.deps);
    const token = await entrar(t.app, outra.email, outra.senha);
    const r = await baixar(c.ana, token);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('Paciente não encontrado.');
    expect(await exportacoesRegistradas(c.idConta, c.ana)).toHaveLength(0);
    expect(await exportacoesRegistradas(outra.idConta, c.ana)).toHaveLength(0);
  });

  it('transmite em fluxo: com um arquivo de 6 MB, os cabeçalhos chegam antes do corpo, em pedaços, sem Content-Length', async () => {
    const c = await clinicaComOrcamento(t);
    const grande = pdfDe(6 * 1024 * 1024);
    const up = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      {
        id_paciente: c.ana,
        arquivo: dataUrl(grande, 'application/pdf'),
        nome: 'Grande',
        nome_arquivo: 'grande.pdf',
      },
      c.token,
    );
    expect(up.status).toBe(201);
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const porta = (t.app.server.address() as AddressInfo).port;
    const r = await new Promise<{
      cabecalhos: http.IncomingHttpHeaders;
      pedacos: number;
      corpo: Buffer;
      antes: number;
    }>((ok, falha) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: porta,
            path: `/api/pacientes/${c.ana}/exportacao`,
            headers: { authorization: `Bearer ${c.token}` },
          },
          (res) => {
            // Bytes already received when the headers were handed over: far less than the 6 MB.
            const antes = res.readableLength;
            const partes: Buffer[] = [];
            res.on('data', (d: Buffer) => partes.push(d));
            res.on('end', () =>
              ok({ cabecalhos: res.headers, pedacos: partes.length, corpo: Buffer.concat(partes), antes }),
            );
            res.on('error', falha);
          },
        )
        .on('error', falha);
    });
    expect(r.cabecalhos['transfer-encoding']).toBe('chunked');
    expect(r.cabecalhos['content-length']).toBeUndefined();
    expect(r.antes).toBeLessThan(1024 * 1024);
    expect(r.pedacos).toBeGreaterThan(10);
    const z = await unzip(r.corpo);
    const grandeNoZip = [...z.entries()].find(([n]) => n.endsWith('-grande.pdf'))?.[1];
    expect(grandeNoZip?.equals(grande)).toBe(true);
  });

  it('uma falha no meio (arquivo sumido do armazenamento) corta o download e registra só o código do erro', async () => {
    const c = await clinicaComOrcamento(t);
    const up = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      {
        id_paciente: c.ana,
        arquivo: dataUrl(pdfDe(4096), 'application/pdf'),
        nome: 'Some',
        nome_arquivo: 'some.pdf',
      },
      c.token,
    );
    expect(up.status).toBe(201);
    // The bytes stop being readable as this patient's file (storage lost them).
    await t.db
      .updateTable('arquivo')
      .set({ finalidade: 'logo' })
      .where('id', '=', (eb) =>
        eb.selectFrom('paciente_arquivo').select('id_arquivo').where('id', '=', up.body.id),
      )
      .execute();
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const porta = (t.app.server.address() as AddressInfo).port;
    const desfecho = await new Promise<string>((ok) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: porta,
            path: `/api/pacientes/${c.ana}/exportacao`,
            headers: { authorization: `Bearer ${c.token}` },
          },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.on('data', () => undefined);
            res.on('end', () => ok('completo'));
            res.on('aborted', () => ok('cortado'));
            res.on('error', () => ok('cortado'));
          },
        )
        .on('error', () => ok('cortado'));
    });
    expect(desfecho).toBe('cortado');
    await vi.waitFor(() => expect(log.join('')).toContain('ARQUIVO_AUSENTE'));
    const linhas = log.filter((l) => l.includes('exporta'));
    expect(linhas.length).toBeGreaterThan(0);
    for (const l of linhas) {
      expect(l).not.toContain('Ana Souza');
      expect(l).not.toContain('some.pdf');
    }
  });
});
