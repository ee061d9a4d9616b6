import { MSG } from '@clinica/contracts';
import {
  type AgendamentoImportado,
  lerAgendamento,
  lerMovimentacao,
  lerNomeado,
  lerOrcamento,
  lerProduto,
  lerProfissional,
  lerTipoPagamento,
  lerTransacao,
  lerTratamento,
  lerUnidade,
  type MovimentacaoImportada,
  type OrcamentoImportado,
  type ProfissionalImportado,
  TIPOS_DADO_IMPORTACAO,
  type TipoDadoImportacao,
  type TransacaoImportada,
} from '@clinica/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Deps } from '../../platform/deps';
import { buscarMapeados, type Contagem, comSavepoint, type Etapa, type Lote } from './etapas-api';
import { lerPaginaDaOrigem } from './origem-api';

const I = MSG.importacao;

/** The old system's list each stage reads (its REST paths, ours: `?page=&limit=`, total in X-Total-Count). */
export const CAMINHOS_API: Record<TipoDadoImportacao, string> = {
  unidades: '/api/unidades',
  bancos: '/api/bancos',
  categorias: '/api/categorias',
  tipos_pagamento: '/api/tipos_pagamento',
  tratamentos: '/api/tratamentos',
  profissionais: '/api/usuarios',
  pacientes: '/api/pacientes',
  agendas: '/api/agendas',
  orcamentos: '/api/orcamentos',
  transacoes: '/api/transacoes',
  produtos: '/api/produtos',
  movimentacoes: '/api/movimentacoes',
};

/**
 * What the preview counts per kind: each list's total (X-Total-Count of a one-row page), read,
 * not written. Patients are counted by the patients' own preview.
 */
export async function totaisDaOrigem(deps: Deps, origem: { url: string; token: string }) {
  const totais: Partial<Record<TipoDadoImportacao, number>> = {};
  for (const tipo of TIPOS_DADO_IMPORTACAO) {
    if (tipo === 'pacientes') continue;
    const r = await lerPaginaDaOrigem(deps, origem, CAMINHOS_API[tipo], 1, 1);
    totais[tipo] = r.total ?? r.itens.length;
  }
  return totais;
}

const zero = (): Contagem => ({ importados: 0, ignorados: 0, duplicados: 0, erros: 0 });

/**
 * Writes the new rows: one INSERT for the batch, or (after the database refused it) one per row
 * behind a savepoint, each refused row logged. Returns the ids in the order given (null: refused).
 */
async function inserirTodos<T>(
  l: Lote<T>,
  itens: Lote<T>['itens'],
  inserir: (trx: Db, lote: Lote<T>['itens']) => Promise<number[]>,
  c: Contagem,
): Promise<(number | null)[]> {
  if (itens.length === 0) return [];
  if (!l.umAUm) {
    const ids = await inserir(l.trx, itens);
    c.importados += ids.length;
    return ids;
  }
  const ids: (number | null)[] = [];
  for (const item of itens) {
    const r = await comSavepoint(l.trx, () => inserir(l.trx, [item]));
    const id = r?.[0] ?? null;
    if (id === null) {
      c.erros++;
      l.registrar(item.linha, 'erro', I.erroGravacao);
    } else c.importados++;
    ids.push(id);
  }
  return ids;
}

/**
 * A catalog kind (units, banks, categories, payment types, treatments, products): a row whose
 * name is already in the clinic (accents and case aside, as the unique indexes compare) is
 * matched, not doubled (mapped with `criado = false`); two old rows with one name become one.
 */
