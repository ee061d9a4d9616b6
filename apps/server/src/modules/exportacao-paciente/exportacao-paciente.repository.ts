import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/kysely';
import { executarPagina, type Lote } from '../../db/lista';

/** Rows per query: a patient's lists are short, the access log may not be. */
const LOTE_EXPORTACAO = 500;

// biome-ignore lint/suspicious/noExplicitAny: any ordered select; the rows keep their own type
type Ordenada<O> = SelectQueryBuilder<any, any, O>;

/**
 * The rows of an ordered query in keyset batches (db/lista.ts): no offset, no connection held
 * between batches, so an export of a long access log never holds it all nor blocks the database.
 */
export async function* emLotes<O>(q: Ordenada<O>, tamanho = LOTE_EXPORTACAO): AsyncGenerator<O[]> {
  const lote: Lote = { tamanho, apos: null, proximo: null };
  for (;;) {
    const linhas = await executarPagina(q, { page: 1, limit: tamanho, q: '', lote });
    if (linhas.length > 0) yield linhas;
    if (linhas.length < tamanho || !lote.proximo) return;
    lote.apos = lote.proximo;
    lote.proximo = null;
  }
}

/**
 * The patient row without the search column (derived from the name). Another clinic's patient
 * is undefined: the route answers 404 before anything is read or logged.
 */
export const buscarPaciente = (db: Db, idConta: number, id: number) =>
  db
    .selectFrom('paciente')
    .selectAll()
    .where('id', '=', id)
    .where('id_conta', '=', idConta)
    .executeTakeFirst()
    .then((p) => {
      if (!p) return undefined;
      const { nome_busca: _derivado, email_busca: _derivadoEmail, ...resto } = p;
      return resto;
    });

/**
 * Every table that holds something of the patient (each with `id_paciente`, or reached through
 * a row that has it), scoped to the clinic too, oldest first. The public code of documents and
 * anamneses is left out: it is a credential (an unsigned one still opens the signing page).
 */
