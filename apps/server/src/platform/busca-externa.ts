import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * A server-side GET of JSON from an address a user typed (issue 39: the old system's API), so it
 * guards against SSRF: only http(s); private, loopback, link-local, unique-local, multicast and
 * reserved addresses refused unless `redeLocal` (checked on every address the name resolves to,
 * at connect time — a name that resolves differently later can't slip through —, and again on
 * every redirect); a timeout; a size cap on the answer. Never logs the URL's query or the token.
 */
export type OpcoesBusca = {
  redeLocal: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirecionamentos?: number;
};
export type RespostaJson = { status: number; cabecalhos: http.IncomingHttpHeaders; corpo: unknown };

/** Why a fetch failed, for the caller's pt-BR message. */
export class FalhaBusca extends Error {
  constructor(readonly motivo: 'endereco' | 'rede_interna' | 'inacessivel' | 'grande' | 'resposta') {
    super(`busca externa: ${motivo}`);
    this.name = 'FalhaBusca';
  }
}

const BLOQUEADOS = new net.BlockList();
for (const [rede, prefixo] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOQUEADOS.addSubnet(rede, prefixo, 'ipv4');
}
for (const [rede, prefixo] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  BLOQUEADOS.addSubnet(rede, prefixo, 'ipv6');
}

/** Whether an address is one a fetcher on the server must not reach (an IPv4-mapped IPv6 as its IPv4). */
export function enderecoInterno(ip: string): boolean {
  const mapeado = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapeado) return BLOQUEADOS.check(mapeado, 'ipv4');
  const familia = net.isIP(ip);
  if (familia === 0) return true;
  return BLOQUEADOS.check(ip, familia === 4 ? 'ipv4' : 'ipv6');
}

type Endereco = { address: string; family: number };

/** dns.lookup that refuses internal addresses (the request's `lookup`: used at connect time). */
export function lookupGuardado(redeLocal: boolean) {
  return (
    host: string,
    opcoes: dns.LookupOptions,
    cb: (erro: NodeJS.ErrnoException | null, endereco: string | Endereco[], familia?: number) => void,
  ) => {
    const todos: dns.LookupAllOptions = { all: true, hints: opcoes.hints ?? 0 };
    if (opcoes.family) todos.family = opcoes.family;
    dns.lookup(host, todos, (erro, lista) => {
      if (erro) return cb(erro, '');
      if (!redeLocal && lista.some((e) => enderecoInterno(e.address)))
        return cb(new FalhaBusca('rede_interna'), '');
      if (opcoes.all) return cb(null, lista);
      const [primeiro] = lista;
      return primeiro ? cb(null, primeiro.address, primeiro.family) : cb(new FalhaBusca('inacessivel'), '');
    });
  };
}

/** A JSON body to POST (a login); without it, a GET. */
type Envio = { json: unknown } | null;

function umPedido(
  url: URL,
  token: string | null,
  o: OpcoesBusca,
  envio: Envio,
): Promise<RespostaJson & { local?: string }> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !o.redeLocal && enderecoInterno(literal))
    return Promise.reject(new FalhaBusca('rede_interna'));
  const cliente = url.protocol === 'https:' ? https : http;
  return new Promise((ok, falha) => {
    const corpo = envio ? Buffer.from(JSON.stringify(envio.json)) : null;
    const pedido = cliente.request(
      url,
      {
        method: corpo ? 'POST' : 'GET',
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(corpo
            ? { 'content-type': 'application/json', 'content-length': String(corpo.byteLength) }
            : {}),
        },
        lookup: lookupGuardado(o.redeLocal),
        timeout: o.timeoutMs,
      },
      (res) => {
        const local = res.headers.location;
        if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && local) {
          res.resume();
          return ok({ status: res.statusCode, cabecalhos: res.headers, corpo: null, local });
        }
        const partes: Buffer[] = [];
        let tamanho = 0;
        res.on('data', (d: Buffer) => {
          tamanho += d.byteLength;
          if (tamanho > o.maxBytes) {
            res.destroy();
            falha(new FalhaBusca('grande'));
          } else partes.push(d);
        });
        res.on('error', () => falha(new FalhaBusca('inacessivel')));
        res.on('end', () => {
          const texto = Buffer.concat(partes).toString('utf8');
          let corpo: unknown = null;
          try {
            corpo = texto ? JSON.parse(texto) : null;
          } catch {
            return falha(new FalhaBusca('resposta'));
          }
          ok({ status: res.statusCode ?? 0, cabecalhos: res.headers, corpo });
        });
      },
    );
    pedido.setTimeout(o.timeoutMs, () => pedido.destroy(new FalhaBusca('inacessivel')));
    pedido.on('error', (e) => falha(e instanceof FalhaBusca ? e : new FalhaBusca('inacessivel')));
    pedido.end(corpo ?? undefined);
  });
}

/**
 * GET `url` as JSON (or POST `envio.json`). Redirects are followed (at most 3), each one through
 * the same guard; the token (and a posted body) go only to the origin they were given for.
 */
export async function obterJson(
  url: URL,
  token: string | null,
  o: OpcoesBusca,
  envio: Envio = null,
): Promise<RespostaJson> {
  let atual = url;
  for (let i = 0; i <= (o.maxRedirecionamentos ?? 3); i++) {
    if (atual.protocol !== 'http:' && atual.protocol !== 'https:') throw new FalhaBusca('endereco');
    const mesma = atual.origin === url.origin;
    if (envio && !mesma) throw new FalhaBusca('inacessivel');
    const r = await umPedido(atual, mesma ? token : null, o, envio);
    if (!r.local) return r;
    atual = new URL(r.local, atual);
  }
  throw new FalhaBusca('inacessivel');
}
