/**
 * Server time of the dashboard on the seeded clinic (seed-financeiro.ts, 100,000 transactions
 * over 24 months), through the service function the tRPC and REST handlers call (no HTTP),
 * after a warm-up: p50 and p95 over BENCH_CHAMADAS calls (default 300) per scenario.
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server bench:financeiro
 *   pnpm --filter @clinica/server bench:financeiro          (PGlite in .data/bench-pglite)
 */
import { FUSO_PADRAO, mesAtual, somarMeses } from '@clinica/domain';
import { loadConfig } from '../src/config';
import { resumoDashboard } from '../src/modules/dashboard/dashboard.service';
import type { Ator } from '../src/platform/ator';
import { criarDeps } from '../src/platform/criar-deps';
import { AQUECIMENTO, abrirBancoBench, CHAMADAS, escrever, medir } from './bench-alvo';

/** The seed's ADM (seed-financeiro.ts): the clinic is found by it. */
const EMAIL_BENCH_FINANCEIRO = 'bench-financeiro@clinica.app';

async function main() {
  const { db, descricao } = await abrirBancoBench();
  const u = await db
    .selectFrom('usuario')
    .selectAll()
    .where('email', '=', EMAIL_BENCH_FINANCEIRO)
    .executeTakeFirst();
  if (!u) throw new Error('Rode antes: pnpm --filter @clinica/server seed:financeiro');
  const deps = criarDeps({
    db,
    config: loadConfig({ JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }),
    jwtSecret: 'x'.repeat(40),
  });
  const ator = (tipo: Ator['tipo'], permissoes: string[]): Ator => ({
    idUsuario: u.id,
    idConta: u.id_conta,
    nome: u.nome,
    email: u.email,
    tipo,
    idPerfil: u.id_perfil,
    permissoes,
    conta: {
      id: u.id_conta,
      nome: 'Clínica Benchmark Financeiro',
      tipo: 'clinica',
      fuso: FUSO_PADRAO,
      lembreteHora: '18:00',
    },
  });
  const adm = ator('ADM', []);
  const contar = async (tabela: 'transacao' | 'pagamento' | 'paciente' | 'agenda') =>
    (
      await db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id_conta', '=', u.id_conta)
        .executeTakeFirstOrThrow()
    ).n;
  const atual = mesAtual(new Date(), FUSO_PADRAO);
  escrever(
    `${descricao}: clínica ${u.id_conta} com ${await contar('transacao')} transações, ` +
      `${await contar('pagamento')} pagamentos, ${await contar('paciente')} pacientes e ` +
      `${await contar('agenda')} agendamentos; mês atual ${atual}; ${CHAMADAS} chamadas por cenário após ${AQUECIMENTO} de aquecimento.`,
  );
  const r = [
    await medir('(a) mês atual, ADM (cartões, gráfico de 12 meses e pacientes)', () =>
      resumoDashboard(deps, adm, {}),
    ),
    await medir('(b) um dos 24 meses, ADM', (i) =>
      resumoDashboard(deps, adm, { mes: somarMeses(atual, -((i * 7) % 23)) }),
    ),
    await medir('(c) mês atual, só financeiro (FINANCEIRO_LISTAR_TRANSACOES)', () =>
      resumoDashboard(deps, ator('USUARIO', ['FINANCEIRO_LISTAR_TRANSACOES']), {}),
    ),
    await medir('(d) mês atual, só pacientes (PACIENTES_LISTAR)', () =>
      resumoDashboard(deps, ator('USUARIO', ['PACIENTES_LISTAR']), {}),
    ),
  ];
  escrever('| cenário | chamadas | p50 (ms) | p95 (ms) |\n| --- | --- | --- | --- |');
  for (const l of r) escrever(`| ${l.cenário} | ${l.chamadas} | ${l.p50_ms} | ${l.p95_ms} |`);
  await db.destroy();
}

await main();
