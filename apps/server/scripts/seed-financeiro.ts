/**
 * A clinic with 100,000 transactions over 24 months for the dashboard benchmark
 * (bench-financeiro.ts): about 70% revenues, each from its own budget of 1–3 treatments, 30%
 * expenses with their category; most of the past ones paid in one or two payments, some partly,
 * some not at all; a few future ones paid early. Also 20,000 patients registered over the last
 * 30 months and an agenda of one-hour appointments on working days (the "attended" count).
 * No commission rows: the dashboard doesn't read them.
 * Idempotent: tops the clinic up to the totals, and says so when there is nothing to do.
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server seed:financeiro
 *   pnpm --filter @clinica/server seed:financeiro          (PGlite in .data/bench-pglite)
 */
import { FUSO_PADRAO, horaLocalDe, instanteDeHoraLocal, type StatusAgendamento } from '@clinica/domain';
import { type Insertable, sql } from 'kysely';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import type { DB } from '../src/db/schema.gen';
import { cadastrarConta } from '../src/modules/cadastro/cadastro.service';
import { criarDeps } from '../src/platform/criar-deps';
import { abrirBancoBench, escrever } from './bench-alvo';
import { PROFISSIONAIS, paciente, TRATAMENTOS } from './seed-agenda-dados';
import {
  aleatorio,
  BANCOS,
  CATEGORIAS,
  type Cadastros,
  somarDias,
  sortearTransacoes,
  TIPOS_PAGAMENTO,
  type TransacaoGerada,
  transacao,
  um,
} from './seed-financeiro-dados';

/** The clinic's ADM; bench-financeiro.ts finds the clinic by it. */
const EMAIL_BENCH_FINANCEIRO = 'bench-financeiro@clinica.app';
const TOTAL_TRANSACOES = Number(process.env.BENCH_TRANSACOES ?? 100_000);
const TOTAL_PACIENTES = Number(process.env.BENCH_FINANCEIRO_PACIENTES ?? 20_000);
/** Due dates from 22 months back to the end of next month: 24 calendar months. */
const MESES_ATRAS = 22;
const LOTE = 2000;
const NUM_PROFISSIONAIS = 6;

