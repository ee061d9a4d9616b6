import net from 'node:net';
import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, rest } from '../testing';
import { clinicaComPaciente, dataUrlPdf } from '../testing/cenario-paciente';

/*
 * Issue 38: a bucket server that accepts connections and then says nothing. Without the client's
 * timeouts an upload waited for the operating system's minutes; now it fails in about a second
 * (two attempts of 400 ms here) with 503 and the pt-BR message, and the server keeps answering.
 */
let silencioso: net.Server;
const conexoes = new Set<net.Socket>();
let t: AppDeTeste;
beforeAll(async () => {
  silencioso = net.createServer((s) => {
    conexoes.add(s);
    s.on('error', () => {});
    s.on('close', () => conexoes.delete(s));
  });
  await new Promise<void>((pronto) => silencioso.listen(0, '127.0.0.1', pronto));
  const porta = (silencioso.address() as net.AddressInfo).port;
  // The SDK signs with credentials from the process's environment (its default chain).
  process.env.AWS_ACCESS_KEY_ID ??= 'silencio';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'silencio';
  t = await criarAppDeTeste(inject('databaseUrl'), {
    ARQUIVOS: 's3',
    S3_BUCKET: 'clinica-silenciosa',
    S3_ENDPOINT: `http://127.0.0.1:${porta}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_TIMEOUT_CONEXAO_MS: '400',
    S3_TIMEOUT_PEDIDO_MS: '400',
  });
});
afterAll(async () => {
  await t?.fechar();
  for (const s of conexoes) s.destroy();
  await new Promise((pronto) => silencioso?.close(pronto));
});

describe('S3 que não responde', () => {
  it('um envio falha em segundos com 503 e a mensagem; nada fica gravado; o servidor segue respondendo', async () => {
    const { token, idPaciente } = await clinicaComPaciente(t, 'Silvia Silêncio');
    const p = { id: idPaciente };
    const inicio = Date.now();
    const r = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      { id_paciente: p.id, arquivo: dataUrlPdf(), nome: 'Laudo' },
      token,
    );
    expect(Date.now() - inicio).toBeLessThan(10_000);
    expect(r).toMatchObject({
      status: 503,
      body: { code: 'SERVICO_INDISPONIVEL', message: MSG.geral.armazenamentoIndisponivel },
    });
    expect((await rest(t.app, 'GET', `/api/arquivos/paciente/${p.id}`, undefined, token)).body).toEqual([]);
    expect((await t.app.inject({ url: '/api/saude' })).statusCode).toBe(200);
  });
});
