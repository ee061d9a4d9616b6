/**
 * Server time of the stock screens on the seeded clinic (seed-estoque.ts, 2,000 products and
 * 200,000 movements over three years), through the service functions the tRPC and REST
 * handlers call (no HTTP), after a warm-up: p50 and p95 over BENCH_CHAMADAS calls (default 300)
 * per scenario. The writes (an entry, then an exit of the same quantity of the same product)
 * are undone at the end, so every run measures the clinic the seed made.
 *   DATABASE_URL=postgres://... pnpm --filter @clinica/server bench:estoque
 *   pnpm --filter @clinica/server bench:estoque          (PGlite in .data/bench-pglite)
 */
import { FUSO_PADRAO, normalizarBusca } from '@clinica/domain';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/kysely';
import {
  listarMovimentacoesDaClinica,
  opcoesProdutosEstoque,
  registrarMovimentacao,
} from '../src/modules/estoque/movimentacao.service';
import { listarProdutosDaClinica, resumoEstoque } from '../src/modules/estoque/produto.service';
import type { Ator } from '../src/platform/ator';
import { criarDeps } from '../src/platform/criar-deps';
import { AQUECIMENTO, abrirBancoBench, CHAMADAS, escrever, medir } from './bench-alvo';

/** The seed's ADM (seed-estoque.ts): the clinic is found by it. */
const EMAIL_BENCH_ESTOQUE = 'bench-estoque@clinica.app';
/** The screens' page size. */
const POR_PAGINA = 10;
/** Name fragments typed without accents, as users do. */
const BUSCAS = [
  'anestesico',
  'luva nitrilica',
  'resina',
  'gaze',
  'alcool 70',
  'broca diamantada',
  'clorexidina',
  'agulha gengival',
  'seringa',
  'mascara',
];
/** What the movement form's picker receives after three letters. */
const TRES_LETRAS = ['luv', 'gaz', 'res', 'ane', 'bro', 'ser', 'alc', 'mas', 'cim', 'fio'];

/** A spread of indexes that is not a scan in order (7919 is prime, coprime to the lengths here). */
const espalhar = <T>(lista: readonly T[], i: number): T => lista[(i * 7919) % lista.length]!;

/**
 * What the writes will touch, to put back afterwards: the products' balances and their lots'
 * saldo (an exit takes from the oldest-expiring lots, not from the entry just made).
 */
async function fotografar(db: Db, idConta: number, produtos: number[]) {
  const [max, linhas, lotes] = await Promise.all([
    db
      .selectFrom('movimentacao')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('produto')
      .select(['id', 'qnt_atual', 'valor_estoque', 'preco_custo', 'qnt_movimentacoes', 'atualizado_em'])
      .where('id', 'in', produtos)
      .execute(),
    db
      .selectFrom('movimentacao')
      .select(['id', 'saldo_lote'])
      .where('id_conta', '=', idConta)
      .where('id_produto', 'in', produtos)
      .where('tipo', '=', 'ENTRADA')
      .execute(),
  ]);
  return { ultimoId: max.id ?? 0, produtos: linhas, lotes: new Map(lotes.map((l) => [l.id, l.saldo_lote])) };
}

async function restaurar(db: Db, idConta: number, foto: Awaited<ReturnType<typeof fotografar>>) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('movimentacao')
      .where('id_conta', '=', idConta)
      .where('id', '>', foto.ultimoId)
      .execute();
    const agora = await trx
      .selectFrom('movimentacao')
      .select(['id', 'saldo_lote'])
      .where('id_conta', '=', idConta)
      .where(
        'id_produto',
        'in',
        foto.produtos.map((p) => p.id),
      )
      .where('tipo', '=', 'ENTRADA')
      .execute();
    for (const l of agora)
      if (l.saldo_lote !== foto.lotes.get(l.id))
        await trx
          .updateTable('movimentacao')
          .set({ saldo_lote: foto.lotes.get(l.id)! })
          .where('id', '=', l.id)
          .execute();
    for (const { id, ...saldo } of foto.produtos)
      await trx.updateTable('produto').set(saldo).where('id', '=', id).execute();
  });
  // The updates left dead rows and pages no longer all-visible, too few for autovacuum:
  // without this, each run's counts would need more heap fetches than the last.
  for (const tabela of ['produto', 'movimentacao'])
    await sql`VACUUM ANALYZE ${sql.table(tabela)}`.execute(db);
}

