/**
 * A clinic with 20 professionals, 10 treatments, 20,000 patients and 1,000,000 appointments for
 * the agenda benchmark (bench-agenda.ts): every working day, going back from about six months
 * ahead, each professional's day is filled from 07:00 to 20:00 São Paulo time with 30, 45 and
 * 60 minute slots that never overlap (the exclusion constraint would refuse them). No reminder
 * rows: the seed measures the calendar and the list, not the worker's queue.
 * Idempotent: tops the clinic up to the totals, and says so when there is nothing to do.
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server seed:agenda
 *   pnpm --filter @clinica/server seed:agenda          (PGlite in .data/bench-pglite)
 */
import { FUSO_PADRAO, horaLocalDe, instanteDeHoraLocal, type StatusAgendamento } from '@clinica/domain';
import { type Insertable, sql } from 'kysely';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import type { DB } from '../src/db/schema.gen';
import { cadastrarConta } from '../src/modules/cadastro/cadastro.service';
import { criarDeps } from '../src/platform/criar-deps';
import { abrirBancoBench, escrever } from './bench-alvo';
import {
  aleatorio,
  OBSERVACOES,
  PROFISSIONAIS,
  paciente,
  sortearAgenda,
  TRATAMENTOS,
  um,
} from './seed-agenda-dados';

/** The clinic's ADM; bench-agenda.ts finds the clinic by it (not the patient seed's e-mail). */
const EMAIL_BENCH_AGENDA = 'bench-agenda@clinica.app';
const TOTAL_AGENDAMENTOS = Number(process.env.BENCH_AGENDAMENTOS ?? 1_000_000);
const TOTAL_PACIENTES = Number(process.env.BENCH_AGENDA_PACIENTES ?? 20_000);
/** 5,000 rows × 12 columns = 60,000 parameters, under Postgres' 65,535 per statement. */
const LOTE_AGENDA = 5000;
/** How far ahead the agenda goes: the last working day about six months from today. */
const DIAS_A_FRENTE = 182;
/** The working day, in minutes after 07:00 on the clinic's clock (07:00–20:00). */
const ABERTURA = '07:00';
const EXPEDIENTE_MIN = 13 * 60;
const ALMOCO_MIN = 5 * 60; // noon

/** 'YYYY-MM-DD' plus n calendar days (negative goes back). */
const somarDias = (data: string, n: number) => {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + n)).toISOString().slice(0, 10);
};
const diaDaSemana = (data: string) => new Date(`${data}T12:00:00Z`).getUTCDay();
const ehDiaUtil = (data: string) => diaDaSemana(data) !== 0 && diaDaSemana(data) !== 6;

/**
 * Past appointments are mostly done, future ones booked (confirmed more often the nearer they
 * are); a few no-shows and cancellations either way. One draw per row whatever the branch, so
 * the sequence doesn't depend on the day the seed runs.
 */
function status(inicio: number, agora: number): StatusAgendamento {
  const r = aleatorio();
  if (inicio < agora) return r < 0.04 ? 'Faltou' : r < 0.08 ? 'Cancelado pelo paciente' : 'Finalizada';
  if (r < 0.03) return 'Cancelado pelo paciente';
  const proximo = inicio - agora < 7 * 86_400_000;
  return r < (proximo ? 0.6 : 0.12) ? 'Confirmado' : 'Agendado';
}

type Contexto = {
  idConta: number;
  profissionais: number[];
  tratamentos: { id: number; duracao: number }[];
  pacientes: number[];
  ultimoDia: string;
  agora: number;
};

/**
 * Every appointment, in a fixed order: the last working day first, then back one working day at
 * a time; within a day, professional by professional, slots in sequence from 07:00 (a 15-minute
 * gap now and then, an hour's lunch from the first slot ending after noon), a slot only if it ends
 * by 20:00. Sequential slots of one professional can't overlap, so the exclusion constraint never
 * refuses a row.
 */
