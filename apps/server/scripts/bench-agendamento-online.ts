/**
 * Server time of the public booking page's questions (issue 34) on the agenda benchmark's clinic
 * (seed-agenda.ts: 20 professionals, 1,000,000 appointments filling every working day 07:00–20:00
 * until about six months ahead), through the service functions the REST and tRPC handlers call
 * (no HTTP; the per-IP counter write each request makes is included). Before measuring, it gives
 * every professional Monday–Saturday 07:00–20:00 (Saturdays are free in the seed) and turns online
 * booking on for every treatment and professional, idempotently.
 * Scenarios: the free slots of one day for one treatment across all 20 professionals (days spread
 * over the horizon), and the day picker's 'days with a free slot' over the whole 60-day horizon.
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server seed:agenda
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server bench:agendamento-online
 */
import { FUSO_PADRAO, horaLocalDe, somarDias } from '@clinica/domain';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import {
  diasComVagaPublicos,
  vagasDoDiaPublicas,
} from '../src/modules/agendamento-publico/vagas-publicas.service';
import { criarDeps } from '../src/platform/criar-deps';
import { AQUECIMENTO, abrirBancoBench, CHAMADAS, escrever, medir } from './bench-alvo';

const EMAIL_BENCH_AGENDA = 'bench-agenda@clinica.app';
const SLUG = 'bench-agenda';
const HORIZONTE = 60;

async function main() {
  const { db, descricao } = await abrirBancoBench();
  const u = await db
    .selectFrom('usuario')
    .select(['id_conta'])
    .where('email', '=', EMAIL_BENCH_AGENDA)
    .executeTakeFirst();
  if (!u) throw new Error('Rode antes: pnpm --filter @clinica/server seed:agenda');
  const idConta = u.id_conta;
  const profissionais = (
    await db
      .selectFrom('usuario')
      .select('id')
      .where('id_conta', '=', idConta)
      .where('tipo', '=', 'PROFISSIONAL')
      .execute()
  ).map((p) => p.id);
  const tratamentos = await db
    .selectFrom('tratamento')
    .select(['id', 'duracao'])
    .where('id_conta', '=', idConta)
    .execute();

  // The hours and settings the page reads (replaced on every run: idempotent).
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('horario_profissional').where('id_conta', '=', idConta).execute();
    await trx
      .insertInto('horario_profissional')
      .values(
        profissionais.flatMap((id_profissional) =>
          ([1, 2, 3, 4, 5, 6] as const).map((dia_semana) => ({
            id_conta: idConta,
            id_profissional,
            dia_semana,
            inicio: '07:00',
            fim: '20:00',
          })),
        ),
      )
      .execute();
    await trx.updateTable('conta').set({ agendamento_slug: SLUG }).where('id', '=', idConta).execute();
    // The public page takes bookings only under a subscription the agenda works with.
    await trx
      .insertInto('cobranca')
      .values({ id_conta: idConta, status: 'active', price_id: 'demo_essencial_novo', provedor: 'demo' })
      .onConflict((oc) => oc.column('id_conta').doUpdateSet({ status: 'active' }))
      .execute();
    await trx
      .insertInto('agendamento_online')
      .values({ id_conta: idConta, ativo: true, horizonte_dias: HORIZONTE })
      .onConflict((oc) => oc.column('id_conta').doUpdateSet({ ativo: true, horizonte_dias: HORIZONTE }))
      .execute();
    await trx.deleteFrom('agendamento_online_tratamento').where('id_conta', '=', idConta).execute();
    await trx.deleteFrom('agendamento_online_profissional').where('id_conta', '=', idConta).execute();
    await trx
      .insertInto('agendamento_online_tratamento')
      .values(tratamentos.map((t) => ({ id_conta: idConta, id_tratamento: t.id })))
      .execute();
    await trx
      .insertInto('agendamento_online_profissional')
      .values(profissionais.map((id_profissional) => ({ id_conta: idConta, id_profissional })))
      .execute();
  });
  await sql`ANALYZE agenda`.execute(db);

  const deps = criarDeps({
    db,
    config: loadConfig({ JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }),
    jwtSecret: 'x'.repeat(40),
    // One address asks thousands of times here: the public budget is lifted, its write stays.
    limites: { publico: { pontos: 1_000_000_000, janelaSeg: 60 } },
  });
  const origem = { ip: '203.0.113.7', userAgent: 'bench' };
  const hoje = horaLocalDe(new Date(), FUSO_PADRAO).data;
  const tratamento = (i: number) => tratamentos[(i * 7) % tratamentos.length]!.id;
  const total = await db
    .selectFrom('agenda')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_conta', '=', idConta)
    .executeTakeFirstOrThrow();
  escrever(
    `${descricao}: ${total.n} agendamentos, ${profissionais.length} profissionais, ${tratamentos.length} tratamentos; ` +
      `${CHAMADAS} chamadas por cenário após ${AQUECIMENTO} de aquecimento.`,
  );
  let vagas = 0;
  const resultados = [
    await medir('vagas de um dia, um tratamento, 20 profissionais', async (i) => {
      const data = somarDias(hoje, (i * 7919) % (HORIZONTE + 1));
      vagas += (await vagasDoDiaPublicas(deps, origem, SLUG, { id_tratamento: tratamento(i), data })).length;
    }),
    await medir('dias com vaga no horizonte (60 dias), 20 profissionais', (i) =>
      diasComVagaPublicos(deps, origem, SLUG, { id_tratamento: tratamento(i) }),
    ),
    await medir('dias com vaga no horizonte, um profissional', (i) =>
      diasComVagaPublicos(deps, origem, SLUG, {
        id_tratamento: tratamento(i),
        id_profissional: profissionais[i % profissionais.length],
      }),
    ),
  ];
  escrever(`(média de ${Math.round(vagas / (CHAMADAS + AQUECIMENTO))} vagas por dia consultado)`);
  escrever('| cenário | chamadas | p50 (ms) | p95 (ms) |\n| --- | --- | --- | --- |');
  for (const l of resultados) escrever(`| ${l.cenário} | ${l.chamadas} | ${l.p50_ms} | ${l.p95_ms} |`);
  await db.destroy();
}

await main();