function catalogo<T>(o: {
  caminho: string;
  ler: Etapa<T>['ler'];
  nome: (d: T) => string;
  /** The clinic's rows by `f_busca(name)` (the key of each name given), for these names. */
  existentes: (trx: Db, idConta: number, itens: T[]) => Promise<Map<string, number>>;
  inserir: (trx: Db, idConta: number, itens: T[]) => Promise<number[]>;
  /** Extra part of the matching key (a payment type's R/D). */
  grupo?: (d: T) => string;
}): Etapa<T> {
  return {
    caminho: o.caminho,
    ler: o.ler,
    gravar: async (l) => {
      const c = zero();
      if (l.itens.length === 0) return c;
      const chaves = await chavesDeBusca(
        l.trx,
        l.itens.map((i) => o.nome(i.dados)),
      );
      const chave = (d: T, k: string) => `${o.grupo?.(d) ?? ''}|${k}`;
      const existentes = await o.existentes(
        l.trx,
        l.ctx.idConta,
        l.itens.map((i) => i.dados),
      );
      const novos: Lote<T>['itens'] = [];
      const repetidos: { chave: string; de: string }[] = [];
      const primeiro = new Map<string, string>();
      l.itens.forEach((item, n) => {
        const k = chave(item.dados, chaves[n] ?? '');
        const id = existentes.get(k);
        if (id !== undefined) {
          l.mapear(item.chave, id, false);
          c.duplicados++;
        } else if (primeiro.has(k)) {
          repetidos.push({ chave: item.chave, de: primeiro.get(k) ?? '' });
          c.duplicados++;
        } else {
          primeiro.set(k, item.chave);
          novos.push(item);
        }
      });
      const ids = await inserirTodos(
        l,
        novos,
        (trx, lote) =>
          o.inserir(
            trx,
            l.ctx.idConta,
            lote.map((x) => x.dados),
          ),
        c,
      );
      const criados = new Map<string, number>();
      novos.forEach((item, n) => {
        const id = ids[n];
        if (id === null || id === undefined) return;
        l.mapear(item.chave, id, true);
        criados.set(item.chave, id);
      });
      for (const r of repetidos) {
        const id = criados.get(r.de);
        if (id !== undefined) l.mapear(r.chave, id, false);
      }
      return c;
    },
  };
}

/** Names as the unique indexes compare them (`f_busca`: no accents, lower case), in order. */
async function chavesDeBusca(trx: Db, nomes: string[]): Promise<string[]> {
  const r = await sql<{ k: string }>`
    SELECT f_busca(n.nome) AS k FROM unnest(${nomes}::text[]) WITH ORDINALITY AS n(nome, i) ORDER BY n.i`.execute(
    trx,
  );
  return r.rows.map((x) => x.k);
}

/** The clinic's rows of `tabela` whose `coluna` matches one of the names: f_busca(name) → id. */
async function porNome(
  trx: Db,
  tabela: 'banco' | 'categoria' | 'tratamento' | 'produto' | 'unidade' | 'tipo_pagamento',
  coluna: 'nome' | 'nome_fantasia',
  idConta: number,
  nomes: string[],
  grupo: (linha: { tipo: string | null }) => string = () => '',
) {
  const r = await sql<{ id: number; k: string; tipo: string | null }>`
    SELECT t.id, f_busca(t.${sql.ref(coluna)}) AS k, ${tabela === 'tipo_pagamento' ? sql`t.tipo` : sql`NULL`} AS tipo
    FROM ${sql.table(tabela)} t
    WHERE t.id_conta = ${idConta}
      AND f_busca(t.${sql.ref(coluna)}) IN (SELECT f_busca(x) FROM unnest(${nomes}::text[]) AS x)
    ORDER BY t.id DESC`.execute(trx);
  // The oldest row wins when the clinic has two with one name (ordered newest first, last set wins).
  return new Map(r.rows.map((x) => [`${grupo(x)}|${x.k}`, x.id]));
}

const ids = (r: { id: number }[]) => r.map((x) => x.id);

const nomeado = (tabela: 'banco' | 'categoria', caminho: string) =>
  catalogo({
    caminho,
    ler: lerNomeado,
    nome: (d) => d.nome,
    existentes: (trx, idConta, itens) =>
      porNome(
        trx,
        tabela,
        'nome',
        idConta,
        itens.map((i) => i.nome),
      ),
    inserir: async (trx, idConta, itens) =>
      ids(
        await trx
          .insertInto(tabela)
          .values(itens.map((i) => ({ id_conta: idConta, nome: i.nome })))
          .returning('id')
          .execute(),
      ),
  });