function* agendamentos(c: Contexto) {
  let dia = c.ultimoDia;
  for (;;) {
    if (ehDiaUtil(dia)) {
      // 07:00 in São Paulo through the zone rules (it was UTC-2 in the summers before 2019).
      const abertura = instanteDeHoraLocal(dia, ABERTURA, FUSO_PADRAO)!.getTime();
      for (const idProfissional of c.profissionais) {
        let minuto = 0;
        let almocou = false;
        for (;;) {
          if (aleatorio() < 0.12) minuto += 15;
          if (!almocou && minuto >= ALMOCO_MIN) {
            minuto += 60;
            almocou = true;
          }
          const t = um(c.tratamentos);
          if (minuto + t.duracao > EXPEDIENTE_MIN) break;
          const inicio = abertura + minuto * 60_000;
          const st = status(inicio, c.agora);
          const idPaciente = um(c.pacientes);
          const observacao = aleatorio() < 0.08 ? um(OBSERVACOES) : null;
          // Booked 1 to 30 days before, never after the seed ran.
          const criado = new Date(
            Math.min(inicio - (1 + Math.floor(aleatorio() * 30)) * 86_400_000, c.agora),
          );
          yield {
            id_conta: c.idConta,
            id_paciente: idPaciente,
            id_profissional: idProfissional,
            id_tratamento: t.id,
            inicio: new Date(inicio),
            duracao: t.duracao,
            fim: new Date(inicio + t.duracao * 60_000),
            status: st,
            observacao,
            notificacoes: true,
            criado_em: criado,
            atualizado_em: criado,
          };
          minuto += t.duracao;
        }
      }
    }
    dia = somarDias(dia, -1);
  }
}

