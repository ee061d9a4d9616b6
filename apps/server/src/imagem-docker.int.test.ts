import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import * as dockerfilelint from 'dockerfilelint';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bancoNovo, portaLivre } from './testing/instancias';
import { iniciarS3Local, type S3Local } from './testing/s3-local';

/**
 * The production image without a Docker engine (issue 21): infra/Dockerfile is linted, then the
 * artefact its runtime stage copies is built the same way (the server bundle by tsup, the
 * production-only node_modules by `pnpm deploy --prod --legacy`) into a throw-away folder laid out
 * as the image's /app, and started with the Dockerfile's own CMD, WORKDIR and ENV against a fresh
 * database and a local S3 server, as compose runs it. The web build is a stand-in page: this
 * checks where the server looks for it, not the web app (the end-to-end suite builds that).
 */
const execFileP = promisify(execFile);
const RAIZ_REPO = fileURLToPath(new URL('../../../', import.meta.url));
const DOCKERFILE = path.join(RAIZ_REPO, 'infra/Dockerfile');
const texto = fs.readFileSync(DOCKERFILE, 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instrucoes = texto
  .replace(/\\\r?\n/g, ' ')
  .split(/\r?\n/)
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const inicioRuntime = instrucoes.findIndex((l) => /^FROM \S+ AS runtime$/.test(l));
const runtime = instrucoes.slice(inicioRuntime);
const construcao = instrucoes.slice(0, inicioRuntime);
const argumentos = (nome: string, de = runtime) =>
  de.filter((l) => l.startsWith(`${nome} `)).map((l) => l.slice(nome.length + 1).trim());

describe('infra/Dockerfile', () => {
  it('passa no dockerfilelint', () => {
    const problemas = (
      dockerfilelint.run(path.dirname(DOCKERFILE), texto) as {
        line: number;
        title: string;
        description: string;
      }[]
    ).filter(
      // dockerfilelint 1.8 reads HEALTHCHECK options with /--\w+/, which cuts `--start-period` to
      // `--start` and reports a valid option as an invalid format; the options are checked below.
      (p) =>
        !(p.title === 'Invalid Argument Format' && /^HEALTHCHECK /.test(texto.split('\n')[p.line - 1] ?? '')),
    );
    expect(problemas).toEqual([]);
    const [saude] = argumentos('HEALTHCHECK');
    for (const opcao of saude?.split(' CMD ')[0]?.match(/--[\w-]+/g) ?? [])
      expect(['--interval', '--timeout', '--start-period', '--retries']).toContain(opcao);
  });
});

describe('o artefato da imagem, iniciado com o CMD do Dockerfile', () => {
  let pasta: string;
  let s3: S3Local;
  let servidor: ChildProcess | null = null;
  let saida = '';
  let porta: number;
  let ambiente: Record<string, string>;
  let workdir: string;
  let cmd: string[];
  let apagarBanco = async () => {};

  /** A container path (/app/...) inside the throw-away folder. */
  const local = (caminho: string) => path.join(pasta, caminho);

  beforeAll(async () => {
    pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-imagem-'));
    s3 = await iniciarS3Local('clinica-imagem');

    // What the runtime stage copies from the build stage, and how the build stage makes it.
    const copias = argumentos('COPY')
      .filter((a) => a.startsWith('--from=build '))
      .map((a) => a.split(/\s+/).slice(1));
    expect(copias).toEqual([
      ['/out/package.json', './package.json'],
      ['/out/node_modules', './node_modules'],
      ['/repo/apps/server/dist', './dist'],
      ['/repo/apps/web/dist', '/app/apps/web/dist'],
    ]);
    expect(construcao.some((l) => l.endsWith('pnpm --filter @clinica/server build'))).toBe(true);
    expect(
      construcao.some((l) => /pnpm --filter @clinica\/server deploy --prod --legacy .* \/out$/.test(l)),
    ).toBe(true);
    workdir = argumentos('WORKDIR')[0] ?? '/app';
    cmd = JSON.parse(argumentos('CMD').at(-1) ?? '[]');
    const app = local(workdir);

    // /out: the server's production dependencies only (an npm package needed at run time but
    // listed as a dev dependency is missing here, as in the image).
    const out = local('/out');
    // --prefer-offline: the metadata `pnpm install` already cached is enough, so the registry is
    // asked only for what is missing (the Dockerfile's stage starts from an empty cache).
    const deploy = ['--filter', '@clinica/server', 'deploy', '--prod', '--legacy', '--prefer-offline', out];
    await execFileP('pnpm', deploy, {
      cwd: RAIZ_REPO,
      maxBuffer: 32 * 1024 * 1024,
    });
    fs.mkdirSync(app, { recursive: true });
    fs.copyFileSync(path.join(out, 'package.json'), path.join(app, 'package.json'));
    fs.renameSync(path.join(out, 'node_modules'), path.join(app, 'node_modules'));
    // The server bundle, built by the same tsup config straight into the image's place.
    await execFileP('npx', ['tsup', '--out-dir', path.join(app, 'dist'), '--silent'], {
      cwd: path.join(RAIZ_REPO, 'apps/server'),
    });
    const web = local('/app/apps/web/dist');
    fs.mkdirSync(web, { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>imagem-de-teste</title>');

    // The image's ENV (DATA_DIR in the folder), then what compose sets for the app service.
    const envImagem = Object.fromEntries(
      argumentos('ENV')
        .flatMap((a) => a.split(/\s+/))
        .map((par) => par.split('=') as [string, string]),
    );
    porta = await portaLivre();
    const novo = await bancoNovo(inject('databaseUrl'));
    apagarBanco = novo.descartar;
    const banco = { DATABASE_URL: novo.url };
    ambiente = {
      PATH: process.env.PATH ?? '',
      ...envImagem,
      DATA_DIR: local(envImagem.DATA_DIR ?? '/data'),
      HOST: '127.0.0.1',
      PORT: String(porta),
      ...banco,
      JWT_SECRET: randomBytes(36).toString('base64'),
      DEMO_SEED: 'false',
      CEP_PROVIDER: 'offline',
      ...s3.env,
    };
    // pnpm deploy asks the registry for metadata: slow on a busy machine, hence the long limit.
  }, 180_000);

  afterAll(async () => {
    if (servidor && servidor.exitCode === null) servidor.kill('SIGKILL');
    await apagarBanco();
    await s3?.fechar();
    if (pasta) fs.rmSync(pasta, { recursive: true, force: true });
  });

  it('sobe com o CMD, responde /api/saude e a página web; os outros pontos de entrada rodam; SIGTERM encerra limpo', async () => {
    expect(cmd).toEqual(['node', 'dist/main.js']);
    const [executavel, ...args] = cmd as [string, ...string[]];
    servidor = spawn(executavel, args, {
      cwd: local(workdir),
      env: ambiente,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servidor.stdout?.on('data', (d) => {
      saida += d;
    });
    servidor.stderr?.on('data', (d) => {
      saida += d;
    });
    const base = `http://127.0.0.1:${porta}`;
    const limite = Date.now() + 45_000;
    let saude: Response | null = null;
    while (!saude?.ok) {
      if (servidor.exitCode !== null) throw new Error(`o servidor saiu (${servidor.exitCode}):\n${saida}`);
      if (Date.now() > limite) throw new Error(`sem /api/saude em 45 s:\n${saida}`);
      saude = await fetch(`${base}/api/saude`).catch(() => null);
      if (!saude?.ok) await new Promise((r) => setTimeout(r, 250));
    }
    expect(await saude.json()).toEqual({ ok: true });
    // The web build is found where the image puts it, without WEB_DIST.
    const pagina = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    expect(pagina.status).toBe(200);
    expect(await pagina.text()).toContain('imagem-de-teste');

    // The image's other entry points: the bucket creation (compose's one-shot) and the file move.
    const rodar = (script: string, extra: string[], env: Record<string, string> = {}) =>
      execFileP(executavel, [script, ...extra], { cwd: local(workdir), env: { ...ambiente, ...env } });
    const novo = 'bucket-da-imagem';
    expect((await rodar('dist/criar-bucket.js', [], { S3_BUCKET: novo })).stdout).toContain(
      `Bucket ${novo} criado.`,
    );
    expect((await rodar('dist/criar-bucket.js', [], { S3_BUCKET: novo })).stdout).toContain(
      `Bucket ${novo} pronto.`,
    );
    await s3.cliente.send(new HeadBucketCommand({ Bucket: novo }));
    expect((await rodar('dist/mover-arquivos.js', ['--para', 's3'])).stdout).toContain(
      'Pronto: 0 arquivos movidos para o bucket.',
    );

    const fim = new Promise<number | null>((ok) => servidor?.once('exit', (codigo) => ok(codigo)));
    servidor.kill('SIGTERM');
    expect(await fim).toBe(0);
  }, 90_000);
});