export function consultas(db: Db, idConta: number, idPaciente: number) {
  // A revenue names the patient, or only the patient's budget: one filter for it and its payments.
  const transacoesDoPaciente = () =>
    db
      .selectFrom('transacao as t')
      .where('t.id_conta', '=', idConta)
      .where((eb) =>
        eb.or([
          eb('t.id_paciente', '=', idPaciente),
          eb(
            't.id_orcamento',
            'in',
            eb
              .selectFrom('orcamento')
              .select('id')
              .where('id_conta', '=', idConta)
              .where('id_paciente', '=', idPaciente),
          ),
        ]),
      );
  return {
    agendamentos: () =>
      db
        .selectFrom('agenda as a')
        .leftJoin('tratamento as t', (j) =>
          j.onRef('t.id_conta', '=', 'a.id_conta').onRef('t.id', '=', 'a.id_tratamento'),
        )
        .leftJoin('usuario as u', (j) =>
          j.onRef('u.id_conta', '=', 'a.id_conta').onRef('u.id', '=', 'a.id_profissional'),
        )
        .selectAll('a')
        .select(['t.nome as tratamento', 'u.nome as profissional'])
        .where('a.id_conta', '=', idConta)
        .where('a.id_paciente', '=', idPaciente)
        .orderBy('a.id'),
    // Every message of the one outbox (reminders, returns, birthdays: issue 35).
    mensagens: () =>
      db
        .selectFrom('mensagem')
        .selectAll()
        .where('id_conta', '=', idConta)
        .where('id_paciente', '=', idPaciente)
        .orderBy('id'),
    documentos: () =>
      db
        .selectFrom('paciente_termo')
        .select([
          'id',
          'id_conta',
          'id_paciente',
          'tipo',
          'titulo',
          'cabecalho',
          'corpo',
          'criado_em',
          'atualizado_em',
          'codigo_emitido_em',
          'assinado_em',
          'assinatura_ip',
          'assinatura_user_agent',
          'hash_conteudo',
          'hash_assinatura',
          'id_arquivo_assinatura',
        ])
        .where('id_conta', '=', idConta)
        .where('id_paciente', '=', idPaciente)
        .orderBy('id'),
    anamneses: () =>
      db
        .selectFrom('paciente_anamnese')
        .select([
          'id',
          'id_conta',
          'id_paciente',
          'id_modelo',
          'nome_modelo',
          'perguntas',
          'respostas',
          'criado_em',
          'atualizado_em',
          'codigo_emitido_em',
          'assinado_em',
          'assinatura_ip',
          'assinatura_user_agent',
          'hash_conteudo',
          'hash_assinatura',
          'id_arquivo_assinatura',
        ])
        .where('id_conta', '=', idConta)
        .where('id_paciente', '=', idPaciente)
        .orderBy('id'),
    orcamentos: () =>
      db
        .selectFrom('orcamento')
        .selectAll()
        .where('id_conta', '=', idConta)
        .where('id_paciente', '=', idPaciente)
        .orderBy('id'),
    itensOrcamento: () =>
      db
        .selectFrom('orcamento_item as i')
        .innerJoin('orcamento as o', (j) =>
          j.onRef('o.id_conta', '=', 'i.id_conta').onRef('o.id', '=', 'i.id_orcamento'),
        )
        .leftJoin('usuario as u', (j) =>
          j.onRef('u.id_conta', '=', 'i.id_conta').onRef('u.id', '=', 'i.id_profissional'),
        )
        .selectAll('i')
        .select('u.nome as profissional')
        .where('o.id_conta', '=', idConta)
        .where('o.id_paciente', '=', idPaciente)
        .orderBy('i.id'),
    transacoes: () => transacoesDoPaciente().selectAll('t').orderBy('t.id'),
    pagamentos: () =>
      db
        .selectFrom('pagamento as p')
        .leftJoin('tipo_pagamento as tp', (j) =>
          j.onRef('tp.id_conta', '=', 'p.id_conta').onRef('tp.id', '=', 'p.id_tipo_pagamento'),
        )
        .selectAll('p')
        .select('tp.nome as tipo_pagamento')
        .where('p.id_conta', '=', idConta)
        .where('p.id_transacao', 'in', transacoesDoPaciente().select('t.id'))
        .orderBy('p.id'),
    fotos: () =>
      db
        .selectFrom('foto')
        .selectAll()
        .where('id_conta', '=', idConta)
        .where('id_paciente', '=', idPaciente)
        .orderBy('id'),
    arquivos: () =>
      db
        .selectFrom('paciente_arquivo')
        .selectAll()
        .where('id_conta', '=', idConta)
        .where('id_paciente', '=', idPaciente)
        .orderBy('id'),
    acessos: () =>
      db
        .selectFrom('acesso_paciente as a')
        .leftJoin('usuario as u', (j) =>
          j.onRef('u.id', '=', 'a.id_usuario').onRef('u.id_conta', '=', 'a.id_conta'),
        )
        .selectAll('a')
        .select('u.nome as usuario')
        .where('a.id_conta', '=', idConta)
        .where('a.id_paciente', '=', idPaciente)
        .orderBy('a.id'),
  };
}

export type Consultas = ReturnType<typeof consultas>;

/** The signed documents to print (their code opens the staff print view). */
export const documentosAssinados = (db: Db, idConta: number, idPaciente: number) =>
  db
    .selectFrom('paciente_termo')
    .select(['id', 'codigo', 'titulo', 'id_arquivo_assinatura'])
    .where('id_conta', '=', idConta)
    .where('id_paciente', '=', idPaciente)
    .where('assinado_em', 'is not', null)
    .orderBy('id');

/** The signed anamneses to print. */
export const anamnesesAssinadas = (db: Db, idConta: number, idPaciente: number) =>
  db
    .selectFrom('paciente_anamnese')
    .select(['id', 'codigo', 'nome_modelo', 'id_arquivo_assinatura'])
    .where('id_conta', '=', idConta)
    .where('id_paciente', '=', idPaciente)
    .where('assinado_em', 'is not', null)
    .orderBy('id');
