import type { Mapeamento, Previa, ResultadoDesfazer } from '@clinica/contracts';
import type { PacienteImportado, TipoImportacao } from '@clinica/domain';
import { type Insertable, sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';

const json = (v: unknown) => JSON.stringify(v);

export async function inserirImportacao(
  db: Db,
  idConta: number,
  dados: {
    tipo: TipoImportacao;
    origem?: { url: string; token: string };
    idArquivo: number | null;
    nomeArquivo: string | null;
    cabecalhos: string[];
    mapeamento: Mapeamento;
    previa: Previa;
    total: number;
    criadoPor: number;
  },
) {
  const { id } = await db
    .insertInto('importacao')
    .values({
      id_conta: idConta,
      origem: dados.origem ? 'api' : 'planilha',
      origem_url: dados.origem?.url ?? null,
      origem_token: dados.origem?.token ?? null,
      tipo: dados.tipo,
      id_arquivo: dados.idArquivo,
      nome_arquivo: dados.nomeArquivo,
      cabecalhos: json(dados.cabecalhos),
      mapeamento: json(dados.mapeamento),
      previa: json(dados.previa),
      criado_por: dados.criadoPor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('importacao_contagem')
    .values({ id_conta: idConta, id_importacao: id, tipo_dado: dados.tipo, total: dados.total })
    .execute();
  return id;
}

export function buscarImportacao(db: Db, idConta: number, id: number) {
  return daConta(db, idConta).tabela('importacao').buscar(id);
}

/** The import, locked for the rest of the transaction (confirm, undo, a batch). */
export function travarImportacao(db: Db, idConta: number, id: number) {
  return daConta(db, idConta)
    .tabela('importacao')
    .listar()
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function listarImportacoes(db: Db, idConta: number, limite: number) {
  return daConta(db, idConta)
    .tabela('importacao')
    .listar()
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limite)
    .execute();
}

export function contagensDe(db: Db, idConta: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('importacao_contagem')
    .selectAll()
    .where('id_conta', '=', idConta)
    .where('id_importacao', 'in', ids)
    .execute();
}

/** The mapping of the clinic's latest spreadsheet import of a kind: the next file's suggestion starts from it. */
export async function ultimoMapeamento(db: Db, idConta: number, tipo: TipoImportacao): Promise<Mapeamento> {
  const r = await daConta(db, idConta)
    .tabela('importacao')
    .listar()
    .select('mapeamento')
    .where('origem', '=', 'planilha')
    .where('tipo', '=', tipo)
    .where('status', '!=', 'previa')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r?.mapeamento ?? {};
}

export async function atualizarPrevia(
  db: Db,
  idConta: number,
  id: number,
  dados: { mapeamento: Mapeamento; previa: Previa },
) {
  await daConta(db, idConta)
    .tabela('importacao')
    .atualizar(id, {
      mapeamento: json(dados.mapeamento),
      previa: json(dados.previa),
      atualizado_em: new Date(),
    });
}

export async function marcarImportando(db: Db, idConta: number, id: number, agora: Date) {
  await daConta(db, idConta)
    .tabela('importacao')
    .atualizar(id, { status: 'importando', confirmada_em: agora, atualizado_em: agora, reservada_ate: null });
}

/**
 * Claims one running import whose lease is free or expired (its worker died: the next pass
 * resumes it from its cursor). FOR UPDATE SKIP LOCKED: two instances never take the same one.
 */
export async function reivindicarImportacao(db: Db, agora: Date, ate: Date, conta?: number) {
  const r = await sql<{ id: number; id_conta: number }>`
    UPDATE importacao SET reservada_ate = ${ate}, atualizado_em = ${agora}
    WHERE id = (
      SELECT id FROM importacao
      WHERE status = 'importando' AND (reservada_ate IS NULL OR reservada_ate < ${agora})
        AND (${conta ?? null}::bigint IS NULL OR id_conta = ${conta ?? null})
      ORDER BY id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, id_conta`.execute(db);
  return r.rows[0];
}

/** Moves the cursor past a batch and renews the lease, in the batch's transaction (a failed source is past). */
export async function avancarCursor(db: Db, idConta: number, id: number, cursor: number, ate: Date) {
  await daConta(db, idConta)
    .tabela('importacao')
    .atualizar(id, { cursor, reservada_ate: ate, atualizado_em: new Date(), tentativas: 0, erro: null });
}

/** The claim held longer (a batch waiting on the old system's rate limit), nothing else changed. */
export async function renovarReserva(db: Db, idConta: number, id: number, ate: Date) {
  await daConta(db, idConta).tabela('importacao').atualizar(id, { reservada_ate: ate });
}

/** The source failed: the claim is let go until `ate`, when a worker tries again; the page says why. */
export async function adiarImportacao(
  db: Db,
  idConta: number,
  id: number,
  d: { tentativas: number; ate: Date; erro: string },
) {
  await daConta(db, idConta).tabela('importacao').atualizar(id, {
    tentativas: d.tentativas,
    reservada_ate: d.ate,
    erro: d.erro,
    atualizado_em: new Date(),
  });
}

export async function encerrarImportacao(
  db: Db,
  idConta: number,
  id: number,
  dados: { status: 'concluida' | 'falhou'; erro: string | null; agora: Date },
) {
  await daConta(db, idConta).tabela('importacao').atualizar(id, {
    status: dados.status,
    erro: dados.erro,
    concluida_em: dados.agora,
    atualizado_em: dados.agora,
    reservada_ate: null,
    id_arquivo: null,
    origem_token: null,
  });
}

export async function marcarDesfeita(
  db: Db,
  idConta: number,
  id: number,
  resultado: ResultadoDesfazer,
  agora: Date,
) {
  await daConta(db, idConta)
    .tabela('importacao')
    .atualizar(id, {
      status: 'desfeita',
      desfeita_em: agora,
      atualizado_em: agora,
      desfazer: json(resultado),
    });
}

export async function somarContagem(
  db: Db,
  idConta: number,
  id: number,
  tipo: TipoImportacao,
  d: { importados: number; ignorados: number; duplicados: number; erros: number },
) {
  await db
    .updateTable('importacao_contagem')
    .set((eb) => ({
      importados: eb('importados', '+', d.importados),
      ignorados: eb('ignorados', '+', d.ignorados),
      duplicados: eb('duplicados', '+', d.duplicados),
      erros: eb('erros', '+', d.erros),
    }))
    .where('id_conta', '=', idConta)
    .where('id_importacao', '=', id)
    .where('tipo_dado', '=', tipo)
    .execute();
}

/**
 * The clinic's patients that share a CPF or a mobile with a batch (their keys decide duplicates).
 * Written as joins with the lists, not `celular IN (…)`: for that the planner picks the search
 * box's trigram index, whose equality scans the trigrams every mobile shares (1.1 s per 100
 * mobiles at 8,000 patients, growing with the clinic); joined, it takes the btree
 * `paciente_conta_celular_idx` or a hash join (milliseconds).
 */
export async function pacientesComCpfOuCelular(db: Db, idConta: number, cpfs: string[], celulares: string[]) {
  const r = await sql<{ id: number; nome: string; celular: string; cpf: string | null }>`
    SELECT p.id, p.nome, p.celular, p.cpf
      FROM unnest(${celulares}::text[]) AS c(v) JOIN paciente p ON p.id_conta = ${idConta} AND p.celular = c.v
    UNION
    SELECT p.id, p.nome, p.celular, p.cpf
      FROM unnest(${cpfs}::text[]) AS c(v) JOIN paciente p ON p.id_conta = ${idConta} AND p.cpf = c.v`.execute(
    db,
  );
  return r.rows;
}

/** A batch of patients; their ids come back in the order given (one INSERT … VALUES … RETURNING). */
export async function inserirPacientes(
  db: Db,
  idConta: number,
  pacientes: (PacienteImportado & { arquivado_em?: Date })[],
) {
  if (pacientes.length === 0) return [];
  const r = await db
    .insertInto('paciente')
    .values(pacientes.map((p) => ({ ...p, id_conta: idConta, ddi: '55' as const })))
    .returning('id')
    .execute();
  return r.map((l) => l.id);
}

export async function inserirMapa(db: Db, linhas: Insertable<DB['importacao_mapa']>[]) {
  if (linhas.length === 0) return;
  await db
    .insertInto('importacao_mapa')
    .values(linhas)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function inserirErros(db: Db, linhas: Insertable<DB['importacao_erro']>[]) {
  if (linhas.length === 0) return;
  await db.insertInto('importacao_erro').values(linhas).execute();
}

export async function listarErros(db: Db, idConta: number, id: number, page: number, limit: number) {
  const base = db
    .selectFrom('importacao_erro')
    .where('id_conta', '=', idConta)
    .where('id_importacao', '=', id);
  const [itens, total] = await Promise.all([
    base
      .select(['tipo_dado', 'linha', 'nivel', 'mensagem'])
      .orderBy('linha')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { itens, total: Number(total.n) };
}

/** The patients this import created, with what was made for each since (what keeps a patient on undo). */
export function pacientesCriados(db: Db, idConta: number, id: number) {
  const usado = (
    tabela:
      | 'agenda'
      | 'paciente_termo'
      | 'paciente_anamnese'
      | 'orcamento'
      | 'foto'
      | 'paciente_arquivo'
      | 'pacote'
      | 'transacao'
      | 'consentimento_paciente',
  ) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(tabela)} x WHERE x.id_conta = p.id_conta AND x.id_paciente = p.id)`;
  return db
    .selectFrom('importacao_mapa as m')
    .innerJoin('paciente as p', (j) =>
      j.onRef('p.id_conta', '=', 'm.id_conta').onRef('p.id', '=', 'm.id_novo'),
    )
    .select(['p.id', 'p.nome'])
    .select(
      sql<boolean>`(${sql.join(
        (
          [
            'agenda',
            'paciente_termo',
            'paciente_anamnese',
            'orcamento',
            'foto',
            'paciente_arquivo',
            'pacote',
            'transacao',
            'consentimento_paciente',
          ] as const
        ).map(usado),
        sql` OR `,
      )})`.as('tem_registros'),
    )
    .where('m.id_conta', '=', idConta)
    .where('m.id_importacao', '=', id)
    .where('m.tipo_dado', '=', 'pacientes')
    .where('m.criado', '=', true)
    .execute();
}

export async function excluirPacientes(db: Db, idConta: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const r = await db
    .deleteFrom('paciente')
    .where('id_conta', '=', idConta)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Previews nobody confirmed before `antes`: removed with their files (a preview is nothing yet). */
export function excluirPreviasAntigas(db: Db, antes: Date) {
  return db
    .deleteFrom('importacao')
    .where('status', '=', 'previa')
    .where('criado_em', '<', antes)
    .returning(['id_conta', 'id_arquivo'])
    .execute();
}
