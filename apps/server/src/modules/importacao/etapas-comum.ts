import { MSG } from '@clinica/contracts';
import { lerNomeado, type TipoDadoImportacao } from '@clinica/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { buscarMapeados, type Contagem, comSavepoint, type Etapa, type Lote } from './etapas-api';

const I = MSG.importacao;

/*
 * What every stage of an API import shares (issue 39): the old system's paths, the batch insert
 * with its row-by-row fallback, the catalog kinds matched by name, and the references looked up
 * through the map.
 */

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
  termos: '/api/termos',
  // Listed per patient: the patient's old id follows ('/api/pacientes_termos/12').
  documentos: '/api/pacientes_termos',
  questoes_anamnese: '/api/questoes-anamnese',
  modelos_anamnese: '/api/modelos-anamnese',
  anamneses: '/api/pacientes-anamnese',
  fotos: '/api/fotos/paciente',
  arquivos: '/api/arquivos/paciente',
};

export const zero = (): Contagem => ({ importados: 0, ignorados: 0, duplicados: 0, erros: 0 });

/**
 * Writes the new rows: one INSERT for the batch, or (after the database refused it) one per row
 * behind a savepoint, each refused row logged. Returns the ids in the order given (null: refused).
 */
export async function inserirTodos<T>(
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
export function catalogo<T>(o: {
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

/** The column a table's matching key adds to the name (a payment type's R/D, a question's type). */
const GRUPO: Partial<Record<string, string>> = { tipo_pagamento: 'tipo', questao_anamnese: 'tipo_pergunta' };

/** The clinic's rows of `tabela` whose `coluna` matches one of the names: f_busca(name) → id. */
export async function porNome(
  trx: Db,
  tabela:
    | 'banco'
    | 'categoria'
    | 'tratamento'
    | 'produto'
    | 'unidade'
    | 'tipo_pagamento'
    | 'termo'
    | 'questao_anamnese'
    | 'modelo_anamnese',
  coluna: 'nome' | 'nome_fantasia' | 'titulo' | 'pergunta',
  idConta: number,
  nomes: string[],
  grupo: (linha: { tipo: string | null }) => string = () => '',
) {
  const r = await sql<{ id: number; k: string; tipo: string | null }>`
    SELECT t.id, f_busca(t.${sql.ref(coluna)}) AS k, ${GRUPO[tabela] ? sql`t.${sql.ref(GRUPO[tabela])}` : sql`NULL`} AS tipo
    FROM ${sql.table(tabela)} t
    WHERE t.id_conta = ${idConta}
      AND f_busca(t.${sql.ref(coluna)}) IN (SELECT f_busca(x) FROM unnest(${nomes}::text[]) AS x)
    ORDER BY t.id DESC`.execute(trx);
  // The oldest row wins when the clinic has two with one name (ordered newest first, last set wins).
  return new Map(r.rows.map((x) => [`${grupo(x)}|${x.k}`, x.id]));
}

export const ids = (r: { id: number }[]) => r.map((x) => x.id);

export const nomeado = (tabela: 'banco' | 'categoria', caminho: string) =>
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

/** Old keys → ids here for what a batch points at, per kind. */
export async function referencias(
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
