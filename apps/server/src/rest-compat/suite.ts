import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, rest } from '../testing';
import { criarAppDoBundle } from '../testing/app-do-bundle';
import { camposAusentesComMotivo, camposAusentesNoOpenApi } from './campos';

/**
 * The suite runs against the BUILT server (issue 33: what an integrator talks to is what ships);
 * REST_COMPAT_FONTES=1 runs it on the sources instead, to debug with a stack at hand.
 */
export function appCompat(env: Record<string, string> = {}): Promise<AppDeTeste> {
  return process.env.REST_COMPAT_FONTES === '1'
    ? criarAppDeTeste(inject('databaseUrl'), env)
    : criarAppDoBundle(inject('databaseUrl'), env);
}

/**
 * One rest-compat test file's app and its OpenAPI document, and the check every call makes:
 * the status, the spec's field paths in the answer, and the same paths in the route's documented
 * answer. Call it at the top of the file; `app()` and `doc()` are ready inside tests.
 */
export function suiteRestCompat(env: Record<string, string> = {}) {
  let t: AppDeTeste | undefined;
  let doc: Parameters<typeof camposAusentesNoOpenApi>[0];
  beforeAll(async () => {
    t = await appCompat(env);
    doc = (await rest(t.app, 'GET', '/api/openapi.json')).body;
  });
  afterAll(() => t?.fechar());
  return {
    app: () => {
      if (!t) throw new Error('suiteRestCompat: app() antes do beforeAll');
      return t;
    },
    doc: () => doc,
    campos(
      resposta: { status: number; body: unknown },
      metodo: string,
      rota: string,
      caminhos: readonly string[],
      status = 200,
    ) {
      expect(resposta.status).toBe(status);
      expect(camposAusentesComMotivo(resposta.body, caminhos)).toEqual([]);
      expect(camposAusentesNoOpenApi(doc, metodo, rota, caminhos, status)).toEqual([]);
    },
  };
}

/** Each element of a list answer: the same paths under '[]'. */
export const lista = (f: readonly string[]) => f.map((c) => `[].${c}`);
