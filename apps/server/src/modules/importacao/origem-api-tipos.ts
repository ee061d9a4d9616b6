import {
  ePorPaciente,
  lerProduto,
  lerTipoPagamento,
  lerTratamento,
  lerUnidade,
  TIPOS_DADO_IMPORTACAO,
  type TipoDadoImportacao,
} from '@clinica/domain';
import type { Deps } from '../../platform/deps';
import { movimentacoes } from './etapa-movimentacoes';
import { CAMINHOS_DA_CLINICA } from './etapa-por-paciente';
import { anamneses, modelosAnamnese, questoesAnamnese } from './etapas-anamnese';
import type { TipoAnexo } from './etapas-anexos';
import type { Etapa } from './etapas-api';
import { CAMINHOS_API, catalogo, ids, nomeado, porNome } from './etapas-comum';
import { documentos, termos } from './etapas-documentos';
import { orcamentos, transacoes } from './etapas-financeiro';
import { agendas, profissionais } from './etapas-profissionais-agendas';
import { lerListaDaClinica, lerPaginaDaOrigem } from './origem-api';

export { CAMINHOS_API };

/**
 * What the preview counts per kind: each list's total (X-Total-Count of a one-row page), read,
 * not written. Patients are counted by the patients' own preview. A kind the old system lists
 * per patient only (no clinic-wide list: an older version, or the old product) has no total to
 * read: null (unknown), not a guess.
 */
export async function totaisDaOrigem(deps: Deps, origem: { url: string; token: string }) {
  const totais: Partial<Record<TipoDadoImportacao, number | null>> = {};
  for (const tipo of TIPOS_DADO_IMPORTACAO) {
    if (tipo === 'pacientes') continue;
    if (ePorPaciente(tipo)) {
      const r = await lerListaDaClinica(deps, origem, CAMINHOS_DA_CLINICA[tipo], 0, 1);
      totais[tipo] = r ? (r.total ?? null) : null;
      continue;
    }
    const r = await lerPaginaDaOrigem(deps, origem, CAMINHOS_API[tipo], 1, 1);
    totais[tipo] = r.total ?? r.itens.length;
  }
  return totais;
}

/**
 * Every stage but patients (which keep the first slice's batch and its dedupe) and the patients'
 * photos and files (their bytes travel outside the batch's transaction: etapas-anexos.ts).
 */
export const ETAPAS_API: Record<Exclude<TipoDadoImportacao, 'pacientes' | TipoAnexo>, Etapa<unknown>> = {
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
  termos,
  documentos,
  questoes_anamnese: questoesAnamnese,
  modelos_anamnese: modelosAnamnese,
  anamneses,
} as unknown as Record<Exclude<TipoDadoImportacao, 'pacientes' | TipoAnexo>, Etapa<unknown>>;