/**
 * Users arrive as professionals, inactive until the clinic invites them (no password comes:
 * the hash stored can't match any). One already in this clinic with the e-mail is matched. An
 * e-mail is one login in this product: one used by another clinic (or none at all) makes a
 * provisional '.invalid' address (RFC 2606: never delivered), said in the row log.
 */
const profissionais: Etapa<ProfissionalImportado> = {
  caminho: CAMINHOS_API.profissionais,
  ler: lerProfissional,
  gravar: async (l) => {
    const c = zero();
    const emails = l.itens.flatMap((i) => (i.dados.email ? [i.dados.email] : []));
    const usados =
      emails.length === 0
        ? []
        : await l.trx
            .selectFrom('usuario')
            .select(['id', 'id_conta', 'email'])
            .where('email', 'in', emails)
            .execute();
    const porEmail = new Map(usados.map((u) => [u.email, u]));
    const novos: Lote<ProfissionalImportado>['itens'] = [];
    for (const item of l.itens) {
      const u = item.dados.email ? porEmail.get(item.dados.email) : undefined;
      if (u && u.id_conta === l.ctx.idConta) {
        l.mapear(item.chave, u.id, false);
        c.duplicados++;
        continue;
      }
      if (u || !item.dados.email) {
        l.registrar(item.linha, 'aviso', I.emailEmOutraConta);
        const provisorio = `importado-${l.ctx.idConta}-${item.chave.slice(3)}@importacao.invalid`;
        novos.push({ ...item, dados: { ...item.dados, email: provisorio } });
      } else novos.push(item);
    }
    const feitos = await inserirTodos(
      l,
      novos,
      async (trx, lote) =>
        ids(
          await trx
            .insertInto('usuario')
            .values(
              lote.map(({ dados: d }) => ({
                id_conta: l.ctx.idConta,
                nome: d.nome,
                email: d.email ?? '',
                whatsapp: d.whatsapp,
                cpf: d.cpf,
                cro: d.cro,
                tipo: 'PROFISSIONAL' as const,
                ativo: false,
                senha_hash: '!importado',
              })),
            )
            .returning('id')
            .execute(),
        ),
      c,
    );
    novos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    return c;
  },
};

/** Old keys → ids here for what a batch points at, per kind. */
async function referencias(
  l: Lote<unknown>,
  pedidos: Partial<Record<TipoDadoImportacao, (string | null)[]>>,
) {
  const r: Partial<Record<TipoDadoImportacao, Map<string, number>>> = {};
  for (const [tipo, chaves] of Object.entries(pedidos) as [TipoDadoImportacao, (string | null)[]][]) {
    r[tipo] = await buscarMapeados(
      l.trx,
      l.ctx,
      tipo,
      chaves.flatMap((x) => (x ? [x] : [])),
    );
  }
  return (tipo: TipoDadoImportacao, chave: string | null) => (chave ? (r[tipo]?.get(chave) ?? null) : null);
}

const agendas: Etapa<AgendamentoImportado> = {
  caminho: CAMINHOS_API.agendas,
  ler: lerAgendamento,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, {
      pacientes: l.itens.map((i) => i.dados.paciente),
      profissionais: l.itens.map((i) => i.dados.profissional),
      tratamentos: l.itens.map((i) => i.dados.tratamento),
    });
    const prontos: (Lote<AgendamentoImportado>['itens'][number] & { p: number; pr: number; t: number })[] =
      [];
    for (const item of l.itens) {
      const p = ref('pacientes', item.dados.paciente);
      const pr = ref('profissionais', item.dados.profissional);
      const t = ref('tratamentos', item.dados.tratamento);
      if (p === null || pr === null || t === null) {
        c.ignorados++;
        l.registrar(
          item.linha,
          'erro',
          I.semReferencia(p === null ? 'O paciente' : pr === null ? 'O profissional' : 'O tratamento'),
        );
      } else prontos.push({ ...item, p, pr, t });
    }
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) =>
        ids(
          await trx
            .insertInto('agenda')
            .values(
              (lote as typeof prontos).map((x) => ({
                id_conta: l.ctx.idConta,
                id_paciente: x.p,
                id_profissional: x.pr,
                id_tratamento: x.t,
                inicio: x.dados.inicio,
                fim: new Date(x.dados.inicio.getTime() + x.dados.duracao * 60_000),
                duracao: x.dados.duracao,
                status: x.dados.status,
                observacao: x.dados.observacao,
                notificacoes: x.dados.notificacoes,
              })),
            )
            .returning('id')
            .execute(),
        ),
      c,
    );
    prontos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    return c;
  },
};