const contar = async (db: Db, tabela: 'paciente' | 'agenda' | 'transacao', idConta: number) =>
  Number(
    (
      await db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id_conta', '=', idConta)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function clinica(db: Db) {
  const buscar = () =>
    db
      .selectFrom('usuario')
      .select(['id', 'id_conta', 'senha_hash', 'id_perfil'])
      .where('email', '=', EMAIL_BENCH_FINANCEIRO)
      .executeTakeFirst();
  const existente = await buscar();
  if (existente) return existente;
  const deps = criarDeps({
    db,
    config: loadConfig({ JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }),
    jwtSecret: 'x'.repeat(40),
  });
  await cadastrarConta(
    deps,
    { ip: '127.0.0.1', userAgent: 'seed-financeiro' },
    {
      nome: 'Clínica Benchmark Financeiro',
      tipo: 'clinica',
      usuario: {
        nome: 'Bench Financeiro',
        email: EMAIL_BENCH_FINANCEIRO,
        senha: 'bench12345',
        whatsapp: '5511987654321',
      },
    },
  );
  return (await buscar())!;
}

/** Professionals, treatments, categories, banks and payment types; a re-run skips what exists. */
async function cadastros(db: Db, adm: Awaited<ReturnType<typeof clinica>>) {
  const idConta = adm.id_conta;
  await db
    .insertInto('usuario')
    .values(
      PROFISSIONAIS.slice(0, NUM_PROFISSIONAIS).map((nome, i) => ({
        id_conta: idConta,
        nome,
        email: `profissional${i + 1}.bench-financeiro@clinica.app`,
        senha_hash: adm.senha_hash,
        tipo: 'PROFISSIONAL' as const,
        id_perfil: adm.id_perfil,
      })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  await db
    .insertInto('tratamento')
    .values(
      TRATAMENTOS.filter(([, venda]) => venda > 0).map(([nome, preco_venda, preco_custo, duracao]) => ({
        id_conta: idConta,
        nome,
        preco_venda,
        preco_custo,
        duracao,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const tabela of ['categoria', 'banco'] as const)
    await db
      .insertInto(tabela)
      .values((tabela === 'categoria' ? CATEGORIAS : BANCOS).map((nome) => ({ id_conta: idConta, nome })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  await db
    .insertInto('tipo_pagamento')
    .values(TIPOS_PAGAMENTO.map(([nome, tipo, taxa]) => ({ id_conta: idConta, nome, tipo, taxa })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function lerCadastros(db: Db, idConta: number): Promise<Omit<Cadastros, 'pacientes'>> {
  const ids = async (tabela: 'categoria' | 'banco') =>
    (await db.selectFrom(tabela).select('id').where('id_conta', '=', idConta).orderBy('id').execute()).map(
      (r) => r.id,
    );
  const tipos = await db
    .selectFrom('tipo_pagamento')
    .select(['id', 'tipo', 'taxa'])
    .where('id_conta', '=', idConta)
    .orderBy('id')
    .execute();
  const deTipo = (t: 'R' | 'D') =>
    tipos.filter((x) => x.tipo === t).map((x) => ({ id: x.id, taxa: Number(x.taxa) }));
  return {
    profissionais: (
      await db
        .selectFrom('usuario')
        .select('id')
        .where('id_conta', '=', idConta)
        .where('tipo', '=', 'PROFISSIONAL')
        .orderBy('id')
        .execute()
    ).map((r) => r.id),
    tratamentos: (
      await db
        .selectFrom('tratamento')
        .select(['id', 'nome', 'preco_venda'])
        .where('id_conta', '=', idConta)
        .orderBy('id')
        .execute()
    ).map((t) => ({ id: t.id, nome: t.nome, preco: t.preco_venda })),
    categorias: await ids('categoria'),
    bancos: await ids('banco'),
    tiposReceita: deTipo('R'),
    tiposDespesa: deTipo('D'),
  };
}

/** Patients registered at a random moment of the last 30 months (some of them this month). */
async function pacientes(db: Db, idConta: number) {
  let n = await contar(db, 'paciente', idConta);
  const agora = Date.now();
  while (n < TOTAL_PACIENTES) {
    const linhas = Array.from({ length: Math.min(1000, TOTAL_PACIENTES - n) }, () => {
      const criado = new Date(agora - Math.floor(aleatorio() * 900 * 86_400_000));
      return { ...paciente(idConta), criado_em: criado, atualizado_em: criado };
    });
    await db.insertInto('paciente').values(linhas).execute();
    n += linhas.length;
  }
  return (
    await db.selectFrom('paciente').select('id').where('id_conta', '=', idConta).orderBy('id').execute()
  ).map((r) => r.id);
}

const ehDiaUtil = (dia: string) => ![0, 6].includes(new Date(`${dia}T12:00:00Z`).getUTCDay());

/**
 * One-hour appointments from 08:00 to 18:00 on working days, each slot taken with 60%
 * chance, from the first due month to a month ahead. Past ones mostly 'Finalizada'. Written in
 * one transaction, so a run either has the whole agenda or none (then it is written again).
 */
async function agenda(db: Db, idConta: number, c: Cadastros, de: string, hoje: string) {
  if ((await contar(db, 'agenda', idConta)) > 0) return;
  const agora = Date.now();
  const linhas: Insertable<DB['agenda']>[] = [];
  for (let dia = de; dia <= somarDias(hoje, 30); dia = somarDias(dia, 1)) {
    if (!ehDiaUtil(dia)) continue;
    for (const idProfissional of c.profissionais)
      for (let hora = 8; hora < 18; hora++) {
        if (aleatorio() >= 0.6) continue;
        const inicio = instanteDeHoraLocal(dia, `${String(hora).padStart(2, '0')}:00`, FUSO_PADRAO)!;
        const r = aleatorio();
        const status: StatusAgendamento =
          inicio.getTime() > agora
            ? r < 0.4
              ? 'Confirmado'
              : 'Agendado'
            : r < 0.88
              ? 'Finalizada'
              : r < 0.93
                ? 'Faltou'
                : 'Cancelado pelo paciente';
        linhas.push({
          id_conta: idConta,
          id_paciente: um(c.pacientes),
          id_profissional: idProfissional,
          id_tratamento: um(c.tratamentos).id,
          inicio,
          duracao: 60,
          fim: new Date(inicio.getTime() + 3_600_000),
          status,
        });
      }
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < linhas.length; i += 5000)
      await trx
        .insertInto('agenda')
        .values(linhas.slice(i, i + 5000))
        .execute();
  });
  escrever(`  ${linhas.length} agendamentos`);
}

/** One batch in one database transaction: budgets and their items, transactions, payments. */
async function gravarLote(db: Db, idConta: number, idUsuario: number, lote: TransacaoGerada[]) {
  await db.transaction().execute(async (trx) => {
    const receitas = lote.filter((t) => t.tipo === 'RECEITA');
    // Serial ids follow the VALUES order: sorted, they pair with the rows that made them.
    const idsOrcamento = receitas.length
      ? (
          await trx
            .insertInto('orcamento')
            .values(
              receitas.map((r) => ({
                id_conta: idConta,
                id_paciente: r.id_paciente,
                vencimento: r.vencimento,
                valor_total: r.valor_total,
                criado_em: somarDias(r.vencimento, -20),
              })),
            )
            .returning('id')
            .execute()
        )
          .map((r) => r.id)
          .sort((a, b) => a - b)
      : [];
    const itens = receitas.flatMap((r, k) =>
      r.itens.map((i, ordem) => ({ id_conta: idConta, id_orcamento: idsOrcamento[k]!, ordem, ...i })),
    );
    if (itens.length) await trx.insertInto('orcamento_item').values(itens).execute();
    let k = 0;
    const linhas = lote.map((t) => {
      const pago = t.pagamentos.reduce((s, p) => s + p.valor, 0);
      const comum = {
        id_conta: idConta,
        vencimento: t.vencimento,
        valor_total: t.valor_total,
        valor_pago: pago,
        id_usuario: idUsuario,
        criado_em: somarDias(t.vencimento, -15),
      };
      return t.tipo === 'RECEITA'
        ? { ...comum, tipo: t.tipo, id_paciente: t.id_paciente, id_orcamento: idsOrcamento[k++]! }
        : {
            ...comum,
            tipo: t.tipo,
            descricao: t.descricao,
            id_categoria: t.id_categoria,
            id_banco: t.id_banco,
          };
    });
    const idsTransacao = (await trx.insertInto('transacao').values(linhas).returning('id').execute())
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const pagamentos = lote.flatMap((t, i) =>
      t.pagamentos.map((p) => ({
        id_conta: idConta,
        id_transacao: idsTransacao[i]!,
        tipo: t.tipo,
        id_tipo_pagamento: p.id_tipo_pagamento,
        valor: p.valor,
        data: p.data,
        qnt_parcelas: p.parcelas,
        taxa_comissao: p.taxa,
        id_usuario: idUsuario,
      })),
    );
    if (pagamentos.length) await trx.insertInto('pagamento').values(pagamentos).execute();
  });
}

/** Fresh statistics for the planner, and a visibility map so the sums can be index-only scans. */
async function vacuum(db: Db) {
  for (const tabela of ['transacao', 'pagamento', 'orcamento', 'orcamento_item', 'paciente', 'agenda'])
    await sql`VACUUM ANALYZE ${sql.table(tabela)}`.execute(db);
}

async function main() {
  const { db, descricao } = await abrirBancoBench();
  const comeco = performance.now();
  const segundos = () => ((performance.now() - comeco) / 1000).toFixed(0);
  await migrateToLatest(db);
  const adm = await clinica(db);
  const idConta = adm.id_conta;
  let n = await contar(db, 'transacao', idConta);
  if (n >= TOTAL_TRANSACOES) {
    escrever(
      `${descricao}: clínica ${idConta} já tem ${n} transações (meta ${TOTAL_TRANSACOES}); nada a fazer.`,
    );
    // A new migration may have added an index since: its statistics too.
    await vacuum(db);
    await db.destroy();
    return;
  }
  await cadastros(db, adm);
  const c: Cadastros = { ...(await lerCadastros(db, idConta)), pacientes: await pacientes(db, idConta) };

  // The window: on a top-up, the first run's (its oldest due date), so the draws are the same.
  const hoje = horaLocalDe(new Date(), FUSO_PADRAO).data;
  const primeiro = await db
    .selectFrom('transacao')
    .select((eb) => eb.fn.min('vencimento').as('m'))
    .where('id_conta', '=', idConta)
    .executeTakeFirstOrThrow();
  const inicio = primeiro.m
    ? `${String(primeiro.m).slice(0, 7)}-01`
    : `${new Date(Date.UTC(Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7)) - 1 - MESES_ATRAS, 1)).toISOString().slice(0, 7)}-01`;
  const [a, m] = inicio.split('-').map(Number) as [number, number];
  const fim = new Date(Date.UTC(a, m - 1 + 24, 0)).toISOString().slice(0, 10);
  const dias: string[] = [];
  for (let d = inicio; d <= fim; d = somarDias(d, 1)) dias.push(d);
  escrever(
    `${descricao}: clínica ${idConta}, ${c.pacientes.length} pacientes, ${n} transações; meta ${TOTAL_TRANSACOES} com vencimento de ${inicio} a ${fim}.`,
  );
  await agenda(db, idConta, c, inicio, hoje);

  // The transactions draw from their own sequence, the same on every run whatever ran before;
  // rows already in the database are its first n: draw and skip them.
  sortearTransacoes();
  for (let i = 0; i < n; i++) transacao(c, dias, hoje);
  while (n < TOTAL_TRANSACOES) {
    const lote = Array.from({ length: Math.min(LOTE, TOTAL_TRANSACOES - n) }, () => transacao(c, dias, hoje));
    await gravarLote(db, idConta, adm.id, lote);
    n += lote.length;
    if (n % 20_000 < LOTE) escrever(`  ${n} transações (${segundos()} s)`);
  }
  await vacuum(db);
  const pagamentos = await db
    .selectFrom('pagamento')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('id_conta', '=', idConta)
    .executeTakeFirstOrThrow();
  escrever(`Pronto: ${n} transações e ${pagamentos.n} pagamentos em ${segundos()} s.`);
  await db.destroy();
}

await main();
