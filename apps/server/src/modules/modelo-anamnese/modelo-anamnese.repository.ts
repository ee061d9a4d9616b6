import type { TipoPergunta } from '@clinica/domain';
import { daConta, juntarDaConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';

const COLUNAS = ['id', 'nome', 'criado_em'] as const;
const modelos = (db: Db, idConta: number) => daConta(db, idConta).tabela('modelo_anamnese');

const filtro = (db: Db, idConta: number, q: string) => {
  let consulta = modelos(db, idConta).listar();
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    consulta = consulta.where((eb) =>
      eb.or([eb(contem(eb.ref('nome'), q), '=', true), ...(id ? [eb('id', '=', id)] : [])]),
    );
  }
  return consulta;
};

export function listarModelos(db: Db, idConta: number, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => filtro(db, idConta, p.q),
    (qb) => qb.select(COLUNAS).orderBy('criado_em', 'desc').orderBy('id', 'desc'),
  );
}

/** A picker's page (DECISIONS 21): models by name or id, alphabetical, at most `limite`. */
export function opcoesModelos(db: Db, idConta: number, q: string, limite: number) {
  return filtro(db, idConta, q).select(['id', 'nome']).orderBy('nome').orderBy('id').limit(limite).execute();
}

export function buscarModelo(db: Db, idConta: number, id: number) {
  return modelos(db, idConta).buscar(id, COLUNAS);
}

/** The questions of these models (all the clinic's), in each model's order. */
export function questoesDosModelos(db: Db, idConta: number, idsModelos: number[]) {
  if (idsModelos.length === 0) return Promise.resolve([]);
  return juntarDaConta(
    db.selectFrom('modelo_anamnese_questao as mq'),
    'questao_anamnese as q',
    'mq.id_questao',
  )
    .select(['mq.id_modelo', 'mq.ordem', 'q.id', 'q.pergunta', 'q.tipo_pergunta', 'q.texto_auxiliar'])
    .where('mq.id_conta', '=', idConta)
    .where('mq.id_modelo', 'in', idsModelos)
    .orderBy('mq.id_modelo')
    .orderBy('mq.ordem')
    .execute();
}

/** How many of these ids are questions of the clinic. */
export function contarQuestoesDaClinica(db: Db, idConta: number, ids: number[]) {
  return daConta(db, idConta).tabela('questao_anamnese').contar(ids);
}

export function inserirModelo(db: Db, idConta: number, nome: string) {
  return modelos(db, idConta).inserir({ nome }, COLUNAS);
}

export function atualizarModelo(db: Db, idConta: number, id: number, nome: string) {
  return modelos(db, idConta).atualizar(id, { nome, atualizado_em: new Date() }, COLUNAS);
}

/** Replaces the model's list: the ids in order, `ordem` 0, 1, 2... */
export async function gravarQuestoesDoModelo(db: Db, idConta: number, idModelo: number, ids: number[]) {
  await db
    .deleteFrom('modelo_anamnese_questao')
    .where('id_conta', '=', idConta)
    .where('id_modelo', '=', idModelo)
    .execute();
  if (ids.length === 0) return;
  await db
    .insertInto('modelo_anamnese_questao')
    .values(ids.map((id_questao, ordem) => ({ id_conta: idConta, id_modelo: idModelo, id_questao, ordem })))
    .execute();
}

export async function excluirModelo(db: Db, idConta: number, id: number) {
  return (await modelos(db, idConta).excluir(id)) > 0;
}

/**
 * A model's name and questions, in its order, for snapshotting into a patient anamnesis
 * (issue 7: the anamnesis keeps the questions as they were). Null when the model isn't the clinic's.
 */
export async function questoesDoModelo(
  db: Db,
  idConta: number,
  idModelo: number,
): Promise<{
  nome: string;
  questoes: {
    id_pergunta: number;
    pergunta: string;
    tipo_pergunta: TipoPergunta;
    texto_auxiliar: string | null;
  }[];
} | null> {
  const modelo = await buscarModelo(db, idConta, idModelo);
  if (!modelo) return null;
  const linhas = await questoesDosModelos(db, idConta, [idModelo]);
  return {
    nome: modelo.nome,
    questoes: linhas.map((l) => ({
      id_pergunta: l.id,
      pergunta: l.pergunta,
      tipo_pergunta: l.tipo_pergunta,
      texto_auxiliar: l.texto_auxiliar,
    })),
  };
}
