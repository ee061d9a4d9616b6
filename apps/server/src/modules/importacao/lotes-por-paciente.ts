import { MSG } from '@clinica/contracts';
import { listaIgnorouArquivados, type TipoPorPaciente } from '@clinica/domain';
import { descartarSeFalhar } from '../../platform/armazenamento';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { gravadorDeImagens, receberAssinaturas } from './etapa-assinaturas';
import {
  CAMINHOS_DA_CLINICA,
  lerDosPacientes,
  lidosDaClinica,
  PACIENTES_POR_LOTE,
  POR_PAGINA_DA_CLINICA,
  pacientesDaOrigem,
} from './etapa-por-paciente';
import { gravarAnexos } from './etapas-anexos';
import { type Contexto, definirTotal } from './etapas-api';
import { ListaRecusada } from './origem-api';
import { CAMINHOS_API, ETAPAS_API } from './origem-api-tipos';
import { daLista, type Ferramentas, gravarPagina, type Passo } from './pagina-api';

const I = MSG.importacao;

/*
 * A batch of a kind the old system lists per patient (documents, anamneses, photos, files): read
 * through its clinic-wide list when it has one, else patient by patient (etapa-por-paciente.ts).
 */

/**
 * One batch of a kind the old system lists per patient: the next patients (in old-id order after
 * the cursor), each patient's list read, written with the cursor set to the last of them.
 */
export async function loteDePacientes(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoPorPaciente,
  cursor: number,
  f: Ferramentas,
  arquivados: boolean,
): Promise<Passo> {
  const pacientes = await pacientesDaOrigem(deps.db, ctx, cursor, PACIENTES_POR_LOTE);
  const ultimo = pacientes.at(-1);
  if (ultimo === undefined) return { cursor, fim: true };
  const itens = await lerDosPacientes(f.lerPagina, CAMINHOS_API[etapa], pacientes, arquivados);
  await gravarRegistros(deps, ctx, etapa, itens, ultimo, f, arquivados);
  return { cursor: ultimo, fim: pacientes.length < PACIENTES_POR_LOTE };
}

/**
 * One page of a per-patient kind from the old system's clinic-wide list: its records after the
 * cursor (the last old id read), written with the cursor set to the last of them.
 */
export async function loteDaClinica(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoPorPaciente,
  cursor: number,
  f: Ferramentas,
  arquivados: boolean,
): Promise<Passo> {
  const porPagina = POR_PAGINA_DA_CLINICA[etapa];
  const r = await f.lerDaClinica(daLista(CAMINHOS_DA_CLINICA[etapa], arquivados), cursor, porPagina);
  // The list answered when this walk began: gone now, the old system changed under the import.
  if (r === null) throw new DomainError('ENTRADA_INVALIDA', I.origemResposta);
  const itens = lidosDaClinica(r.itens, cursor);
  const ultimo = itens.at(-1)?.linha;
  if (ultimo === undefined) return { cursor, fim: true };
  await gravarRegistros(deps, ctx, etapa, itens, ultimo, f, arquivados);
  return { cursor: ultimo, fim: itens.length < porPagina };
}

/** A per-patient kind's records, read either way, written with the cursor at `fim`. */
async function gravarRegistros(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoPorPaciente,
  itens: { linha: number; item: unknown }[],
  fim: number,
  f: Ferramentas,
  arquivados: boolean,
) {
  if (arquivados && listaIgnorouArquivados(itens.map((x) => x.item))) throw new ListaRecusada();
  if (etapa === 'fotos' || etapa === 'arquivos') {
    await gravarAnexos(deps, ctx, etapa, itens, fim, f.reserva(), f.baixar, arquivados);
    return;
  }
  // Signature images travel before the batch's transaction; those no record kept are dropped.
  const imagens = gravadorDeImagens(deps, ctx, await receberAssinaturas(deps, ctx, etapa, itens, f.imagem));
  await descartarSeFalhar(deps.arquivos, imagens.recebidos(), () =>
    gravarPagina(deps, ctx, etapa, ETAPAS_API[etapa], itens, fim, f.reserva(), { arquivados, imagens }),
  );
  await imagens.limpar();
}

/**
 * Which walk a per-patient kind's list takes, asked when it starts: the clinic-wide list when the
 * old system answers it (its total, the kind's, known from the start: the archived list's adds
 * the active one's), else patient by patient. Stored with the cursor, so a restart keeps it.
 */
export async function escolherLeitura(
  deps: Deps,
  ctx: Contexto,
  etapa: TipoPorPaciente,
  f: Ferramentas,
  arquivados: boolean,
): Promise<boolean> {
  const caminho = CAMINHOS_DA_CLINICA[etapa];
  const r = await f.lerDaClinica(daLista(caminho, arquivados), 0, 1);
  if (r && arquivados && listaIgnorouArquivados(r.itens)) throw new ListaRecusada();
  if (r?.total != null) {
    const ativos = arquivados ? ((await f.lerDaClinica(caminho, 0, 1))?.total ?? 0) : 0;
    await definirTotal(deps.db, ctx, etapa, r.total + ativos);
  }
  await deps.db
    .updateTable('importacao')
    .set({ lista_da_clinica: r !== null })
    .where('id_conta', '=', ctx.idConta)
    .where('id', '=', ctx.id)
    .execute();
  return r !== null;
}
