import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar } from '../testing';
import { criarAppDoBundle } from '../testing/app-do-bundle';
import { casosDaOperacao, operacoesDoDocumento, palavrasEmIngles } from './mensagens-pt';

/*
 * Every refusal in pt-BR, on what ships (issue 33, DECISIONS 18 and 25): each OpenAPI route of
 * the BUILT server gets wrong types, out-of-range numbers, over-long texts and unknown options in
 * its body, query and path; no message may carry an English word. The same requests go to the
 * app built from the sources: a refusal must read the same on both — the check that once caught
 * the bundle answering 'Too big: expected number to be <=100' while the suites stayed green.
 */
let bundle: AppDeTeste;
let fontes: AppDeTeste;
let token: string;
beforeAll(async () => {
  [bundle, fontes] = await Promise.all([
    criarAppDoBundle(inject('databaseUrl')),
    criarAppDeTeste(inject('databaseUrl')),
  ]);
  const c = await criarClinica(fontes.deps);
  token = await entrar(bundle.app, c.email, c.senha);
}, 120_000);
afterAll(async () => {
  await Promise.all([bundle?.fechar(), fontes?.fechar()]);
});

describe('mensagens de recusa da API REST', () => {
  it('nenhuma em inglês no servidor construído, e iguais às das fontes', { timeout: 240_000 }, async () => {
    const doc = (await bundle.app.inject({ url: '/api/openapi.json' })).json();
    const operacoes = operacoesDoDocumento(doc);
    expect(operacoes.length).toBeGreaterThan(100);
    const emIngles: string[] = [];
    const diferentes: string[] = [];
    let recusas = 0;
    for (const op of operacoes) {
      for (const caso of casosDaOperacao(op)) {
        const pedido = {
          method: op.metodo,
          url: caso.url,
          headers: { authorization: `Bearer ${token}` },
          ...(caso.corpo === undefined ? {} : { payload: caso.corpo as object }),
        };
        const [b, f] = await Promise.all([bundle.app.inject(pedido), fontes.app.inject(pedido)]);
        if (b.statusCode < 400 || b.statusCode === 429) continue;
        const mensagem = lerMensagem(b.body);
        recusas++;
        const ingles = palavrasEmIngles(mensagem);
        if (ingles.length)
          emIngles.push(`${op.metodo} ${caso.url} (${caso.nome}) → ${b.statusCode} ${mensagem}`);
        if (b.statusCode === 400 && (f.statusCode !== 400 || lerMensagem(f.body) !== mensagem))
          diferentes.push(
            `${op.metodo} ${caso.url} (${caso.nome}): construído '${mensagem}', fontes ${f.statusCode} '${lerMensagem(f.body)}'`,
          );
      }
    }
    expect(emIngles).toEqual([]);
    expect(diferentes).toEqual([]);
    // The walk really reached the validators: most cases are refused.
    expect(recusas).toBeGreaterThan(operacoes.length);
  });
});

function lerMensagem(corpo: string): string {
  try {
    const j = JSON.parse(corpo) as { message?: unknown };
    return typeof j.message === 'string' ? j.message : corpo;
  } catch {
    return corpo;
  }
}
