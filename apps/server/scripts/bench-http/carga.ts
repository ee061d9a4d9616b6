import autocannon from 'autocannon';

export type Medida = {
  cenario: string;
  superficie: string;
  req_s: number;
  p50_ms: number;
  p97_5_ms: number;
  p99_ms: number;
  erros: number;
  nao_2xx: number;
};

/**
 * One load run: `conexoes` keep-alive connections for `segundos`, each request's path taken in
 * turn from `caminhos` (search terms, pages), so no answer is one cached row.
 */
export async function carregar(
  url: string,
  caminhos: string[],
  opcoes: { conexoes: number; segundos: number; token: string; rotulo: [string, string] },
): Promise<Medida> {
  let i = 0;
  const r = await autocannon({
    url,
    connections: opcoes.conexoes,
    duration: opcoes.segundos,
    headers: { authorization: `Bearer ${opcoes.token}`, 'accept-encoding': 'identity' },
    requests: [
      {
        setupRequest: (req) => {
          const caminho = caminhos[i++ % caminhos.length] ?? '/';
          return { ...req, path: caminho };
        },
      },
    ],
  });
  return {
    cenario: opcoes.rotulo[0],
    superficie: opcoes.rotulo[1],
    req_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p97_5_ms: r.latency.p97_5,
    p99_ms: r.latency.p99,
    erros: r.errors + r.timeouts,
    nao_2xx: r.non2xx,
  };
}
