/**
 * The old system of the moving-in benchmark (bench-importacao.ts), in its own process as it is
 * on its own machine in real life: another instance of this product, in a throwaway database,
 * with BENCH_PACIENTES fictitious patients (seed-pacientes-dados.ts: realistic names, CPFs and
 * mobiles), BENCH_AGENDAS finished appointments among 20 professionals, and a consent document
 * for one patient in ten. Prints one JSON line
 * ({url, token}) when it listens; on SIGTERM it closes and drops its database.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { criarAppDeTeste } from '../src/testing/app-de-teste';
import { PNG_1X1 } from '../src/testing/cenario-importacao-clinica';
import { clinicaComToken, criarUsuarioComPermissoes } from '../src/testing/fabrica';
import { bancoDescartavel, URL_BASE } from './banco-descartavel';
import { pacienteFicticio } from './seed-pacientes-dados';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 40_000);
const AGENDAS = Number(process.env.BENCH_AGENDAS ?? 200_000);
const PROFISSIONAIS = 20;

const banco = await bancoDescartavel(URL_BASE, 'clinica_bench_imp_origem');
const origem = await criarAppDeTeste(banco.url);
let fechando = false;
const fechar = async () => {
  if (fechando) return;
  fechando = true;
  await origem.fechar();
  await banco.descartar();
  process.exit(0);
};
process.on('SIGTERM', fechar);
process.on('SIGINT', fechar);

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
for (let n = 0; n < PACIENTES; n += 1000) {
  const linhas = Array.from({ length: Math.min(1000, PACIENTES - n) }, (_, i) =>
    pacienteFicticio(antiga.idConta, n + i),
  );
  // A generated CPF or mobile that repeats one already drawn is skipped, as seed-pacientes does.
  await origem.db
    .insertInto('paciente')
    .values(linhas)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
const { n: semeados } = await origem.db
  .selectFrom('paciente')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .where('id_conta', '=', antiga.idConta)
  .executeTakeFirstOrThrow();
const nPacientes = Number(semeados);
// A past agenda of finished appointments (30 minutes each, one after another per professional).
// The patient's count is a constant here, not a column of p: `p.k = g % p.n` can't be hashed,
// and the nested loop it made took most of six minutes.
await sql`with p as (select id, row_number() over (order by id) - 1 as k
                     from paciente where id_conta = ${antiga.idConta}),
    u as (select id, row_number() over (order by id) - 1 as k from usuario
          where id_conta = ${antiga.idConta} and tipo = 'PROFISSIONAL')
  insert into agenda (id_conta, id_paciente, id_profissional, id_tratamento, inicio, fim, duracao, status)
  select ${antiga.idConta}, p.id, u.id, ${idTratamento},
    timestamptz '2020-01-06 11:00Z' + (g / ${PROFISSIONAIS}) * interval '30 minutes',
    timestamptz '2020-01-06 11:30Z' + (g / ${PROFISSIONAIS}) * interval '30 minutes', 30, 'Finalizada'
  from generate_series(0, ${AGENDAS - 1}) g
  join p on p.k = g % ${nPacientes}
  join u on u.k = g % ${PROFISSIONAIS}`.execute(origem.db);
// One patient in ten has a consent document (unsigned): the per-patient stages read every
// patient's lists anyway (the old API lists these only per patient), and these give them rows to write.
await sql`insert into paciente_termo (id_conta, id_paciente, tipo, titulo, cabecalho, corpo, codigo)
  select ${antiga.idConta}, id, 'TERMO', 'Termo de consentimento', '',
    '<p>Declaro que fui informado(a) sobre o procedimento, seus riscos e cuidados.</p>',
    substr(md5('bench-' || id), 1, 22)
  from paciente where id_conta = ${antiga.idConta} and id % 10 = 0`.execute(origem.db);
// Half of them signed here, with a signature image (one stored image shared by all: the import
// fetches each through its own signed URL, as it would thousands of distinct ones).
const { id: idImagem } = await origem.db
  .insertInto('arquivo')
  .values({
    id_conta: antiga.idConta,
    finalidade: 'assinatura',
    tipo_mime: 'image/png',
    tamanho: PNG_1X1.length,
    conteudo: PNG_1X1,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await sql`update paciente_termo set assinado_em = timestamptz '2024-03-10 14:00Z',
    hash_conteudo = md5(codigo), hash_assinatura = md5(codigo), assinatura_ip = '127.0.0.1',
    id_arquivo_assinatura = ${idImagem}
  where id_conta = ${antiga.idConta} and id_paciente % 20 = 0`.execute(origem.db);
await sql`analyze`.execute(origem.db);

await origem.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(origem.app.server.address() as AddressInfo).port}`;
process.stdout.write(
  `${JSON.stringify({ url, token: antiga.token, pacientes: nPacientes, segundos: (performance.now() - semeio) / 1000 })}\n`,
);