async function main() {
  const { db, descricao } = await abrirBancoBench();
  const u = await db
    .selectFrom('usuario')
    .selectAll()
    .where('email', '=', EMAIL_BENCH_ESTOQUE)
    .executeTakeFirst();
  if (!u) throw new Error('Rode antes: pnpm --filter @clinica/server seed:estoque');
  const idConta = u.id_conta;
  const deps = criarDeps({
    db,
    config: loadConfig({ JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }),
    jwtSecret: 'x'.repeat(40),
  });
  const adm: Ator = {
    idUsuario: u.id,
    idConta,
    nome: u.nome,
    email: u.email,
    tipo: 'ADM',
    idPerfil: u.id_perfil,
    permissoes: [],
    conta: {
      id: idConta,
      nome: 'Clínica Benchmark Estoque',
      tipo: 'clinica',
      fuso: FUSO_PADRAO,
      lembreteHora: '18:00',
    },
  };
  const produtos = (
    await db.selectFrom('produto').select('id').where('id_conta', '=', idConta).orderBy('id').execute()
  ).map((p) => p.id);
  const profissionais = await db
    .selectFrom('usuario')
    .select(['id', 'nome'])
    .where('id_conta', '=', idConta)
    .where('tipo', '=', 'PROFISSIONAL')
    .orderBy('id')
    .execute();
  const unidades = (
    await db.selectFrom('unidade').select('id').where('id_conta', '=', idConta).orderBy('id').execute()
  ).map((x) => x.id);
  // 'Dra. Ana Paula Ferreira' → 'ana paula': first and middle name, without accents.
  const nomes = profissionais.map((p) => normalizarBusca(p.nome).split(' ').slice(1, 3).join(' '));
  const movimentacoes = (
    await db
      .selectFrom('movimentacao')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id_conta', '=', idConta)
      .executeTakeFirstOrThrow()
  ).n;
  escrever(
    `${descricao}: clínica ${idConta} com ${produtos.length} produtos e ${movimentacoes} movimentações; ` +
      `${CHAMADAS} chamadas por cenário após ${AQUECIMENTO} de aquecimento.`,
  );

  const pagina = (q = '', extra: object = {}) => ({ page: 1, limit: POR_PAGINA, q, ...extra });
  const r = [
    await medir('(a) produtos, página 1 (10 + total)', () => listarProdutosDaClinica(deps, adm, pagina())),
    await medir('(b) cartões (resumoEstoque)', () => resumoEstoque(deps, adm)),
    await medir('(a) + (b) em paralelo, o que /produtos carrega', () =>
      Promise.all([listarProdutosDaClinica(deps, adm, pagina()), resumoEstoque(deps, adm)]),
    ),
    await medir("(c) busca de produto sem acento ('anestesico', 'luva nitrilica'...)", (i) =>
      listarProdutosDaClinica(deps, adm, pagina(BUSCAS[i % BUSCAS.length])),
    ),
    await medir("(d) produtos com situação 'VALIDADE' (10 + total)", () =>
      listarProdutosDaClinica(deps, adm, pagina('', { situacao: 'VALIDADE' })),
    ),
    await medir('(e) movimentações da clínica, página 1 (10 + total)', () =>
      listarMovimentacoesDaClinica(deps, adm, pagina()),
    ),
    await medir('(f) movimentações de um produto (o modal, 10 + total)', (i) =>
      listarMovimentacoesDaClinica(deps, adm, pagina('', { id_produto: espalhar(produtos, i) })),
    ),
    await medir("(g) busca de movimentações pelo produto ('luva')", () =>
      listarMovimentacoesDaClinica(deps, adm, pagina('luva')),
    ),
    await medir("(g) busca de movimentações pelo profissional ('ana paula'...)", (i) =>
      listarMovimentacoesDaClinica(deps, adm, pagina(nomes[i % nomes.length])),
    ),
    await medir("(h) seletor de produto do formulário (3 letras: 'luv', 'gaz'...)", (i) =>
      opcoesProdutosEstoque(deps, adm, TRES_LETRAS[i % TRES_LETRAS.length]!),
    ),
  ];

  // Call i of both writes: the same product and quantity, so the exit always has the stock.
  const alvo = (i: number) => ({ id_produto: espalhar(produtos, i), quantidade: 1 + (i % 10) });
  const tocados = [...new Set(Array.from({ length: AQUECIMENTO + CHAMADAS }, (_, i) => alvo(i).id_produto))];
  const foto = await fotografar(db, idConta, tocados);
  try {
    r.push(
      await medir('(i) ENTRADA (trava do produto, lote, custo médio)', (i) =>
        registrarMovimentacao(deps, adm, {
          tipo: 'ENTRADA',
          ...alvo(i),
          preco_custo: 1000 + ((i * 37) % 5000),
          vencimento: i % 3 === 0 ? null : `2027-0${1 + (i % 9)}-15`,
          observacao: 'bench',
          id_unidade: espalhar(unidades, i),
        }),
      ),
      await medir('(i) SAIDA (trava do produto, lotes FEFO)', (i) =>
        registrarMovimentacao(deps, adm, {
          tipo: 'SAIDA',
          ...alvo(i),
          observacao: 'bench',
          id_unidade: espalhar(unidades, i),
          id_usuario: espalhar(profissionais, i).id,
        }),
      ),
    );
  } finally {
    await restaurar(db, idConta, foto);
  }
  escrever('| cenário | chamadas | p50 (ms) | p95 (ms) |\n| --- | --- | --- | --- |');
  for (const l of r) escrever(`| ${l.cenário} | ${l.chamadas} | ${l.p50_ms} | ${l.p95_ms} |`);
  await db.destroy();
}

await main();
