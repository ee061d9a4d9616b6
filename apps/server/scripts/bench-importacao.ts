/**
 * Moving in at scale (issue 39): an old system — another instance of this product, in its own
 * process and throwaway database (bench-importacao-origem.ts) — with BENCH_PACIENTES patients
 * (40,000, realistic names) and BENCH_AGENDAS appointments (200,000, 20 professionals), imported
 * over real HTTP by this instance (its own throwaway database) through the API import's worker.
 * Meanwhile the importing clinic's patient search (`GET /api/pacientes?q=`, over HTTP, the terms
 * of the patient search benchmark) is timed every 200 ms; the same searches are timed again with
 * the import done, for comparison. Prints the whole import's time, the time of each stage, the
 * counts, the peak growth of RSS and of the live heap, and the searches' p50/p95.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @clinica/server bench:importacao
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import readline from 'node:readline';
import { processarImportacoes } from '../src/modules/importacao/execucao';
import { criarAppDeTeste } from '../src/testing/app-de-teste';
import { clinicaComToken } from '../src/testing/fabrica';
import { bancoDescartavel, URL_BASE } from './banco-descartavel';
import { BUSCAS_DE_PACIENTE } from './seed-pacientes-dados';

const escrever = (linha: string) => process.stdout.write(`${linha}\n`);
const percentil = (xs: number[], p: number) => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.ceil((p / 100) * o.length) - 1)] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const resumoBuscas = (xs: number[]) =>
  `${xs.length} buscas, p50 ${percentil(xs, 50).toFixed(1)} ms, p95 ${percentil(xs, 95).toFixed(1)} ms`;

// The old system starts in its own process and says where it listens once it is seeded.
const processoOrigem = spawn('pnpm', ['exec', 'tsx', 'scripts/bench-importacao-origem.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const linhaOrigem = await new Promise<string>((ok, falha) => {
  const leitor = readline.createInterface({ input: processoOrigem.stdout });
  leitor.once('line', ok);
  processoOrigem.once('exit', (c) => falha(new Error(`a origem saiu com ${c}`)));
});
const {
  url: urlOrigem,
  token: tokenOrigem,
  pacientes,
  segundos,
} = JSON.parse(linhaOrigem) as {
  url: string;
  token: string;
  pacientes: number;
  segundos: number;
};
escrever(
  `origem (outro processo): ${pacientes} pacientes e seus agendamentos semeados em ${segundos.toFixed(1)} s`,
);

const bancoDestino = await bancoDescartavel(URL_BASE, 'clinica_bench_imp_destino');
try {
  const destino = await criarAppDeTeste(bancoDestino.url, { IMPORTACAO_REDE_LOCAL: 'true' });
  await destino.app.listen({ port: 0, host: '127.0.0.1' });
  const urlDestino = `http://127.0.0.1:${(destino.app.server.address() as AddressInfo).port}`;

  // The clinic that moves in: preview, confirm, then the worker's pass to the end.
  const nova = await clinicaComToken(destino);
  const cabecalhos = { authorization: `Bearer ${nova.token}`, 'content-type': 'application/json' };
  const inicioPrevia = performance.now();
  const criada = await fetch(`${urlDestino}/api/importacoes`, {
    method: 'POST',
    headers: cabecalhos,
    body: JSON.stringify({ origem: 'api', url: urlOrigem, token: tokenOrigem }),
  });
  const { id } = (await criada.json()) as { id: number };
  if (criada.status !== 201) throw new Error(`prévia: HTTP ${criada.status}`);
  escrever(`prévia: ${Math.round(performance.now() - inicioPrevia)} ms`);
  const confirmada = await fetch(`${urlDestino}/api/importacoes/${id}/confirmar`, {
    method: 'POST',
    headers: cabecalhos,
  });
  if (confirmada.status !== 200) throw new Error(`confirmar: HTTP ${confirmada.status}`);

  // Beside it: the clinic searching its patients, memory, and the stage in progress.
  const buscas: number[] = [];
  // Each stage with the peak growth of RSS and live heap while it ran (which stage holds memory).
  const etapas: { etapa: string; desde: number; rss: number; heap: number }[] = [];
  const base = process.memoryUsage();
  let picoRss = base.rss;
  let picoHeap = base.heapUsed;
  let ativo = true;
  const inicio = performance.now();
  const buscar = async (i: number) => {
    const t0 = performance.now();
    const termo = BUSCAS_DE_PACIENTE[i % BUSCAS_DE_PACIENTE.length] ?? '';
    const r = await fetch(`${urlDestino}/api/pacientes?q=${encodeURIComponent(termo)}&page=1&limit=15`, {
      headers: cabecalhos,
    });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`busca: HTTP ${r.status}`);
    return performance.now() - t0;
  };
  const lado = (async () => {
    for (let i = 0; ativo; i++) {
      buscas.push(await buscar(i));
      const m = process.memoryUsage();
      picoRss = Math.max(picoRss, m.rss);
      picoHeap = Math.max(picoHeap, m.heapUsed);
      const { etapa } = await destino.db
        .selectFrom('importacao')
        .select('etapa')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (etapa && etapas.at(-1)?.etapa !== etapa)
        etapas.push({ etapa, desde: performance.now() - inicio, rss: 0, heap: 0 });
      const atual = etapas.at(-1);
      if (atual) {
        atual.rss = Math.max(atual.rss, m.rss - base.rss);
        atual.heap = Math.max(atual.heap, m.heapUsed - base.heapUsed);
      }
      await new Promise((ok) => setTimeout(ok, 200));
    }
  })();
  await processarImportacoes(destino.deps, { conta: nova.idConta });
  const total = performance.now() - inicio;
  ativo = false;
  await lado;

  const fim = (await (
    await fetch(`${urlDestino}/api/importacoes/${id}`, { headers: cabecalhos })
  ).json()) as {
    status: string;
    contagens: Record<string, { total: number; importados: number; erros: number }>;
  };
  escrever(`importação: ${fim.status} em ${(total / 1000).toFixed(1)} s`);
  for (const [i, e] of etapas.entries()) {
    const ate = etapas[i + 1]?.desde ?? total;
    escrever(
      `  ${e.etapa.padEnd(16)} ${((ate - e.desde) / 1000).toFixed(1).padStart(7)} s` +
        `   pico: RSS +${mb(e.rss)}, heap +${mb(e.heap)}`,
    );
  }
  for (const tipo of [
    'profissionais',
    'tratamentos',
    'pacientes',
    'agendas',
    'documentos',
    'anamneses',
    'fotos',
    'arquivos',
  ]) {
    const c = fim.contagens[tipo];
    if (c) escrever(`  ${tipo}: ${c.importados} de ${c.total} importados, ${c.erros} erros`);
  }
  const imagens = await destino.db
    .selectFrom('paciente_termo')
    .select((eb) => [
      eb.fn.countAll<string>().as('assinados'),
      eb.fn.count<string>('id_arquivo_assinatura').as('com_imagem'),
    ])
    .where('id_conta', '=', nova.idConta)
    .where('assinado_em', 'is not', null)
    .executeTakeFirstOrThrow();
  escrever(`  documentos assinados: ${imagens.assinados}, com a imagem da assinatura: ${imagens.com_imagem}`);
  escrever(
    `memória: RSS +${mb(picoRss - base.rss)} no pico, heap +${mb(picoHeap - base.heapUsed)} no pico ` +
      `(amostras a cada busca, sem GC forçado)`,
  );
  // The same searches with the import done: what the clinic's search costs on its own.
  const depois: number[] = [];
  for (let i = 0; i < buscas.length; i++) depois.push(await buscar(i));
  escrever(`busca de pacientes durante a importação: ${resumoBuscas(buscas)}`);
  escrever(`a mesma busca depois da importação:      ${resumoBuscas(depois)}`);
  await destino.fechar();
} finally {
  await bancoDestino.descartar();
  processoOrigem.kill('SIGTERM');
  await new Promise((ok) => processoOrigem.once('exit', ok));
}
