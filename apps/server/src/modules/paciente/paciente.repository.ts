import { termosBuscaPaciente } from '@clinica/domain';
import { type ExpressionBuilder, type Insertable, type QueryCreator, type Selectable, sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import { consultaPreparada, type Db } from '../../db/kysely';
import { lerPagina, type PaginaPedida, padraoBusca, paginar, proximoPrefixo, recortar } from '../../db/lista';
import type { DB } from '../../db/schema.gen';
import { paginaDaBusca } from './pagina-da-busca';

/** What a patient form writes: every column but the keys, the search copies, the stamps and the archive. */
export type DadosPaciente = Omit<
  Insertable<DB['paciente']>,
  'id' | 'id_conta' | 'criado_em' | 'atualizado_em' | 'arquivado_em' | 'arquivado_por'
>;

type Eb = ExpressionBuilder<DB & { p: DB['paciente'] }, 'p'>;

/**
 * The patients (of one clinic, archived or not) with a word starting with `w`: a range of the
 * B-tree paciente_palavra_busca, 'ana' <= palavra < 'anb' compared byte by byte (the index's
 * text_pattern_ops), read index-only with the name the page sorts by. The range is spelled
 * out (not LIKE 'ana%') so a prepared statement's generic plan uses it too.
 */
function comPalavra(db: QueryCreator<DB>, idConta: number, arquivados: boolean, w: string) {
  return (
    db
      .selectFrom('paciente_palavra as w')
      .select(['w.id_paciente as id', 'w.nome_busca'])
      .where('w.id_conta', '=', idConta)
      .where('w.arquivado', '=', arquivados)
      .where(sql<boolean>`w.palavra ~>=~ ${w}`)
      .where(sql<boolean>`w.palavra ~<~ ${proximoPrefixo(w)}`)
      // One row per patient: the first of its words with this prefix (migration 202612010100).
      .where('w.prefixo_comum', '<', Array.from(w).length)
  );
}

/** Every typed word starts a word of the name (or the term starts the e-mail): INTERSECT. */
function porPalavras(db: QueryCreator<DB>, idConta: number, arquivados: boolean, palavras: string[]) {
  const [primeira, ...outras] = palavras.map((w) => comPalavra(db, idConta, arquivados, w));
  if (!primeira) return null;
  return outras.reduce((q, o) => q.intersect(o), primeira);
}

/**
 * The search of the Lista and of the Ficha's autocomplete (issue 20): every typed word starts a
 * word of the name ('joao silva' and 'jo sil' find 'João da Silva'; 'ana' finds Ana and Anabela,
 * not Juliana), or the term starts the e-mail, or the mobile or CPF contains the digits, or the
 * id. Words come from paciente_palavra (migration 202612010100), digits from the trigram indexes.
 */
function busca(db: QueryCreator<DB>, eb: Eb, idConta: number, q: string, arquivados: boolean) {
  const termos = termosBuscaPaciente(q);
  const palavras = porPalavras(db, idConta, arquivados, termos.palavras);
  const ramos = palavras ? [eb('p.id', 'in', db.selectFrom(palavras.as('w')).select('w.id'))] : [];
  const { digitos, id } = termos;
  if (digitos)
    ramos.push(eb('p.celular', 'like', padraoBusca(digitos)), eb('p.cpf', 'like', padraoBusca(digitos)));
  if (id !== null) ramos.push(eb('p.id', '=', id));
  return eb.or(ramos);
}

/**
 * The clinic's active patients (archived ones with `arquivados`, the 'Arquivados' filter): each
 * side has its own partial index on (id_conta, nome_busca, id) (migration 202611290100).
 */
const filtro = (db: QueryCreator<DB>, idConta: number, q: string, arquivados = false) => {
  const consulta = db
    .selectFrom('paciente as p')
    .where('p.id_conta', '=', idConta)
    .where('p.arquivado_em', arquivados ? 'is not' : 'is', null);
  return q ? consulta.where((eb) => busca(db, eb, idConta, q, arquivados)) : consulta;
};

/** A list request; `arquivados` lists only the archived patients. */
export type PedidoPacientes = PaginaPedida & { arquivados?: boolean | undefined };

/** Without a search: the page's ids from an index-only walk of (id_conta, nome_busca, id). */
function paginaSemBusca(db: Db, idConta: number, limit: number | null, offset: number, arquivados = false) {
  const ids = filtro(db, idConta, '', arquivados)
    .select('p.id')
    .orderBy('p.nome_busca')
    .orderBy('p.id')
    .offset(offset);
  return db
    .selectFrom('paciente as p')
    .selectAll('p')
    .where('p.id_conta', '=', idConta)
    .where('p.id', 'in', limit === null ? ids : ids.limit(limit))
    .orderBy('p.nome_busca')
    .orderBy('p.id');
}

/**
 * A batch of an export (REST list without page): the same filter and order, the next ids by
 * keyset on (nome_busca, id) — an index walk without a search — then their rows.
 */
function lotePacientes(db: Db, idConta: number, p: PedidoPacientes) {
  const ids = recortar(
    filtro(db, idConta, p.q, p.arquivados).select('p.id').orderBy('p.nome_busca').orderBy('p.id'),
    p,
  );
  return lerPagina(
    db
      .selectFrom('paciente as p')
      .selectAll('p')
      .where('p.id_conta', '=', idConta)
      .where('p.id', 'in', ids)
      .orderBy('p.nome_busca')
      .orderBy('p.id'),
    p,
  );
}

/**
 * The list's page without a search (the screen's default, every visit): the page's ids by an
 * index-only walk of (id_conta, nome_busca, id), their rows, and the clinic's active count (kept
 * by the database, 202611290500) in one prepared statement, planned once per connection (issue 20).
 * The same filter and order as `paginaSemBusca`; `paciente-contagem.int.test.ts` and the list
 * tests check both answers.
 */
const SQL_PAGINA = `
  SELECT p.*, (SELECT c.ativos FROM paciente_contagem c WHERE c.id_conta = $1) AS total
    FROM paciente p
   WHERE p.id_conta = $1
     AND p.id IN (SELECT q.id FROM paciente q
                   WHERE q.id_conta = $1 AND q.arquivado_em IS NULL
                   ORDER BY q.nome_busca, q.id LIMIT $2 OFFSET $3)
   ORDER BY p.nome_busca, p.id`;

export async function listarPacientes(db: Db, idConta: number, p: PedidoPacientes) {
  const offset = p.limit === null ? 0 : (p.page - 1) * p.limit;
  const contar = async () =>
    Number(
      (
        await filtro(db, idConta, p.q, p.arquivados)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  if (p.lote) return paginar(p, () => lotePacientes(db, idConta, p), contar);
  if (!p.q && !p.arquivados) {
    const linhas = await consultaPreparada<Selectable<DB['paciente']> & { total: number | null }>(
      db,
      'pacientes_pagina_v1',
      SQL_PAGINA,
      [idConta, p.limit, offset],
    );
    const primeira = linhas[0];
    const total = primeira && primeira.total !== null ? primeira.total : await contar();
    return { itens: linhas.map(({ total: _t, ...l }) => l), total };
  }
  if (!p.q)
    return paginar(p, (limit) => paginaSemBusca(db, idConta, limit, offset, p.arquivados).execute(), contar);
  const linhas = await paginaDaBusca(db, idConta, p.q, p.limit, offset, p.arquivados ?? false);
  const total = linhas[0] ? Number(linhas[0].total) : offset === 0 ? 0 : await contar();
  return { itens: linhas.map(({ total: _t, ...l }) => l), total };
}

/** The autocomplete (the Ficha, agenda, budgets, finance pickers): active patients only. */
export async function opcoesPacientes(db: Db, idConta: number, q: string, limite = 10) {
  const linhas = q
    ? await paginaDaBusca(db, idConta, q, limite, 0, false)
    : await paginaSemBusca(db, idConta, limite, 0).execute();
  return linhas.map((l) => ({ id: l.id, nome: l.nome, email: l.email }));
}

/** Archived or not: an archived patient's record still opens (with its 'Arquivado' badge). */
export function buscarPaciente(db: Db, idConta: number, id: number) {
  return db
    .selectFrom('paciente as p')
    .selectAll('p')
    .where('p.id_conta', '=', idConta)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function inserirPaciente(db: Db, idConta: number, dados: DadosPaciente) {
  const { id } = await daConta(db, idConta).tabela('paciente').inserir(dados, ['id']);
  return id;
}

export async function atualizarPaciente(db: Db, idConta: number, id: number, dados: DadosPaciente) {
  const alteracao = { ...dados, atualizado_em: new Date() };
  return (await daConta(db, idConta).tabela('paciente').atualizar(id, alteracao, ['id'])) !== undefined;
}

/**
 * The patient's image-use consent (issue 19): their latest signed document of kind 'uso_imagem'
 * (partial index `paciente_termo_uso_imagem_idx`); undefined when there is none.
 */
export function buscarConsentimentoImagem(db: Db, idConta: number, idPaciente: number) {
  return daConta(db, idConta)
    .tabela('paciente_termo')
    .listar()
    .select(['id', 'assinado_em'])
    .where('id_paciente', '=', idPaciente)
    .where('tipo_termo', '=', 'uso_imagem')
    .where('assinado_em', 'is not', null)
    .orderBy('assinado_em', 'desc')
    .limit(1)
    .executeTakeFirst();
}