const orcamentos: Etapa<OrcamentoImportado> = {
  caminho: CAMINHOS_API.orcamentos,
  ler: lerOrcamento,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, {
      pacientes: l.itens.map((i) => i.dados.paciente),
      profissionais: l.itens.flatMap((i) => i.dados.itens.map((x) => x.profissional)),
      tratamentos: l.itens.flatMap((i) => i.dados.itens.map((x) => x.tratamento)),
    });
    type Pronto = Lote<OrcamentoImportado>['itens'][number] & {
      p: number;
      itens: { pr: number; t: number }[];
    };
    const prontos: Pronto[] = [];
    for (const item of l.itens) {
      const p = ref('pacientes', item.dados.paciente);
      const itens = item.dados.itens.map((x) => ({
        pr: ref('profissionais', x.profissional),
        t: ref('tratamentos', x.tratamento),
      }));
      const falta =
        p === null
          ? 'O paciente'
          : itens.some((x) => x.pr === null)
            ? 'O profissional'
            : itens.some((x) => x.t === null)
              ? 'O tratamento'
              : null;
      if (falta || p === null) {
        c.ignorados++;
        l.registrar(item.linha, 'erro', I.semReferencia(falta ?? 'O paciente'));
      } else prontos.push({ ...item, p, itens: itens.map((x) => ({ pr: x.pr ?? 0, t: x.t ?? 0 })) });
    }
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) => {
        const ps = lote as Pronto[];
        const novos = ids(
          await trx
            .insertInto('orcamento')
            .values(
              ps.map((x) => ({
                id_conta: l.ctx.idConta,
                id_paciente: x.p,
                valor_total: x.dados.valor_total,
                vencimento: x.dados.vencimento,
                status: x.dados.status,
              })),
            )
            .returning('id')
            .execute(),
        );
        const linhas = ps.flatMap((x, n) =>
          x.dados.itens.map((it, ordem) => ({
            id_conta: l.ctx.idConta,
            id_orcamento: novos[n] ?? 0,
            id_tratamento: x.itens[ordem]?.t ?? 0,
            id_profissional: x.itens[ordem]?.pr ?? 0,
            nome: it.nome,
            valor_venda: it.valor_venda,
            quantidade: it.quantidade,
            valor_pacote: it.valor_pacote,
            ordem,
          })),
        );
        if (linhas.length > 0) await trx.insertInto('orcamento_item').values(linhas).execute();
        return novos;
      },
      c,
    );
    prontos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    return c;
  },
};

/**
 * A transaction and its payments: what it points at through the map. An optional reference
 * (patient, budget, category, bank) not found here is left empty and said; a payment's type is
 * required (the payment can't be kept without it), so such a transaction is refused. Its payments
 * are mapped too (`pagamento:<old id>:<n>`), so undo knows which payments the import made.
 */
