/**
 * Issue 18.5: does one big upload stop everyone? The embedded mode (PGlite + files on disk) in a
 * throw-away DATA_DIR, the real app listening on a local port, a clinic with BENCH_PACIENTES
 * patients (default 300). While 20 MB uploads are in flight — one, then four in parallel — patient
 * searches go over HTTP back to back; their latency is printed as p50/p95/max. Scenarios:
 *   multipart   the web client's way (streamed to disk)
 *   json        the old clients' data-URL body (still accepted: parsed and decoded in memory)
 * Uploads are sent at BENCH_MBPS megabytes per second (default 40, a fast LAN; 0 = as fast as the
 * loopback goes). Target: searches under 100 ms during the multipart uploads.
 *   pnpm --filter @clinica/server bench:upload
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { criarDeps } from '../src/platform/criar-deps';
import { PARAMETROS_TESTE } from '../src/platform/senha';
import { criarClinica } from '../src/testing/fabrica';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 300);
const MBPS = Number(process.env.BENCH_MBPS ?? 40);
const TAMANHO = 20 * 1024 * 1024 - 4096;
const NOMES = ['Ana', 'Bruno', 'Carla', 'Davi', 'Elaine', 'Fábio', 'Gisele', 'Hugo', 'Iara', 'João'];
const BUSCAS = ['ana', 'bruno', 'carla', 'davi', 'elaine', 'fabio', 'gisele', 'hugo', 'iara', 'joao'];

const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-bench-upload-'));
const segredo = randomBytes(32).toString('hex');
const config = loadConfig({
  DATA_DIR: pasta,
  JWT_SECRET: segredo,
  LOG_LEVEL: 'silent',
  DEMO_SEED: 'false',
  LEMBRETES_WORKER: 'false',
});
const db = await createDb({ kind: 'pglite', dataDir: path.join(pasta, 'pglite') });
await migrateToLatest(db);
const app = await buildApp({
  config,
  db,
  jwtSecret: segredo,
  parametrosSenha: PARAMETROS_TESTE,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const porta = (app.server.address() as AddressInfo).port;
const base = `http://127.0.0.1:${porta}`;

const deps = criarDeps({ db, config, jwtSecret: segredo, parametrosSenha: PARAMETROS_TESTE });
const clinica = await criarClinica(deps);
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: clinica.email, senha: clinica.senha }),
});
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };

let idPaciente = 0;
for (let i = 0; i < PACIENTES; i++) {
  const r = await fetch(`${base}/api/pacientes`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      nome: `${NOMES[i % NOMES.length]} Teste ${i}`,
      celular: `1198${String(1000000 + i).slice(-7)}`,
      sexo: 'Feminino',
      nascimento: '01/02/1990',
    }),
  });
  if (r.status !== 201) throw new Error(`paciente: ${r.status} ${await r.text()}`);
  idPaciente = ((await r.json()) as { id: number }).id;
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(TAMANHO - 9)]);

/** Writes `partes` to the request at BENCH_MBPS, yielding to the loop between 256 KB chunks. */
async function escreverNoRitmo(req: http.ClientRequest, partes: Buffer[]) {
  const inicio = performance.now();
  let enviado = 0;
  for (const parte of partes) {
    for (let i = 0; i < parte.byteLength; i += 256 * 1024) {
      const pedaco = parte.subarray(i, i + 256 * 1024);
      if (!req.write(pedaco)) await new Promise((r) => req.once('drain', r));
      enviado += pedaco.byteLength;
      const devido = MBPS > 0 ? (enviado / (MBPS * 1024 * 1024)) * 1000 : 0;
      const espera = devido - (performance.now() - inicio);
      await new Promise((r) => (espera > 0 ? setTimeout(r, espera) : setImmediate(r)));
    }
  }
  req.end();
}

function enviar(tipo: 'multipart' | 'json'): Promise<number> {
  const fronteira = `----bench${randomBytes(8).toString('hex')}`;
  const partes =
    tipo === 'multipart'
      ? [
          Buffer.from(
            `--${fronteira}\r\nContent-Disposition: form-data; name="id_paciente"\r\n\r\n${idPaciente}\r\n` +
              `--${fronteira}\r\nContent-Disposition: form-data; name="nome"\r\n\r\nExame grande\r\n` +
              `--${fronteira}\r\nContent-Disposition: form-data; name="arquivo"; filename="exame.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          pdf,
          Buffer.from(`\r\n--${fronteira}--\r\n`),
        ]
      : [
          Buffer.from(
            JSON.stringify({
              id_paciente: idPaciente,
              nome: 'Exame grande',
              arquivo: `data:application/pdf;base64,${pdf.toString('base64')}`,
            }),
          ),
        ];
  const tamanho = partes.reduce((s, p) => s + p.byteLength, 0);
  return new Promise((ok, falha) => {
    const req = http.request(
      `${base}/api/arquivos`,
      {
        method: 'POST',
        headers: {
          ...auth,
          'content-type':
            tipo === 'multipart' ? `multipart/form-data; boundary=${fronteira}` : 'application/json',
          'content-length': tamanho,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => ok(res.statusCode ?? 0));
      },
    );
    req.on('error', falha);
    escreverNoRitmo(req, partes).catch(falha);
  });
}

const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? Number.NaN;

async function buscar(i: number) {
  const t0 = performance.now();
  const r = await fetch(`${base}/api/pacientes?q=${BUSCAS[i % BUSCAS.length]}&page=1&limit=15`, {
    headers: auth,
  });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`busca: ${r.status}`);
  return performance.now() - t0;
}

async function cenario(nome: string, uploads: () => Promise<number>[]) {
  const tempos: number[] = [];
  let terminou = false;
  const t0 = performance.now();
  const envios = Promise.all(uploads()).finally(() => {
    terminou = true;
  });
  for (let i = 0; !terminou; i++) tempos.push(await buscar(i));
  const status = await envios;
  const duracao = performance.now() - t0;
  tempos.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.info(
    `${nome.padEnd(34)} ${String(tempos.length).padStart(5)} buscas  p50 ${f(percentil(tempos, 50))}  ` +
      `p95 ${f(percentil(tempos, 95))}  max ${f(tempos.at(-1) ?? Number.NaN)} ms   ` +
      `(uploads ${status.join(',')} em ${(duracao / 1000).toFixed(1)} s)`,
  );
}

try {
  for (let i = 0; i < 30; i++) await buscar(i);
  const ociosas: number[] = [];
  for (let i = 0; i < 100; i++) ociosas.push(await buscar(i));
  ociosas.sort((a, b) => a - b);
  console.info(
    `\nPGlite + disco, ${PACIENTES} pacientes, uploads de ${(TAMANHO / 1024 / 1024).toFixed(1)} MB a ${MBPS || '∞'} MB/s`,
  );
  console.info(
    `${'sem upload'.padEnd(34)} ${String(ociosas.length).padStart(5)} buscas  p50 ${percentil(ociosas, 50).toFixed(1)}  p95 ${percentil(ociosas, 95).toFixed(1)}  max ${ociosas.at(-1)?.toFixed(1)} ms`,
  );
  await cenario('multipart, 1 upload', () => [enviar('multipart')]);
  await cenario('multipart, 4 uploads em paralelo', () => [1, 2, 3, 4].map(() => enviar('multipart')));
  await cenario('JSON data URL, 1 upload', () => [enviar('json')]);
  await cenario('JSON data URL, 4 uploads em paralelo', () => [1, 2, 3, 4].map(() => enviar('json')));
} finally {
  await app.close();
  await db.destroy();
  fs.rmSync(pasta, { recursive: true, force: true });
}
