/**
 * Server time of the agenda's calendar windows and list pages on the seeded clinic
 * (seed-agenda.ts, 1,000,000 appointments), through the service functions the tRPC and REST
 * handlers call (no HTTP), after a warm-up: p50 and p95 over BENCH_CHAMADAS calls (default 300)
 * per scenario. Windows and pages are spread over the whole agenda, so the cache sees a
 * realistic mix rather than one hot week.
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server bench:agenda
 *   pnpm --filter @clinica/server bench:agenda          (PGlite in .data/bench-pglite)
 */
import { FUSO_PADRAO, horaLocalDe } from '@clinica/domain';
import { loadConfig } from '../src/config';
import { listarAgenda, listarIntervaloAgenda } from '../src/modules/agenda/agenda.service';
import type { Ator } from '../src/platform/ator';
import { criarDeps } from '../src/platform/criar-deps';
import { abrirBancoBench, escrever } from './bench-alvo';

const CHAMADAS = Number(process.env.BENCH_CHAMADAS ?? 300);
const AQUECIMENTO = 30;
/** The seed's ADM (seed-agenda.ts): the clinic is found by it. */
const EMAIL_BENCH_AGENDA = 'bench-agenda@clinica.app';
/** The list's page size (the Lista shows 15 rows). */
const POR_PAGINA = 15;

const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;

/** Each call answers how many rows it got: the table shows the mean, the window's weight. */
async function medir(nome: string, chamada: (i: number) => Promise<number>) {
  for (let i = 0; i < AQUECIMENTO; i++) await chamada(i);
  const tempos: number[] = [];
  let linhas = 0;
  for (let i = 0; i < CHAMADAS; i++) {
    const t0 = performance.now();
    // Not the warm-up's arguments again: measured call i is call AQUECIMENTO + i.
    linhas += await chamada(AQUECIMENTO + i);
    tempos.push(performance.now() - t0);
  }
  tempos.sort((a, b) => a - b);
  return {
    cenário: nome,
    chamadas: CHAMADAS,
    linhas: Math.round(linhas / CHAMADAS),
    p50_ms: +percentil(tempos, 50).toFixed(2),
    p95_ms: +percentil(tempos, 95).toFixed(2),
  };
}

/** 'YYYY-MM-DD' plus n calendar days. */
const somarDias = (data: string, n: number) => {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + n)).toISOString().slice(0, 10);
};
const diaDaSemana = (data: string) => new Date(`${data}T12:00:00Z`).getUTCDay();
/** A spread of indexes that is not a scan in order (7919 is prime, coprime to the lengths here). */
const espalhar = <T>(lista: readonly T[], i: number): T => lista[(i * 7919) % lista.length]!;

async function main() {
  const { db, descricao } = await abrirBancoBench();
  const u = await db
    .selectFrom('usuario')
    .selectAll()
    .where('email', '=', EMAIL_BENCH_AGENDA)
    .executeTakeFirst();
  if (!u) throw new Error('Rode antes: pnpm --filter @clinica/server seed:agenda');
  const deps = criarDeps({
    db,
    config: loadConfig({ JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }),
    jwtSecret: 'x'.repeat(40),
  });
  const ator: Ator = {
    idUsuario: u.id,
    idConta: u.id_conta,
    nome: u.nome,
    email: u.email,
    tipo: 'ADM',
    idPerfil: u.id_perfil,
    permissoes: [],
    conta: {
      id: u.id_conta,
      nome: 'Clínica Benchmark Agenda',
      tipo: 'clinica',
      fuso: FUSO_PADRAO,
      lembreteHora: '18:00',
    },
  };
  const profissionais = (
    await db
      .selectFrom('usuario')
      .select('id')
      .where('id_conta', '=', u.id_conta)
      .where('tipo', '=', 'PROFISSIONAL')
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  const limites = await db
    .selectFrom('agenda')
    .select((eb) => [eb.fn.min('inicio').as('de'), eb.fn.max('inicio').as('ate')])
    .where('id_conta', '=', u.id_conta)
    .executeTakeFirstOrThrow();
  if (!limites.de || !limites.ate || !profissionais.length)
    throw new Error('Rode antes: pnpm --filter @clinica/server seed:agenda');
  const primeiro = horaLocalDe(new Date(limites.de), FUSO_PADRAO).data;
  const ultimo = horaLocalDe(new Date(limites.ate), FUSO_PADRAO).data;

  // The days with data: working days (the seed books none on weekends), and the Mondays that
  // start a week inside the range.
  const diasUteis: string[] = [];
  const segundas: string[] = [];
  for (let d = primeiro; d <= ultimo; d = somarDias(d, 1)) {
    const s = diaDaSemana(d);
    if (s !== 0 && s !== 6) diasUteis.push(d);
    if (s === 1 && somarDias(d, 4) <= ultimo) segundas.push(d);
  }
  // The month view: 6 weeks from the Monday on or before the 1st (42 days, as the calendar).
  const meses: string[] = [];
  for (let d = `${primeiro.slice(0, 7)}-01`; d <= ultimo; d = `${somarDias(d, 32).slice(0, 7)}-01`) {
    meses.push(somarDias(d, -((diaDaSemana(d) + 6) % 7)));
  }

  const { total } = await listarAgenda(deps, ator, { page: 1, limit: 1, q: '' });
  escrever(
    `${descricao}: ${total} agendamentos na clínica ${u.id_conta} (${primeiro} a ${ultimo}), ` +
      `${profissionais.length} profissionais; ${CHAMADAS} chamadas por cenário após ${AQUECIMENTO} de aquecimento.`,
  );
  const pagina = async (page: number, idProfissional?: number) =>
    (await listarAgenda(deps, ator, { page, limit: POR_PAGINA, q: '', id_profissional: idProfissional }))
      .itens.length;
  const r = [
    await medir('(a) Semana de um profissional (7 dias)', async (i) => {
      const inicio = espalhar(segundas, i);
      const id_profissional = espalhar(profissionais, i + 3);
      return (await listarIntervaloAgenda(deps, ator, { inicio, fim: somarDias(inicio, 6), id_profissional }))
        .length;
    }),
    await medir('(b) Dia da clínica inteira (1 dia, todos)', async (i) => {
      const dia = espalhar(diasUteis, i);
      return (await listarIntervaloAgenda(deps, ator, { inicio: dia, fim: dia })).length;
    }),
    await medir('(c) Mês de um profissional (42 dias)', async (i) => {
      const inicio = espalhar(meses, i);
      const id_profissional = espalhar(profissionais, i + 7);
      return (
        await listarIntervaloAgenda(deps, ator, { inicio, fim: somarDias(inicio, 41), id_profissional })
      ).length;
    }),
    await medir('(d) Lista, página 1 da clínica (15 + total)', () => pagina(1)),
    await medir('(e) Lista, página 1 de um profissional (15 + total)', (i) =>
      pagina(1, espalhar(profissionais, i)),
    ),
    await medir('(f) Lista, página aleatória entre as 200 primeiras (15 + total)', (i) =>
      pagina(1 + ((i * 7919) % 200)),
    ),
  ];
  escrever(
    '| cenário | chamadas | linhas por chamada | p50 (ms) | p95 (ms) |\n| --- | --- | --- | --- | --- |',
  );
  for (const l of r) escrever(`| ${l.cenário} | ${l.chamadas} | ${l.linhas} | ${l.p50_ms} | ${l.p95_ms} |`);
  await db.destroy();
}

await main();
