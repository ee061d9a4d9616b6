import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { enderecoInterno, FalhaBusca, lookupGuardado, type OpcoesBusca } from './busca-externa';

/*
 * A server-side GET of a file's bytes from an address a user typed (issue 39: the old system's
 * photos and files), with busca-externa.ts' guard: only http(s), internal addresses refused
 * unless `redeLocal` (at connect time and on every redirect), a timeout, and the token only to the
 * origin it was given for. The bytes are streamed, never held whole: past `maxBytes` the answer is
 * cut (the consumer sees one chunk past the cap and refuses the file). Never logs the URL or token.
 */

/** `esperaSeg`: a 429's Retry-After in seconds, when it said one. */
type Aberta = { status: number; local?: string; corpo: http.IncomingMessage | null; esperaSeg?: number };

function umPedido(url: URL, token: string | null, o: OpcoesBusca): Promise<Aberta> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !o.redeLocal && enderecoInterno(literal))
    return Promise.reject(new FalhaBusca('rede_interna'));
  const cliente = url.protocol === 'https:' ? https : http;
  return new Promise((ok, falha) => {
    const pedido = cliente.request(
      url,
      {
        method: 'GET',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        lookup: lookupGuardado(o.redeLocal),
        timeout: o.timeoutMs,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const local = res.headers.location;
        if (status >= 300 && status < 400 && local) {
          res.resume();
          return ok({ status, local, corpo: null });
        }
        if (status !== 200) {
          res.resume();
          const espera = Number(res.headers['retry-after']);
          return ok({ status, corpo: null, ...(espera > 0 ? { esperaSeg: espera } : {}) });
        }
        ok({ status, corpo: res });
      },
    );
    pedido.setTimeout(o.timeoutMs, () => pedido.destroy(new FalhaBusca('inacessivel')));
    pedido.on('error', (e) => falha(e instanceof FalhaBusca ? e : new FalhaBusca('inacessivel')));
    pedido.end();
  });
}

/** The body, chunk by chunk, cut one chunk past `maxBytes`; a broken connection is a FalhaBusca. */
async function* ate(corpo: http.IncomingMessage, maxBytes: number): AsyncIterable<Uint8Array> {
  let tamanho = 0;
  try {
    for await (const pedaco of corpo as AsyncIterable<Buffer>) {
      tamanho += pedaco.byteLength;
      yield pedaco;
      if (tamanho > maxBytes) return;
    }
  } catch {
    throw new FalhaBusca('inacessivel');
  } finally {
    corpo.destroy();
  }
}

/**
 * GET `url`'s bytes: a stream of them (200), or the status it answered instead. Redirects are
 * followed (at most 3), each through the same guard.
 */
export async function abrirBytes(
  url: URL,
  token: string | null,
  o: OpcoesBusca,
): Promise<{ status: number; corpo: AsyncIterable<Uint8Array> | null; esperaSeg?: number }> {
  let atual = url;
  for (let i = 0; i <= (o.maxRedirecionamentos ?? 3); i++) {
    if (atual.protocol !== 'http:' && atual.protocol !== 'https:') throw new FalhaBusca('endereco');
    const r = await umPedido(atual, atual.origin === url.origin ? token : null, o);
    if (!r.local)
      return {
        status: r.status,
        corpo: r.corpo ? ate(r.corpo, o.maxBytes) : null,
        ...(r.esperaSeg ? { esperaSeg: r.esperaSeg } : {}),
      };
    atual = new URL(r.local, atual);
  }
  throw new FalhaBusca('inacessivel');
}
