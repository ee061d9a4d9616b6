/**
 * Moving in at scale (issue 39): an old system — another instance of this product, in a
 * throwaway database — with BENCH_PACIENTES patients (40,000) and BENCH_AGENDAS appointments
 * (200,000, 20 professionals), imported over real HTTP by a second instance (its own throwaway
 * database) through the API import's worker. Meanwhile the importing clinic's patient search
 * (`GET /api/pacientes?q=`, over HTTP) is timed every 200 ms. Prints the whole import's time, the
 * time of each stage, the counts, the peak growth of RSS and of the live heap, and the search's
 * p50/p95 during the import. Both instances run in this one process, as two servers would on one
 * machine.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @clinica/server bench:importacao
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { processarImportacoes } from '../src/modules/importacao/execucao';
import { criarAppDeTeste } from '../src/testing/app-de-teste';
import { clinicaComToken, criarUsuarioComPermissoes } from '../src/testing/fabrica';
import { bancoDescartavel, URL_BASE } from './banco-descartavel';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 40_000);
const AGENDAS = Number(process.env.BENCH_AGENDAS ?? 200_000);
const PROFISSIONAIS = 20;

const escrever = (linha: string) => process.stdout.write(`${linha}\n`);
const percentil = (xs: number[], p: number) => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.ceil((p / 100) * o.length) - 1)] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

const bancoOrigem = await bancoDescartavel(URL_BASE, 'clinica_bench_imp_origem');
const bancoDestino = await bancoDescartavel(URL_BASE, 'clinica_bench_imp_destino');
try {
  const origem = await criarAppDeTeste(bancoOrigem.url);
  const destino = await criarAppDeTeste(bancoDestino.url, { IMPORTACAO_REDE_LOCAL: 'true' });
  await origem.app.listen({ port: 0, host: '127.0.0.1' });
  await destino.app.listen({ port: 0, host: '127.0.0.1' });
  const urlOrigem = `http://127.0.0.1:${(origem.app.server.address() as AddressInfo).port}`;
  const urlDestino = `http://127.0.0.1:${(destino.app.server.address() as AddressInfo).port}`;

  // The old system: patients with distinct mobiles, professionals, one treatment, and a past
  // agenda of finished appointments (30 minutes each, one after another per professional).
  const semeio = performance.now();
  const antiga = await clinicaComToken(origem);
  for (let i = 0; i < PROFISSIONAIS; i++)
    await criarUsuarioComPermissoes(origem.db, antiga.idConta, [], {
      tipo: 'PROFISSIONAL',
      nome: `Profissional ${String(i + 1).padStart(2, '0')}`,
    });
  const { id: idTratamento } = await origem.db
    .insertInto('tratamento')
    .values({ id_conta: antiga.idConta, nome: 'Consulta', preco_venda: 15000, preco_custo: 0, duracao: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into paciente (id_conta, nome, celular, sexo, nascimento)
    select ${antiga.idConta}, 'Paciente ' || g, '119' || lpad(g::text, 8, '0'), 'Outro', '1990-01-01'
    from generate_series(1, ${PACIENTES}) g`.execute(origem.db);
  await sql`with p as (select id, row_number() over (order by id) - 1 as k from paciente where id_conta = ${antiga.idConta}),
      u as (select id, row_number() over (order by id) - 1 as k from usuario
            where id_conta = ${antiga.idConta} and tipo = 'PROFISSIONAL')
    insert into agenda (id_conta, id_paciente, id_profissional, id_tratamento, inicio, fim, duracao, status)
    select ${antiga.idConta}, p.id, u.id, ${idTratamento},
      timestamptz '2020-01-06 11:00Z' + (g / ${PROFISSIONAIS}) * interval '30 minutes',
      timestamptz '2020-01-06 11:30Z' + (g / ${PROFISSIONAIS}) * interval '30 minutes', 30, 'Finalizada'
    from generate_series(0, ${AGENDAS - 1}) g
    join p on p.k = g % ${PACIENTES}
    join u on u.k = g % ${PROFISSIONAIS}`.execute(origem.db);
  await sql`analyze`.execute(origem.db);
  escrever(
    `origem: ${PACIENTES} pacientes, ${AGENDAS} agendamentos, ${PROFISSIONAIS} profissionais, ` +
      `semeados em ${((performance.now() - semeio) / 1000).toFixed(1)} s`,
  );

  // The clinic that moves in: preview, confirm, then the worker's pass to the end.
  const nova = await clinicaComToken(destino);
  const cabecalhos = { authorization: `Bearer ${nova.token}`, 'content-type': 'application/json' };
  const inicioPrevia = performance.now();
  const criada = await fetch(`${urlDestino}/api/importacoes`, {
    method: 'POST',
    headers: cabecalhos,
    body: JSON.stringify({ origem: 'api', url: urlOrigem, token: antiga.token }),
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
  const etapas: { etapa: string; desde: number }[] = [];
  const base = process.memoryUsage();
  let picoRss = base.rss;
  let picoHeap = base.heapUsed;
  let ativo = true;
  const inicio = performance.now();
  const lado = (async () => {
    for (let i = 0; ativo; i++) {
      const t0 = performance.now();
      const r = await fetch(
        `${urlDestino}/api/pacientes?q=${encodeURIComponent(`Paciente ${(i * 7919) % PACIENTES}`)}&page=1&limit=15`,
        {
          headers: cabecalhos,
        },
      );
      await r.arrayBuffer();
      buscas.push(performance.now() - t0);
      const m = process.memoryUsage();
      picoRss = Math.max(picoRss, m.rss);
      picoHeap = Math.max(picoHeap, m.heapUsed);
      const { etapa } = await destino.db
        .selectFrom('importacao')
        .select('etapa')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (etapa && etapas.at(-1)?.etapa !== etapa) etapas.push({ etapa, desde: performance.now() - inicio });
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
    escrever(`  ${e.etapa.padEnd(16)} ${((ate - e.desde) / 1000).toFixed(1).padStart(7)} s`);
  }
  for (const tipo of ['profissionais', 'tratamentos', 'pacientes', 'agendas']) {
    const c = fim.contagens[tipo];
    if (c) escrever(`  ${tipo}: ${c.importados} de ${c.total} importados, ${c.erros} erros`);
  }
  escrever(
    `memória: RSS +${mb(picoRss - base.rss)} no pico, heap +${mb(picoHeap - base.heapUsed)} no pico ` +
      `(amostras a cada busca, sem GC forçado)`,
  );
  escrever(
    `busca de pacientes durante a importação: ${buscas.length} buscas, ` +
      `p50 ${percentil(buscas, 50).toFixed(1)} ms, p95 ${percentil(buscas, 95).toFixed(1)} ms`,
  );
  await destino.fechar();
  await origem.fechar();
} finally {
  await bancoDestino.descartar();
  await bancoOrigem.descartar();
}
