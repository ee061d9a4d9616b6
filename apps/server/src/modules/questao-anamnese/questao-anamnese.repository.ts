import type { QuestaoAnamneseDados } from '@clinica/contracts';
import { correspondeBusca, ROTULO_TIPO_PERGUNTA, TIPOS_PERGUNTA } from '@clinica/domain';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';

const COLUNAS = ['id', 'pergunta', 'tipo_pergunta', 'texto_auxiliar', 'criado_em'] as const;

/** The types whose key ('sim_nao') or label ('Sim / Não') contains the search. */
const tiposQueCorrespondem = (q: string) =>
  TIPOS_PERGUNTA.filter((t) => correspondeBusca(t, q) || correspondeBusca(ROTULO_TIPO_PERGUNTA[t], q));

const questoes = (db: Db, idConta: number) => daConta(db, idConta).tabela('questao_anamnese');

const filtro = (db: Db, idConta: number, q: string) => {
  let consulta = questoes(db, idConta).listar();
  if (q) {
    const tipos = tiposQueCorrespondem(q);
    consulta = consulta.where((eb) =>
      eb.or([
        eb(contem(eb.ref('pergunta'), q), '=', true),
        eb(contem(eb.ref('texto_auxiliar'), q), '=', true),
        ...(tipos.length ? [eb('tipo_pergunta', 'in', tipos)] : []),
      ]),
    );
  }
  return consulta;
};

export function listarQuestoes(db: Db, idConta: number, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => filtro(db, idConta, p.q),
    (qb) => qb.select(COLUNAS).orderBy('id', 'desc'),
  );
}

/** A picker's page (DECISIONS 21): the list's search, alphabetical by question, at most `limite`. */
export function opcoesQuestoes(db: Db, idConta: number, q: string, limite: number) {
  return filtro(db, idConta, q)
    .select(['id', 'pergunta', 'tipo_pergunta', 'texto_auxiliar'])
    .orderBy('pergunta')
    .orderBy('id')
    .limit(limite)
    .execute();
}

export function buscarQuestao(db: Db, idConta: number, id: number) {
  return questoes(db, idConta).buscar(id, COLUNAS);
}

export function inserirQuestao(db: Db, idConta: number, dados: QuestaoAnamneseDados) {
  return questoes(db, idConta).inserir(dados, COLUNAS);
}

export function atualizarQuestao(db: Db, idConta: number, id: number, dados: QuestaoAnamneseDados) {
  return questoes(db, idConta).atualizar(id, { ...dados, atualizado_em: new Date() }, COLUNAS);
}

export async function excluirQuestao(db: Db, idConta: number, id: number) {
  return (await questoes(db, idConta).excluir(id)) > 0;
}
