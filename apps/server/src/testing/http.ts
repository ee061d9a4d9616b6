import type { FastifyInstance } from 'fastify';

export type Resposta = { status: number; body: any };

/** Calls a tRPC procedure over real HTTP, as the web client does (no transformer). */
export async function trpc(
  app: FastifyInstance,
  tipo: 'query' | 'mutation',
  caminho: string,
  input?: unknown,
  token?: string,
): Promise<Resposta> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    tipo === 'query'
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${caminho}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers,
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${caminho}`,
          payload: (input ?? {}) as object,
          headers,
        });
  const json = res.json();
  return { status: res.statusCode, body: json.error ? json.error : json.result.data };
}

/** Calls a REST path with an optional bearer token. */
export async function rest(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  token?: string,
): Promise<Resposta> {
  const res = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

/** GET a REST path and keep the answer's headers too (X-Total-Count). */
export async function restComCabecalhos(app: FastifyInstance, url: string, token: string) {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Logs in through REST and returns the bearer token. */
export async function entrar(app: FastifyInstance, email: string, senha: string): Promise<string> {
  const r = await rest(app, 'POST', '/api/login', { email, senha });
  if (r.status !== 200) throw new Error(`login falhou: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}
