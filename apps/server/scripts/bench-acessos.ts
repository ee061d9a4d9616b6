/**
 * What logging "who saw this record" costs a read (issue 19: at most 2 ms p95). The same
 * GET /api/pacientes/:id on two apps over one throwaway database beside TEST_DATABASE_URL's (or the
 * local Postgres): one with the real recorder, one whose recorder records nothing; interleaved,
 * 50 warm-up pairs then 500 measured pairs; prints both p95 and the difference.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @clinica/server bench:acessos
 */
import { performance } from 'node:perf_hooks';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../src/testing';
import { bancoDescartavel, URL_BASE } from './banco-descartavel';

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function pacienteEm(app: AppDeTeste) {
  const c = await criarClinica(app.deps);
  const token = await entrar(app.app, c.email, c.senha);
  const r = await trpc(
    app.app,
    'mutation',
    'paciente.create',
    { nome: 'Ana Lima', celular: '(11) 98765-4321', sexo: 'Feminino', nascimento: '01/02/1980' },
    token,
  );
  return { token, idPaciente: r.body.id as number };
}

const banco = await bancoDescartavel(URL_BASE, 'clinica_bench_acessos');
const url = banco.url;
try {
  const comRegistro = await criarAppDeTeste(url);
  const semRegistro = await criarAppDeTeste(
    url,
    {},
    {
      acessos: {
        registrar: () => {},
        gravar: async () => {},
        descarregar: async () => {},
        fechar: async () => {},
      },
    },
  );
  const a = await pacienteEm(comRegistro);
  const b = await pacienteEm(semRegistro);
  const medir = async (app: AppDeTeste, c: { idPaciente: number; token: string }) => {
    const t0 = performance.now();
    await rest(app.app, 'GET', `/api/pacientes/${c.idPaciente}`, undefined, c.token);
    return performance.now() - t0;
  };
  for (let i = 0; i < 50; i++) await Promise.all([medir(comRegistro, a), medir(semRegistro, b)]);
  const com: number[] = [];
  const sem: number[] = [];
  for (let i = 0; i < 500; i++) {
    com.push(await medir(comRegistro, a));
    sem.push(await medir(semRegistro, b));
  }
  process.stdout.write(
    `p95 com registro ${p95(com).toFixed(2)} ms, sem ${p95(sem).toFixed(2)} ms, ` +
      `diferença ${(p95(com) - p95(sem)).toFixed(2)} ms (alvo: < 2 ms)\n`,
  );
  await comRegistro.fechar();
  await semRegistro.fechar();
} finally {
  await banco.descartar();
}
