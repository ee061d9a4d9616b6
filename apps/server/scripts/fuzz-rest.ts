/**
 * The long hostile run (issue 18.2): the same property as rest/hostil.int.test.ts with as many
 * calls as FUZZ_CASOS asks (20,000 by default) and FUZZ_SEMENTE to replay one run. On
 * TEST_DATABASE_URL's server it creates a throwaway database (dropped after); without it, an
 * in-memory PGlite.
 *
 *   TEST_DATABASE_URL=postgres://... FUZZ_CASOS=20000 pnpm --filter @clinica/server fuzz:rest
 */
import { criarAppDeTeste } from '../src/testing/app-de-teste';
import { type Achado, rodarHostil } from '../src/testing/hostil';
import { bancoDescartavel } from './banco-descartavel';
import { escrever } from './bench-alvo';

const casos = Number(process.env.FUZZ_CASOS ?? 20_000);
const semente = process.env.FUZZ_SEMENTE ? Number(process.env.FUZZ_SEMENTE) : Date.now() % 2 ** 31;
const base = process.env.TEST_DATABASE_URL;

const banco = base ? await bancoDescartavel(base, 'clinica_fuzz') : null;
const t = await criarAppDeTeste(banco?.url ?? null);
const inicio = Date.now();
const porStatus = new Map<number, number>();
let achados: Achado[] = [];
try {
  achados = await rodarHostil(t, {
    casos,
    semente,
    aoStatus: (s) => porStatus.set(s, (porStatus.get(s) ?? 0) + 1),
    aoProgresso: (n) => {
      if (n % 1000 === 0) escrever(`${n} chamadas (${Math.round((Date.now() - inicio) / 1000)} s)`);
    },
  });
} finally {
  await t.fechar();
  await banco?.descartar();
}
escrever(`semente ${semente}: ${casos} chamadas em ${Math.round((Date.now() - inicio) / 1000)} s`);
escrever(
  `respostas por status: ${JSON.stringify(Object.fromEntries([...porStatus].sort((a, b) => a[0] - b[0])))}`,
);
for (const a of achados) escrever(`ACHADO ${a.status} ${a.caso}\n  ${a.motivo.slice(0, 500)}`);
escrever(achados.length === 0 ? 'nenhum achado' : `${achados.length} achados`);
process.exit(achados.length === 0 ? 0 : 1);
