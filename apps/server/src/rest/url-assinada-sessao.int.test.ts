import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, rest } from '../testing';
import { clinicaComPaciente, dataUrlPdf } from '../testing/cenario-paciente';

/**
 * Issue 38: a signed file URL handed out in a session names it and dies with it; one made for a
 * file in use dies when the file is archived (platform/url-assinada.ts, rest/arquivo.ts).
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const semOrigem = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('URL assinada de um arquivo do paciente', () => {
  it('a URL entregue numa sessão para de abrir no logout; arquivar o arquivo também a aposenta (issue 38)', async () => {
    const c = await clinicaComPaciente(t);
    const novo = async (token: string) =>
      (
        await rest(
          t.app,
          'POST',
          '/api/arquivos',
          { id_paciente: c.idPaciente, arquivo: dataUrlPdf(), nome: 'Exame' },
          token,
        )
      ).body as { id: number; url: string };
    const abre = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: semOrigem(url) })).statusCode;
    const arq = await novo(c.token);
    expect(new URL(arq.url).searchParams.get('s')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await abre(arq.url)).toBe(200);

    // Archiving retires the URL handed out while it was in use.
    const outro = await novo(c.token);
    expect((await rest(t.app, 'DELETE', `/api/arquivos/${outro.id}`, undefined, c.token)).status).toBe(204);
    expect(await abre(outro.url)).toBe(404);

    // Logout: the same URL is refused at once, as a link with no session.
    expect((await rest(t.app, 'POST', '/api/logout', undefined, c.token)).status).toBeLessThan(300);
    expect((await t.app.inject({ method: 'GET', url: semOrigem(arq.url) })).json()).toMatchObject({
      message: MSG.geral.linkArquivoInvalido,
    });
    expect(await abre(arq.url)).toBe(403);
    // A tampered session id breaks the signature; a URL made outside any session (a job, a public
    // page) still opens for its window.
    const trocada = new URL(arq.url);
    trocada.searchParams.set('s', 'B'.repeat(22));
    expect(await abre(trocada.toString())).toBe(403);
    expect(await abre(t.deps.urls.assinar(`/api/arquivos/${arq.id}/download`, c.idConta))).toBe(200);
  });
});