const transacoes: Etapa<TransacaoImportada> = {
  caminho: CAMINHOS_API.transacoes,
  ler: lerTransacao,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, {
      pacientes: l.itens.map((i) => i.dados.paciente),
      orcamentos: l.itens.map((i) => i.dados.orcamento),
      categorias: l.itens.map((i) => i.dados.categoria),
      bancos: l.itens.map((i) => i.dados.banco),
      tipos_pagamento: l.itens.flatMap((i) => i.dados.pagamentos.map((p) => p.tipoPagamento)),
    });
    type Pronto = Lote<TransacaoImportada>['itens'][number] & {
      p: number | null;
      o: number | null;
      cat: number | null;
      b: number | null;
      tipos: number[];
    };
    const prontos: Pronto[] = [];
    for (const item of l.itens) {
      const d = item.dados;
      const tipos = d.pagamentos.map((p) => ref('tipos_pagamento', p.tipoPagamento));
      if (tipos.some((t) => t === null)) {
        c.ignorados++;
        l.registrar(item.linha, 'erro', I.semReferencia('O tipo de pagamento'));
        continue;
      }
      const p = ref('pacientes', d.paciente);
      const o = ref('orcamentos', d.orcamento);
      const cat = ref('categorias', d.categoria);
      const b = ref('bancos', d.banco);
      for (const [oque, antigo, novo] of [
        ['O paciente', d.paciente, p],
        ['O orçamento', d.orcamento, o],
        ['A categoria', d.categoria, cat],
        ['O banco', d.banco, b],
      ] as const) {
        if (antigo && novo === null)
          l.registrar(
            item.linha,
            'aviso',
            `${oque} deste lançamento não foi importado: lançamento importado sem ele.`,
          );
      }
      prontos.push({ ...item, p, o, cat, b, tipos: tipos.map((t) => t ?? 0) });
    }
    const pagamentosMapa: { chave: string; id: number }[] = [];
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) => {
        const ps = lote as Pronto[];
        const novos = ids(
          await trx
            .insertInto('transacao')
            .values(
              ps.map((x) => ({
                id_conta: l.ctx.idConta,
                tipo: x.dados.tipo,
                id_paciente: x.p,
                id_orcamento: x.o,
                id_categoria: x.cat,
                id_banco: x.b,
                descricao: x.dados.descricao,
                observacao: x.dados.observacao,
                vencimento: x.dados.vencimento,
                valor_total: x.dados.valor_total,
                valor_pago: x.dados.pagamentos.reduce((s, p) => s + p.valor, 0),
              })),
            )
            .returning('id')
            .execute(),
        );
        const linhas = ps.flatMap((x, n) =>
          x.dados.pagamentos.map((p, k) => ({
            chave: `pagamento:${x.chave.slice(3)}:${k}`,
            v: {
              id_conta: l.ctx.idConta,
              id_transacao: novos[n] ?? 0,
              id_tipo_pagamento: x.tipos[k] ?? 0,
              tipo: x.dados.tipo,
              valor: p.valor,
              data: p.data,
              qnt_parcelas: p.qnt_parcelas,
            },
          })),
        );
        if (linhas.length > 0) {
          const pags = ids(
            await trx
              .insertInto('pagamento')
              .values(linhas.map((x) => x.v))
              .returning('id')
              .execute(),
          );
          linhas.forEach((x, k) => {
            const id = pags[k];
            if (id !== undefined) pagamentosMapa.push({ chave: x.chave, id });
          });
        }
        return novos;
      },
      c,
    );
    prontos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    for (const p of pagamentosMapa) l.mapear(p.chave, p.id, true);
    return c;
  },
};

/**
 * Stock movements are the product's history: the product came with the stock the old system
 * counts, so a movement here does not move it again (an entry's lot balance is 0: the imported
 * stock has no lots to expire); the product's movement count grows so the menus treat it as moved.
 */
const movimentacoes: Etapa<MovimentacaoImportada> = {
  caminho: CAMINHOS_API.movimentacoes,
  ler: lerMovimentacao,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, {
      produtos: l.itens.map((i) => i.dados.produto),
      profissionais: l.itens.map((i) => i.dados.profissional),
    });
    type Pronto = Lote<MovimentacaoImportada>['itens'][number] & { p: number; u: number | null };
    const prontos: Pronto[] = [];
    for (const item of l.itens) {
      const p = ref('produtos', item.dados.produto);
      if (p === null) {
        c.ignorados++;
        l.registrar(item.linha, 'erro', I.semReferencia('O produto'));
        continue;
      }
      const u = ref('profissionais', item.dados.profissional);
      if (item.dados.profissional && u === null)
        l.registrar(item.linha, 'aviso', 'O profissional desta saída não foi importado: importada sem ele.');
      prontos.push({ ...item, p, u });
    }
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) => {
        const ps = lote as Pronto[];
        const novos = ids(
          await trx
            .insertInto('movimentacao')
            .values(
              ps.map((x) => ({
                id_conta: l.ctx.idConta,
                id_produto: x.p,
                id_usuario: x.u,
                tipo: x.dados.tipo,
                quantidade: x.dados.quantidade,
                preco_custo: x.dados.preco_custo,
                valor_total: x.dados.quantidade * x.dados.preco_custo,
                vencimento: x.dados.vencimento,
                saldo_lote: x.dados.tipo === 'ENTRADA' ? 0 : null,
                observacao: x.dados.observacao,
                ...(x.dados.criado_em ? { criado_em: x.dados.criado_em } : {}),
              })),
            )
            .returning('id')
            .execute(),
        );
        const porProduto = new Map<number, number>();
        for (const x of ps) porProduto.set(x.p, (porProduto.get(x.p) ?? 0) + 1);
        for (const [id, n] of porProduto)
          await trx
            .updateTable('produto')
            .set((eb) => ({ qnt_movimentacoes: eb('qnt_movimentacoes', '+', n) }))
            .where('id_conta', '=', l.ctx.idConta)
            .where('id', '=', id)
            .execute();
        return novos;
      },
      c,
    );
    prontos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    return c;
  },
};

