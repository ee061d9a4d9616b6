import { MSG } from '@clinica/contracts';
import {
  type AnamneseImportada,
  arquivadoEm,
  lerAnamnese,
  lerModelo,
  lerQuestao,
  type ModeloImportado,
  type PerguntaSnapshot,
  type QuestaoImportada,
  type RespostaValida,
} from '@clinica/domain';
import { gerarCodigoPublico } from '../../platform/evidencia';
import type { Etapa, Lote } from './etapas-api';
import { CAMINHOS_API, catalogo, ids, inserirTodos, porNome, referencias, zero } from './etapas-comum';
import { imagensDoLote, importadoDe } from './etapas-documentos';

const I = MSG.importacao;

/*
 * Anamnesis questions, models and the patients' anamneses from the old system (issue 39). A
 * question whose text (and type) the clinic already has is matched, not doubled; a model by its
 * name, and a new one gets its questions through the map, in its order. A patient's anamnesis
 * keeps its questions as the patient saw them (the source's snapshot), its answers, its model
 * through the map (none when the model was not brought), and, signed in the old system, arrives
 * signed and read-only with what the source said about it — nothing made up as evidence here.
 */

export const questoesAnamnese = catalogo<QuestaoImportada>({
  caminho: CAMINHOS_API.questoes_anamnese,
  ler: lerQuestao,
  nome: (d) => d.pergunta,
  grupo: (d) => d.tipo_pergunta,
  existentes: (trx, idConta, itens) =>
    porNome(
      trx,
      'questao_anamnese',
      'pergunta',
      idConta,
      itens.map((i) => i.pergunta),
      (x) => x.tipo ?? '',
    ),
  inserir: async (trx, idConta, itens) =>
    ids(
      await trx
        .insertInto('questao_anamnese')
        .values(itens.map((i) => ({ ...i, id_conta: idConta })))
        .returning('id')
        .execute(),
    ),
});

const modelosPorNome = catalogo<ModeloImportado>({
  caminho: CAMINHOS_API.modelos_anamnese,
  ler: lerModelo,
  nome: (d) => d.nome,
  existentes: (trx, idConta, itens) =>
    porNome(
      trx,
      'modelo_anamnese',
      'nome',
      idConta,
      itens.map((i) => i.nome),
    ),
  inserir: async (trx, idConta, itens) =>
    ids(
      await trx
        .insertInto('modelo_anamnese')
        .values(itens.map((i) => ({ id_conta: idConta, nome: i.nome })))
        .returning('id')
        .execute(),
    ),
});

/** A model: matched by name (left as the clinic has it) or created with its questions, in its order. */
export const modelosAnamnese: Etapa<ModeloImportado> = {
  ...modelosPorNome,
  gravar: async (l) => {
    const criados: { chave: string; id: number }[] = [];
    const c = await modelosPorNome.gravar({
      ...l,
      mapear: (chave, id, criado) => {
        l.mapear(chave, id, criado);
        if (criado) criados.push({ chave, id });
      },
    });
    const porChave = new Map(l.itens.map((i) => [i.chave, i]));
    const ref = await referencias(l as Lote<unknown>, {
      questoes_anamnese: criados.flatMap((x) => porChave.get(x.chave)?.dados.questoes ?? []),
    });
    const linhas = criados.flatMap(({ chave, id }) => {
      const item = porChave.get(chave);
      if (!item) return [];
      const questoes = item.dados.questoes.map((q) => ref('questoes_anamnese', q));
      if (questoes.includes(null))
        l.registrar(item.linha, 'aviso', I.semReferencia('Uma pergunta do modelo'));
      return questoes
        .filter((q): q is number => q !== null)
        .map((id_questao, ordem) => ({ id_conta: l.ctx.idConta, id_modelo: id, id_questao, ordem }));
    });
    if (linhas.length > 0) await l.trx.insertInto('modelo_anamnese_questao').values(linhas).execute();
    return c;
  },
};

/**
 * The frozen questions and the answers with each question's id here (a question not brought keeps
 * its old id, negated, so it never meets an id of this clinic's).
 */
function congelar(
  d: AnamneseImportada,
  ref: (chave: string) => number | null,
): { perguntas: PerguntaSnapshot[]; respostas: RespostaValida[] | null } {
  const id = (chave: string) => ref(chave) ?? -Number(chave.slice(3));
  const perguntas = d.perguntas.map((p) => ({
    id_pergunta: id(p.chave),
    pergunta: p.pergunta,
    tipo_pergunta: p.tipo_pergunta,
    texto_auxiliar: p.texto_auxiliar,
  }));
  // Answers exist once signed (a row is unsigned exactly when it has none).
  const respostas = d.assinatura
    ? (d.respostas ?? []).map((r) => ({
        id_pergunta: id(r.chave),
        resposta: r.resposta,
        resposta_auxiliar: r.resposta_auxiliar,
      }))
    : null;
  return { perguntas, respostas };
}

export const anamneses: Etapa<AnamneseImportada> = {
  caminho: CAMINHOS_API.anamneses,
  ler: lerAnamnese,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, {
      pacientes: l.itens.map((i) => i.dados.paciente),
      modelos_anamnese: l.itens.map((i) => i.dados.modelo),
      questoes_anamnese: l.itens.flatMap((i) => i.dados.perguntas.map((p) => p.chave)),
    });
    const prontos: (Lote<AnamneseImportada>['itens'][number] & { p: number })[] = [];
    for (const item of l.itens) {
      const p = ref('pacientes', item.dados.paciente);
      if (p === null) {
        c.ignorados++;
        l.registrar(item.linha, 'erro', I.semReferencia('O paciente'));
      } else prontos.push({ ...item, p });
    }
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) => {
        const imagens = await imagensDoLote(l, trx, lote as typeof prontos);
        return ids(
          await trx
            .insertInto('paciente_anamnese')
            .values(
              (lote as typeof prontos).map(({ chave, dados: d, p }, n) => {
                const { perguntas, respostas } = congelar(d, (q) => ref('questoes_anamnese', q));
                const em = d.criado_em ?? new Date();
                const imagem = imagens[n] ?? null;
                return {
                  id_conta: l.ctx.idConta,
                  id_paciente: p,
                  codigo: gerarCodigoPublico(),
                  id_criado_por: null,
                  id_modelo: ref('modelos_anamnese', d.modelo),
                  nome_modelo: d.nome_modelo,
                  perguntas: JSON.stringify(perguntas),
                  respostas: respostas ? JSON.stringify(respostas) : null,
                  assinado_em: d.assinatura ? new Date(d.assinatura.assinado_em) : null,
                  id_arquivo_assinatura: imagem?.id ?? null,
                  importado_de: importadoDe(chave, d.assinatura, imagem?.registro),
                  arquivado_em: arquivadoEm(d.arquivado_em, l.arquivados, l.agora),
                  criado_em: em,
                  atualizado_em: em,
                };
              }),
            )
            .returning('id')
            .execute(),
        );
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
