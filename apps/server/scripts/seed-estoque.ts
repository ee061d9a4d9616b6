/**
 * A clinic with 2,000 products and 200,000 stock movements over three years for the stock
 * benchmark (bench-estoque.ts): about 70% entries (lots at R$ 0,20–R$ 400,00 a unit, most
 * dated ones expiring 3 months to 2 years after purchase), 30% exits, most for one of 15
 * professionals, in 3 units. The movements are replayed in memory through the domain's rules
 * (seed-estoque-dados.ts), so products and lots are what the service would have left: some
 * products below their minimum, some empty, some with lots expired or expiring within 30 days.
 * Products, movements and balances go in in one database transaction: a run writes all or none.
 * Idempotent: a clinic that already has its products is left as it is.
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server seed:estoque
 *   pnpm --filter @clinica/server seed:estoque          (PGlite in .data/bench-pglite)
 */
import { FUSO_PADRAO, horaLocalDe, instanteDeHoraLocal, somarDias } from '@clinica/domain';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { cadastrarConta } from '../src/modules/cadastro/cadastro.service';
import { resumirEstoque } from '../src/modules/estoque/produto.repository';
import { criarDeps } from '../src/platform/criar-deps';
import { abrirBancoBench, escrever } from './bench-alvo';
import { PROFISSIONAIS } from './seed-agenda-dados';
import { gerarMovimentacoes, gerarProdutos, type Pessoas } from './seed-estoque-dados';

/** The clinic's ADM; bench-estoque.ts finds the clinic by it. */
const EMAIL_BENCH_ESTOQUE = 'bench-estoque@clinica.app';
const TOTAL_PRODUTOS = Number(process.env.BENCH_PRODUTOS ?? 2000);
const TOTAL_MOVIMENTACOES = Number(process.env.BENCH_MOVIMENTACOES ?? 200_000);
const DIAS = 3 * 365;
const NUM_PROFISSIONAIS = 15;
const UNIDADES = ['Clínica Centro', 'Unidade Zona Sul', 'Unidade Barra da Tijuca'] as const;
/** 13 columns a row: 4,000 rows stay under Postgres's 65,535 parameters a statement. */
const LOTE = 4000;

/** A valid CNPJ (check digits computed) from a 12-digit base. */
export function cnpj(base: string): string {
  const digito = (s: string) => {
    const pesos =
      s.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = [...s].reduce((t, c, i) => t + Number(c) * pesos[i]!, 0) % 11;
    return r < 2 ? '0' : String(11 - r);
  };
  const d1 = digito(base);
  return base + d1 + digito(base + d1);
}

async function clinica(db: Db) {
  const buscar = () =>
    db
      .selectFrom('usuario')
      .select(['id', 'id_conta', 'senha_hash', 'id_perfil'])
      .where('email', '=', EMAIL_BENCH_ESTOQUE)
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
    { ip: '127.0.0.1', userAgent: 'seed-estoque' },
    {
      nome: 'Clínica Benchmark Estoque',
      tipo: 'clinica',
      usuario: {
        nome: 'Bench Estoque',
        email: EMAIL_BENCH_ESTOQUE,
        senha: 'bench12345',
        whatsapp: '5511987654321',
      },
    },
  );
  return (await buscar())!;
}

