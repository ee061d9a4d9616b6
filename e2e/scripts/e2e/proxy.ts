import http from 'node:http';

/**
 * The journeys' front door: everything goes to the BUILT server (`node dist/main.js`, as
 * `pnpm start` runs it) unchanged, streamed both ways (server-sent events included). The one
 * exception is the service-worker update journey (tests/plataforma/app-instalavel.spec.ts): a
 * browser holding the cookie `e2e_sw=<tag>` gets /sw.js with a comment appended, so its service
 * worker script differs and installs as a waiting version. Playwright cannot route the
 * browser's own update fetch, and the built server has no test hooks, hence here.
 */
const agente = new http.Agent({ keepAlive: true, maxSockets: 64 });
const marcaSw = (cookie: string | undefined) => /(?:^|;\s*)e2e_sw=([\w-]+)/.exec(cookie ?? '')?.[1];

export function encaminhar(req: http.IncomingMessage, res: http.ServerResponse, destino: URL) {
  const tag = req.url?.split('?')[0] === '/sw.js' ? marcaSw(req.headers.cookie) : undefined;
  const headers = { ...req.headers };
  if (tag) {
    // The full plain file every time: no 304 from an earlier ETag, no brotli copy.
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    delete headers['accept-encoding'];
  }
  const ida = http.request(
    { host: destino.hostname, port: destino.port, method: req.method, path: req.url, headers, agent: agente },
    (volta) => {
      if (!tag || volta.statusCode !== 200) {
        res.writeHead(volta.statusCode ?? 502, volta.headers);
        volta.pipe(res);
        return;
      }
      const partes: Buffer[] = [];
      volta.on('data', (p: Buffer) => partes.push(p));
      volta.on('end', () => {
        const corpo = `${Buffer.concat(partes).toString('utf8')}\n// versão de teste ${tag}\n`;
        const { 'content-length': _t, etag: _e, ...resto } = volta.headers;
        res.writeHead(200, resto);
        res.end(corpo);
      });
    },
  );
  ida.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('servidor indisponível');
    else res.destroy();
  });
  // A browser that goes away (a closed event stream) closes the upstream request too.
  res.on('close', () => ida.destroy());
  req.pipe(ida);
}
