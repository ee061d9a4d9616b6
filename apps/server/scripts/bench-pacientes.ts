/**
 * Server time of the patient search and list pages on the seeded clinic (seed-pacientes.ts),
 * measured through the service functions the tRPC and REST handlers call (no HTTP), after a
 * warm-up: p50 and p95 over BENCH_CHAMADAS calls (default 300) per scenario.
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server bench:pacientes
 *   pnpm --filter @clinica/server bench:pacientes          (PGlite in .data/bench-pglite)
 */
import { FUSO_PADRAO, PACIENTES_POR_PAGINA } from '@clinica/domain';
import { loadConfig } from '../src/config';
import { buscarOpcoesDePaciente, listarPacientesDaClinica } from '../src/modules/paciente/paciente.service';
import type { Ator } from '../src/platform/ator';
import { criarDeps } from '../src/platform/criar-deps';
import { abrirBancoBench, EMAIL_BENCH, escrever } from './bench-alvo';
import { BUSCAS_DE_PACIENTE } from './seed-pacientes-dados';

const CHAMADAS = Number(process.env.BENCH_CHAMADAS ?? 300);
const AQUECIMENTO = 30;

const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;

async function medir(nome: string, chamada: (i: number) => Promise<unknown>) {
  for (let i = 0; i < AQUECIMENTO; i++) await chamada(i);
  const tempos: number[] = [];
  for (let i = 0; i < CHAMADAS; i++) {
    const t0 = performance.now();
    await chamada(i);
    tempos.push(performance.now() - t0);
  }
  tempos.sort((a, b) => a - b);
  return {
    cenário: nome,
    chamadas: CHAMADAS,
    p50_ms: +percentil(tempos, 50).toFixed(2),
    p95_ms: +percentil(tempos, 95).toFixed(2),
  };
}

async function main() {
  const { db, descricao } = await abrirBancoBench();
  const u = await db.selectFrom('usuario').selectAll().where('email', '=', EMAIL_BENCH).executeTakeFirst();
  if (!u) throw new Error('Rode antes: pnpm --filter @clinica/server seed:pacientes');
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
      nome: 'Clínica Benchmark',
      tipo: 'clinica',
      fuso: FUSO_PADRAO,
      lembreteHora: '18:00',
    },
  };
  const { total } = await listarPacientesDaClinica(deps, ator, { page: 1, limit: 1, q: '' });
  const amostra = await db
    .selectFrom('paciente')
    .select(['celular', 'cpf', 'email'])
    .where('id_conta', '=', u.id_conta)
    .where('cpf', 'is not', null)
    .where('email', 'is not', null)
    .limit(500)
    .execute();
  const paginas = Math.ceil(total / PACIENTES_POR_PAGINA);
  const lista = (page: number, q = '') =>
    listarPacientesDaClinica(deps, ator, { page, limit: PACIENTES_POR_PAGINA, q });
  escrever(
    `${descricao}: ${total} pacientes na clínica ${u.id_conta}; ${CHAMADAS} chamadas por cenário após ${AQUECIMENTO} de aquecimento.`,
  );
  const r = [
    await medir('Lista, página 1 (15 + total)', () => lista(1)),
    await medir('Lista, páginas 1-20 (15 + total)', (i) => lista(1 + (i % 20))),
    await medir(`Lista, página aleatória de ${paginas}`, (i) => lista(1 + ((i * 7919) % paginas))),
    await medir('Busca por nome sem acento (página 1 + total)', (i) =>
      lista(1, BUSCAS_DE_PACIENTE[i % BUSCAS_DE_PACIENTE.length]),
    ),
    await medir('Busca por celular (7 dígitos)', (i) =>
      lista(1, amostra[i % amostra.length]!.celular.slice(2, 9)),
    ),
    await medir('Busca por CPF (11 dígitos)', (i) => lista(1, amostra[i % amostra.length]!.cpf!)),
    await medir('Busca por e-mail', (i) => lista(1, amostra[i % amostra.length]!.email!.split('@')[0]!)),
    await medir('Autocomplete da Ficha (10 nomes)', (i) =>
      buscarOpcoesDePaciente(deps, ator, BUSCAS_DE_PACIENTE[i % BUSCAS_DE_PACIENTE.length]!),
    ),
  ];
  escrever('| cenário | chamadas | p50 (ms) | p95 (ms) |\n| --- | --- | --- | --- |');
  for (const l of r) escrever(`| ${l.cenário} | ${l.chamadas} | ${l.p50_ms} | ${l.p95_ms} |`);
  await db.destroy();
}

await main();