async function main() {
  const { db, descricao } = await abrirBancoBench();
  const comeco = performance.now();
  await migrateToLatest(db);
  const deps = criarDeps({
    db,
    config: loadConfig({ JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }),
    jwtSecret: 'x'.repeat(40),
  });
  const buscarAdm = () =>
    db
      .selectFrom('usuario')
      .select(['id_conta', 'senha_hash', 'id_perfil'])
      .where('email', '=', EMAIL_BENCH_AGENDA)
      .executeTakeFirst();
  let adm = await buscarAdm();
  if (!adm) {
    await cadastrarConta(
      deps,
      { ip: '127.0.0.1', userAgent: 'seed-agenda' },
      {
        nome: 'Clínica Benchmark Agenda',
        tipo: 'clinica',
        usuario: {
          nome: 'Bench Agenda',
          email: EMAIL_BENCH_AGENDA,
          senha: 'bench12345',
          whatsapp: '5511987654321',
        },
      },
    );
    adm = (await buscarAdm())!;
  }
  const idConta = adm.id_conta;
  const contarAgenda = async () =>
    Number(
      (
        await db
          .selectFrom('agenda')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('id_conta', '=', idConta)
          .executeTakeFirstOrThrow()
      ).n,
    );
  let n = await contarAgenda();
  if (n >= TOTAL_AGENDAMENTOS) {
    escrever(
      `${descricao}: clínica ${idConta} já tem ${n} agendamentos (meta ${TOTAL_AGENDAMENTOS}); nada a fazer.`,
    );
    await db.destroy();
    return;
  }

  // Professionals: log-in is not what is measured, so they share the ADM's password hash and
  // profile. The e-mail is unique across clinics, hence the conflict target.
  await db
    .insertInto('usuario')
    .values(
      PROFISSIONAIS.map((nome, i) => ({
        id_conta: idConta,
        nome,
        email: `profissional${String(i + 1).padStart(2, '0')}.bench-agenda@clinica.app`,
        senha_hash: adm.senha_hash,
        whatsapp: `55119${String(80000000 + i * 137).padStart(8, '0')}`,
        cro: `SP-${String(40000 + i * 311)}`,
        tipo: 'PROFISSIONAL' as const,
        id_perfil: adm.id_perfil,
      })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  // Treatments: one name per clinic (unique index on f_busca(nome)), so a re-run skips them.
  await db
    .insertInto('tratamento')
    .values(
      TRATAMENTOS.map(([nome, preco_venda, preco_custo, duracao]) => ({
        id_conta: idConta,
        nome,
        preco_venda,
        preco_custo,
        duracao,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  const contarPacientes = async () =>
    Number(
      (
        await db
          .selectFrom('paciente')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('id_conta', '=', idConta)
          .executeTakeFirstOrThrow()
      ).n,
    );
  let p = await contarPacientes();
  while (p < TOTAL_PACIENTES) {
    const linhas = Array.from({ length: Math.min(1000, TOTAL_PACIENTES - p) }, () => paciente(idConta));
    await db.insertInto('paciente').values(linhas).execute();
    p = await contarPacientes();
  }
  // The appointments draw from their own sequence, the same on every run whether or not this
  // run drew patients.
  sortearAgenda();

  const profissionais = (
    await db
      .selectFrom('usuario')
      .select('id')
      .where('id_conta', '=', idConta)
      .where('tipo', '=', 'PROFISSIONAL')
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  const tratamentos = await db
    .selectFrom('tratamento')
    .select(['id', 'duracao'])
    .where('id_conta', '=', idConta)
    .orderBy('id')
    .execute();
  const pacientes = (
    await db.selectFrom('paciente').select('id').where('id_conta', '=', idConta).orderBy('id').execute()
  ).map((r) => r.id);

  // The last day: on a top-up, the one the first run chose (its newest appointment), so the
  // sequence is the same; otherwise the last working day about six months from today.
  const agora = Date.now();
  const maisNovo = await db
    .selectFrom('agenda')
    .select((eb) => eb.fn.max('inicio').as('m'))
    .where('id_conta', '=', idConta)
    .executeTakeFirstOrThrow();
  let ultimoDia = maisNovo.m
    ? horaLocalDe(new Date(maisNovo.m), FUSO_PADRAO).data
    : somarDias(horaLocalDe(new Date(agora), FUSO_PADRAO).data, DIAS_A_FRENTE);
  while (!ehDiaUtil(ultimoDia)) ultimoDia = somarDias(ultimoDia, -1);

  escrever(
    `${descricao}: clínica ${idConta}, ${profissionais.length} profissionais, ${tratamentos.length} tratamentos, ` +
      `${pacientes.length} pacientes, ${n} agendamentos; meta ${TOTAL_AGENDAMENTOS} até ${ultimoDia}.`,
  );
  const gerador = agendamentos({ idConta, profissionais, tratamentos, pacientes, ultimoDia, agora });
  // Rows already in the database are the sequence's first n: draw and skip them.
  for (let i = 0; i < n; i++) gerador.next();
  let lote: Insertable<DB['agenda']>[] = [];
  const gravar = async () => {
    // One statement is one transaction: a batch is in or out, never half.
    await db.insertInto('agenda').values(lote).execute();
    n += lote.length;
    lote = [];
    if (n % 100_000 < LOTE_AGENDA)
      escrever(`  ${n} agendamentos (${((performance.now() - comeco) / 1000).toFixed(0)} s)`);
  };
  while (n + lote.length < TOTAL_AGENDAMENTOS) {
    const r = gerador.next();
    if (r.done) break;
    lote.push(r.value);
    if (lote.length === LOTE_AGENDA) await gravar();
  }
  if (lote.length) await gravar();
  const maisAntigo = await db
    .selectFrom('agenda')
    .select((eb) => eb.fn.min('inicio').as('m'))
    .where('id_conta', '=', idConta)
    .executeTakeFirstOrThrow();

  // Fresh statistics for the planner, and a visibility map so count(*) can be an index-only scan.
  await sql`VACUUM ANALYZE agenda`.execute(db);
  await sql`ANALYZE paciente`.execute(db);
  await sql`ANALYZE usuario`.execute(db);
  await sql`ANALYZE tratamento`.execute(db);
  escrever(
    `Pronto: ${await contarAgenda()} agendamentos de ${maisAntigo.m ? horaLocalDe(new Date(maisAntigo.m)).data : '-'} ` +
      `a ${ultimoDia} em ${((performance.now() - comeco) / 1000).toFixed(1)} s.`,
  );
  await db.destroy();
}

await main();
