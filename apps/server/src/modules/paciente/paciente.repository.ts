import { normalizarBusca, somenteDigitos } from '@clinica/domain';
import type { ExpressionBuilder, QueryCreator, Selectable } from 'kysely';
import { consultaPreparada, type Db, executarPreparada } from '../../db/kysely';
import { lerPagina, type PaginaPedida, padraoBusca, paginar, recortar } from '../../db/lista';
import type { Database } from '../../db/schema';

export type DadosPaciente = {
  nome: string;
  ddi: '55' | '1';
  celular: string;
  sexo: 'Masculino' | 'Feminino' | 'Outro';
  nascimento: string;
  cpf: string | null;
  rg: string | null;
  email: string | null;
  observacao: string | null;
  responsavel_nome: string | null;
  responsavel_celular: string | null;
  responsavel_cpf: string | null;
  responsavel_nascimento: string | null;
  cep: string | null;
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
};

type Eb = ExpressionBuilder<Database & { p: Database['paciente'] }, 'p'>;

/**
 * The search of the Lista and of the Ficha's autocomplete: every word in the name (so
 * 'joao silva' finds 'João da Silva'), or the e-mail, or the mobile or CPF digits, or the id.
 * Each branch is served by a trigram index (migration 202611220500).
 */
function busca(eb: Eb, q: string) {
  const palavras = normalizarBusca(q).split(' ').filter(Boolean);
  const ramos = [
    eb.and(palavras.map((w) => eb('p.nome_busca', 'like', padraoBusca(w)))),
    eb('p.email_busca', 'like', padraoBusca(q)),
  ];
  const digitos = somenteDigitos(q);
  // Digits are searched only when the term is a number (masks allowed), not in 'Rua 7'.
  if (digitos.length >= 3 && /^[\d\s().+/-]+$/.test(q)) {
    ramos.push(eb('p.celular', 'like', padraoBusca(digitos)), eb('p.cpf', 'like', padraoBusca(digitos)));
  }
  if (/^\d{1,9}$/.test(q.trim())) ramos.push(eb('p.id', '=', Number(q.trim())));
  return eb.or(ramos);
}

/**
 * The clinic's active patients (archived ones with `arquivados`, the 'Arquivados' filter): each
 * side has its own partial index on (id_conta, nome_busca, id) (migration 202611290100).
 */
const filtro = (db: QueryCreator<Database>, idConta: number, q: string, arquivados = false) => {
  const consulta = db
    .selectFrom('paciente as p')
    .where('p.id_conta', '=', idConta)
    .where('p.arquivado_em', arquivados ? 'is not' : 'is', null);
  return q ? consulta.where((eb) => busca(eb, q)) : consulta;
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
 * With a search: the matches are gathered once (trigram indexes) and both sorted for the page
 * and counted. Left alone, the planner would walk the whole clinic in name order hoping to
 * meet 15 matches early, and the count would repeat the search.
 */
async function paginaComBusca(
  db: Db,
  idConta: number,
  q: string,
  limit: number | null,
  offset: number,
  arquivados = false,
) {
  const consulta = db
    .with(
      (cte) => cte('m').materialized(),
      (d) => filtro(d, idConta, q, arquivados).select(['p.id', 'p.nome_busca']),
    )
    .with('pg', (d) => {
      const c = d
        .selectFrom('m')
        .select(['m.id', 'm.nome_busca'])
        .orderBy('m.nome_busca')
        .orderBy('m.id')
        .offset(offset);
      return limit === null ? c : c.limit(limit);
    })
    .selectFrom('pg')
    .innerJoin('paciente as p', 'p.id', 'pg.id')
    .selectAll('p')
    .select((eb) => eb.selectFrom('m').select(eb.fn.countAll<number>().as('n')).as('total'))
    .orderBy('pg.nome_busca')
    .orderBy('pg.id');
  // Prepared per shape (the number of words, the digit and id branches): the materialised
  // gather makes the generic plan the same bitmap scan as a custom one. A long phrase is rare
  // and would add a statement per word count to every connection: planned each time.
  if (normalizarBusca(q).split(' ').length > 3) return consulta.execute();
  return executarPreparada(db, 'pacientes_busca', consulta);
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
    const linhas = await consultaPreparada<Selectable<Database['paciente']> & { total: number | null }>(
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
  const linhas = await paginaComBusca(db, idConta, p.q, p.limit, offset, p.arquivados);
  const total = linhas[0] ? Number(linhas[0].total) : offset === 0 ? 0 : await contar();
  return { itens: linhas.map(({ total: _t, ...l }) => l), total };
}

/** The autocomplete (the Ficha, agenda, budgets, finance pickers): active patients only. */
export async function opcoesPacientes(db: Db, idConta: number, q: string, limite = 10) {
  const linhas = q
    ? await paginaComBusca(db, idConta, q, limite, 0)
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
  const { id } = await db
    .insertInto('paciente')
    .values({ ...dados, id_conta: idConta })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function atualizarPaciente(db: Db, idConta: number, id: number, dados: DadosPaciente) {
  const r = await db
    .updateTable('paciente')
    .set({ ...dados, atualizado_em: new Date() })
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * The patient's image-use consent (issue 19): their latest signed document of kind 'uso_imagem'
 * (partial index `paciente_termo_uso_imagem_idx`); undefined when there is none.
 */
export function buscarConsentimentoImagem(db: Db, idConta: number, idPaciente: number) {
  return db
    .selectFrom('paciente_termo')
    .select(['id', 'assinado_em'])
    .where('id_conta', '=', idConta)
    .where('id_paciente', '=', idPaciente)
    .where('tipo_termo', '=', 'uso_imagem')
    .where('assinado_em', 'is not', null)
    .orderBy('assinado_em', 'desc')
    .limit(1)
    .executeTakeFirst();
}
