import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { iniciarBundleEmBancoNovo } from '../testing/app-do-bundle';
import type { Instancia } from '../testing/instancias';

/*
 * Issue 38, critical: one multipart POST to /trpc used to spin the event loop at 100 % and stop
 * every clinic. Checked against the BUILT server (a separate process, so a hang fails the test
 * instead of freezing the runner): every content type the server knows, to a public
 * and a protected procedure, must be answered within a second, and the health check after.
 */
let servidor: Instancia;
let fechar: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ servidor, fechar } = await iniciarBundleEmBancoNovo(inject('databaseUrl'), 'tipos'));
}, 120_000);
afterAll(() => fechar?.());

const CORPO_MULTIPART = '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n';
const TIPOS: [string, string | undefined, string][] = [
  ['multipart sem boundary', 'multipart/form-data', CORPO_MULTIPART],
  ['multipart com boundary', 'multipart/form-data; boundary=xyz', CORPO_MULTIPART],
  ['multipart truncado', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-da'],
  ['urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=2'],
  ['texto', 'text/plain', '{"json":{"email":"a@b.c"}}'],
  ['octet-stream', 'application/octet-stream', '\u0000\u0001\u0002'],
  ['sem tipo', undefined, '{"email":"a@b.c"}'],
];

async function saudavel() {
  const r = await fetch(`${servidor.url}/api/saude`, { signal: AbortSignal.timeout(1000) });
  expect(r.status).toBe(200);
}

describe('/trpc recusa, sem ler o corpo, o que não é JSON', () => {
  for (const procedimento of ['sessao.login', 'paciente.list']) {
    it.each(TIPOS)(`${procedimento}: %s → 415 em menos de 1 s`, async (_nome, tipo, corpo) => {
      const inicio = Date.now();
      const r = await fetch(`${servidor.url}/trpc/${procedimento}`, {
        method: 'POST',
        headers: tipo ? { 'content-type': tipo } : {},
        body: tipo ? corpo : new Blob([corpo]),
        signal: AbortSignal.timeout(1000),
      });
      expect(r.status).toBe(415);
      const erro = (await r.json()) as { error: { message: string; data: { codigo: string } } };
      expect(erro.error.message).toBe(MSG.geral.tipoDeConteudo);
      expect(erro.error.data.codigo).toBe('ENTRADA_INVALIDA');
      expect(Date.now() - inicio).toBeLessThan(1000);
      await saudavel();
    });
  }

  it('JSON continua aceito (login errado → 401 com a mensagem do spec)', async () => {
    const r = await fetch(`${servidor.url}/trpc/sessao.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: 'ninguem@clinica.app', senha: 'nao-e-esta' }),
      // A hang guard, not a speed target: an unknown e-mail still costs a production-strength
      // hash in the built server, which took over 2 s beside the journeys on two cores.
      signal: AbortSignal.timeout(15_000),
    });
    expect(r.status).toBe(401);
    await saudavel();
  });
});