/** Every stage but patients (which keep the first slice's batch and its dedupe). */
export const ETAPAS_API: Record<Exclude<TipoDadoImportacao, 'pacientes'>, Etapa<unknown>> = {
  unidades: catalogo({
    caminho: CAMINHOS_API.unidades,
    ler: lerUnidade,
    nome: (d) => d.nome_fantasia,
    existentes: (trx, idConta, itens) =>
      porNome(
        trx,
        'unidade',
        'nome_fantasia',
        idConta,
        itens.map((i) => i.nome_fantasia),
      ),
    inserir: async (trx, idConta, itens) =>
      ids(
        await trx
          .insertInto('unidade')
          .values(itens.map((i) => ({ ...i, id_conta: idConta })))
          .returning('id')
          .execute(),
      ),
  }),
  bancos: nomeado('banco', CAMINHOS_API.bancos),
  categorias: nomeado('categoria', CAMINHOS_API.categorias),
  tipos_pagamento: catalogo({
    caminho: CAMINHOS_API.tipos_pagamento,
    ler: lerTipoPagamento,
    nome: (d) => d.nome,
    grupo: (d) => d.tipo,
    existentes: (trx, idConta, itens) =>
      porNome(
        trx,
        'tipo_pagamento',
        'nome',
        idConta,
        itens.map((i) => i.nome),
        (x) => x.tipo ?? '',
      ),
    inserir: async (trx, idConta, itens) =>
      ids(
        await trx
          .insertInto('tipo_pagamento')
          .values(itens.map((i) => ({ id_conta: idConta, nome: i.nome, tipo: i.tipo, taxa: String(i.taxa) })))
          .returning('id')
          .execute(),
      ),
  }),
  tratamentos: catalogo({
    caminho: CAMINHOS_API.tratamentos,
    ler: lerTratamento,
    nome: (d) => d.nome,
    existentes: (trx, idConta, itens) =>
      porNome(
        trx,
        'tratamento',
        'nome',
        idConta,
        itens.map((i) => i.nome),
      ),
    inserir: async (trx, idConta, itens) =>
      ids(
        await trx
          .insertInto('tratamento')
          .values(itens.map((i) => ({ ...i, id_conta: idConta })))
          .returning('id')
          .execute(),
      ),
  }),
  profissionais,
  agendas,
  orcamentos,
  transacoes,
  produtos: catalogo({
    caminho: CAMINHOS_API.produtos,
    ler: lerProduto,
    nome: (d) => d.nome,
    existentes: (trx, idConta, itens) =>
      porNome(
        trx,
        'produto',
        'nome',
        idConta,
        itens.map((i) => i.nome),
      ),
    inserir: async (trx, idConta, itens) =>
      ids(
        await trx
          .insertInto('produto')
          .values(
            itens.map((i) => ({
              ...i,
              id_conta: idConta,
              preco_custo: i.qnt_atual > 0 ? i.preco_custo : 0,
              valor_estoque: i.qnt_atual * i.preco_custo,
            })),
          )
          .returning('id')
          .execute(),
      ),
  }),
  movimentacoes,
} as unknown as Record<Exclude<TipoDadoImportacao, 'pacientes'>, Etapa<unknown>>;