/** The professionals and the units; a re-run skips what exists. */
async function cadastros(db: Db, adm: Awaited<ReturnType<typeof clinica>>): Promise<Pessoas> {
  const idConta = adm.id_conta;
  await db
    .insertInto('usuario')
    .values(
      PROFISSIONAIS.slice(0, NUM_PROFISSIONAIS).map((nome, i) => ({
        id_conta: idConta,
        nome,
        email: `profissional${i + 1}.bench-estoque@clinica.app`,
        senha_hash: adm.senha_hash,
        tipo: 'PROFISSIONAL' as const,
        id_perfil: adm.id_perfil,
      })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  // Units have no unique name to conflict on: insert the ones not there yet.
  const existentes = new Set(
    (await db.selectFrom('unidade').select('nome_fantasia').where('id_conta', '=', idConta).execute()).map(
      (u) => u.nome_fantasia,
    ),
  );
  const novas = UNIDADES.map((nome, i) => ({ nome, i })).filter((u) => !existentes.has(u.nome));
  if (novas.length)
    await db
      .insertInto('unidade')
      .values(
        novas.map(({ nome, i }) => ({
          id_conta: idConta,
          nome_fantasia: nome,
          cnpj: cnpj(`1234567800${String(i + 1).padStart(2, '0')}`),
          cidade: 'Rio de Janeiro',
          estado: 'RJ',
        })),
      )
      .execute();
  const ids = async (q: Promise<{ id: number }[]>) => (await q).map((r) => r.id);
  return {
    adm: adm.id,
    profissionais: await ids(
      db
        .selectFrom('usuario')
        .select('id')
        .where('id_conta', '=', idConta)
        .where('tipo', '=', 'PROFISSIONAL')
        .orderBy('id')
        .execute(),
    ),
    unidades: await ids(
      db.selectFrom('unidade').select('id').where('id_conta', '=', idConta).orderBy('id').execute(),
    ),
  };
}

const contar = async (db: Db, tabela: 'produto' | 'movimentacao', idConta: number) =>
  Number(
    (
      await db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id_conta', '=', idConta)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Fresh statistics for the planner, and a visibility map so counts can be index-only scans. */
async function vacuum(db: Db) {
  for (const tabela of ['produto', 'movimentacao'])
    await sql`VACUUM ANALYZE ${sql.table(tabela)}`.execute(db);
}

/**
 * What the screen's cards show, and the invariant the service keeps, checked on the rows
 * written: per product, Σ entries − Σ exits = Σ lots left = qnt_atual.
 */
async function conferir(db: Db, idConta: number, hoje: string) {
  const r = await resumirEstoque(db, idConta, hoje);
  escrever(
    `  cartões: ${r.cadastrados} cadastrados, ${r.em_estoque} em estoque, ${r.abaixo_minimo} abaixo do mínimo, ` +
      `${r.sem_estoque} sem estoque; ${r.com_alerta_validade} com alerta de validade ` +
      `(${r.lotes_a_vencer} lotes a vencer em 30 dias, ${r.lotes_vencidos} vencidos).`,
  );
  const { rows } = await sql<{ n: string; sem_mov: string; lotes: string }>`
    SELECT count(*) FILTER (WHERE p.qnt_atual <> coalesce(m.liquido, 0) OR p.qnt_atual <> coalesce(m.lotes, 0)) AS n,
           count(*) FILTER (WHERE m.id_produto IS NULL) AS sem_mov,
           coalesce(sum(m.com_saldo), 0) AS lotes
      FROM produto p
      LEFT JOIN (
        SELECT id_produto,
               sum(CASE WHEN tipo = 'ENTRADA' THEN quantidade ELSE -quantidade END) AS liquido,
               sum(saldo_lote) AS lotes,
               count(*) FILTER (WHERE saldo_lote > 0) AS com_saldo
          FROM movimentacao WHERE id_conta = ${idConta} GROUP BY id_produto
      ) m ON m.id_produto = p.id
     WHERE p.id_conta = ${idConta}`.execute(db);
  const c = rows[0]!;
  escrever(
    `  ${c.sem_mov} produtos sem movimentação; ${c.lotes} lotes com saldo; ` +
      `${c.n} produtos com saldo diferente de Σ entradas − Σ saídas ou de Σ saldo_lote.`,
  );
}

async function main() {
  const { db, descricao } = await abrirBancoBench();
  const comeco = performance.now();
  const segundos = () => ((performance.now() - comeco) / 1000).toFixed(1);
  await migrateToLatest(db);
  const adm = await clinica(db);
  const idConta = adm.id_conta;
  const hoje = horaLocalDe(new Date(), FUSO_PADRAO).data;
  const [produtos, movimentacoes] = [
    await contar(db, 'produto', idConta),
    await contar(db, 'movimentacao', idConta),
  ];
  if (produtos > 0) {
    escrever(
      `${descricao}: clínica ${idConta} já tem ${produtos} produtos e ${movimentacoes} movimentações; nada a fazer.`,
    );
    // A new migration may have added an index since: its statistics too.
    await vacuum(db);
    await conferir(db, idConta, hoje);
    await db.destroy();
    return;
  }
  const pessoas = await cadastros(db, adm);
  escrever(
    `${descricao}: clínica ${idConta}, ${pessoas.profissionais.length} profissionais, ${pessoas.unidades.length} unidades; ` +
      `meta ${TOTAL_PRODUTOS} produtos e ${TOTAL_MOVIMENTACOES} movimentações desde ${somarDias(hoje, -DIAS)}.`,
  );

  escrever(`  migrações e cadastros (${segundos()} s)`);

  // History ends at the start of the clinic's today, not at this instant: two runs on the same
  // day (Postgres and PGlite) make the same rows, and nothing is dated after the run.
  const fim = instanteDeHoraLocal(hoje, '00:00', FUSO_PADRAO)!;
  const gerados = gerarProdutos(TOTAL_PRODUTOS, somarDias(hoje, -DIAS), hoje, DIAS);
  const linhas = gerarMovimentacoes(gerados, TOTAL_MOVIMENTACOES, fim, hoje, pessoas);
  escrever(`  gerados em memória (${segundos()} s)`);

  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let i = 0; i < gerados.length; i += 1000) {
      const r = await trx
        .insertInto('produto')
        .values(
          gerados.slice(i, i + 1000).map((p) => ({
            id_conta: idConta,
            nome: p.nome,
            qnt_minima: p.qnt_minima,
            qnt_atual: p.qnt_atual,
            valor_estoque: p.valor_estoque,
            preco_custo: p.preco_custo,
            criado_em: p.criado_em,
            atualizado_em: p.destino === 'SEM_MOVIMENTO' ? p.criado_em : p.atualizado_em,
          })),
        )
        .returning('id')
        .execute();
      // Serial ids follow the VALUES order: sorted, they pair with the rows that made them.
      ids.push(...r.map((x) => x.id).sort((a, b) => a - b));
    }
    escrever(`  ${ids.length} produtos (${segundos()} s)`);
    for (let i = 0; i < linhas.length; i += LOTE) {
      await trx
        .insertInto('movimentacao')
        .values(
          linhas
            .slice(i, i + LOTE)
            .map(({ produto, ...m }) => ({ id_conta: idConta, id_produto: ids[produto]!, ...m })),
        )
        .execute();
      if ((i + LOTE) % 40_000 === 0) escrever(`  ${i + LOTE} movimentações (${segundos()} s)`);
    }
    // Each product's movement counter, as the movement write keeps it.
    await sql`
      UPDATE produto p SET qnt_movimentacoes = m.n
      FROM (SELECT id_produto, count(*)::int AS n FROM movimentacao WHERE id_conta = ${idConta} GROUP BY id_produto) m
      WHERE m.id_produto = p.id`.execute(trx);
  });
  await vacuum(db);
  escrever(`Pronto: ${gerados.length} produtos e ${linhas.length} movimentações em ${segundos()} s.`);
  await conferir(db, idConta, hoje);
  await db.destroy();
}

await main();
