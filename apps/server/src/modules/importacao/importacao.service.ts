import type { Importacao, Mapeamento } from '@clinica/contracts';
import { MSG } from '@clinica/contracts';
import { sugerirMapeamento, type TipoImportacao } from '@clinica/domain';
import type { Db } from '../../db/kysely';
import { apagarDepois, descartarSeFalhar, paraBuffer, type Recebido } from '../../platform/armazenamento';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { iniciarEtapas } from './etapas-api';
import { paraApi } from './formato';
import {
  atualizarPrevia,
  buscarImportacao,
  contagensDe,
  inserirImportacao,
  listarErros,
  listarImportacoes,
  marcarImportando,
  travarImportacao,
  ultimoMapeamento,
} from './importacao.repository';
import { contextoAgenda } from './importacao-agendas.repository';
import {
  lerLinhasApi,
  lerPaginaPacientes,
  normalizarOrigem,
  POR_PAGINA_ORIGEM,
  totalArquivados,
  trocarSenhaPorToken,
} from './origem-api';
import { totaisDaOrigem } from './origem-api-tipos';
import { lerPlanilha, type Planilha } from './planilha';
import { calcularPreviaAgendas, faltaNoMapeamentoAgenda } from './planilha-agendas';
import { calcularPrevia, faltaNoMapeamento, previaDeLinhas } from './previa';

const I = MSG.importacao;

async function exigir(db: Db, idConta: number, id: number) {
  const i = await buscarImportacao(db, idConta, id);
  if (!i) throw naoEncontrado(I.naoEncontrada);
  return i;
}

export async function obterImportacao(deps: Deps, ator: Ator, id: number): Promise<Importacao> {
  const i = await exigir(deps.db, ator.idConta, id);
  return paraApi(i, await contagensDe(deps.db, ator.idConta, [id]), deps.agora());
}

export async function listarImportacoesDaClinica(deps: Deps, ator: Ator): Promise<Importacao[]> {
  const linhas = await listarImportacoes(deps.db, ator.idConta, 20);
  const contagens = await contagensDe(
    deps.db,
    ator.idConta,
    linhas.map((l) => l.id),
  );
  return linhas.map((l) =>
    paraApi(
      l,
      contagens.filter((c) => c.id_importacao === l.id),
      deps.agora(),
    ),
  );
}

export async function listarErrosDaImportacao(
  deps: Deps,
  ator: Ator,
  id: number,
  page: number,
  limit: number,
) {
  await exigir(deps.db, ator.idConta, id);
  return listarErros(deps.db, ator.idConta, id, page, limit);
}

/** The stored spreadsheet of an import, read again (the preview, a new mapping, the worker). */
export async function abrirPlanilha(
  deps: Deps,
  idConta: number,
  idArquivo: number | null,
): Promise<Planilha> {
  const a = idArquivo === null ? null : await deps.arquivos.abrir(deps.db, idArquivo, 'importacao', idConta);
  if (!a) throw new DomainError('CONFLITO', I.naoEstaEmPrevia);
  return lerPlanilha(await paraBuffer(a.corpo), a.tipoMime);
}

/**
 * Upload → preview. The file is recorded in the storage in a short transaction (kept while the
 * import may run), then read and parsed with no transaction held (in embedded mode the only
 * connection), and the preview computed against the clinic's patients; nothing is written to
 * them. A file that can't be read is removed again and answered with why.
 */
export async function criarImportacaoPlanilha(
  deps: Deps,
  ator: Ator,
  entrada: { tipo: TipoImportacao; mapeamento?: Mapeamento | undefined; nome_arquivo?: string | undefined },
  recebido: Recebido | undefined,
): Promise<Importacao> {
  const idConta = ator.idConta;
  const idArquivo = await descartarSeFalhar(deps.arquivos, [recebido], async () => {
    if (!recebido) throw new DomainError('ENTRADA_INVALIDA', I.arquivoVazio);
    return deps.db
      .transaction()
      .execute((trx) => deps.arquivos.gravar(trx, recebido, { idConta, finalidade: 'importacao' }));
  });
  try {
    const planilha = await abrirPlanilha(deps, idConta, idArquivo);
    const mapeamento =
      entrada.mapeamento ??
      sugerirMapeamento(
        planilha.cabecalhos,
        await ultimoMapeamento(deps.db, idConta, entrada.tipo),
        entrada.tipo,
      );
    const previa = await previaDoTipo(deps, idConta, entrada.tipo, planilha, mapeamento);
    const id = await deps.db.transaction().execute((trx) =>
      inserirImportacao(trx, idConta, {
        tipo: entrada.tipo,
        idArquivo,
        nomeArquivo: entrada.nome_arquivo?.slice(0, 255) ?? null,
        cabecalhos: planilha.cabecalhos,
        mapeamento,
        previa,
        total: planilha.linhas.length,
        criadoPor: ator.idUsuario,
      }),
    );
    return await obterImportacao(deps, ator, id);
  } catch (e) {
    await apagarDepois([await deps.arquivos.remover(deps.db, idConta, idArquivo)]);
    throw e;
  }
}

/** A spreadsheet's preview as its kind reads it: patients, or appointments (issue 39). */
async function previaDoTipo(
  deps: Deps,
  idConta: number,
  tipo: TipoImportacao,
  planilha: Planilha,
  mapeamento: Mapeamento,
) {
  if (tipo === 'agendas') {
    const ctx = await contextoAgenda(deps.db, idConta);
    return calcularPreviaAgendas(deps.db, idConta, ctx, planilha, mapeamento);
  }
  return calcularPrevia(deps.db, idConta, planilha, mapeamento);
}

/** Another mapping for a preview: computed again from the same stored file. */
export async function remapearImportacao(
  deps: Deps,
  ator: Ator,
  id: number,
  mapeamento: Mapeamento,
): Promise<Importacao> {
  const i = await exigir(deps.db, ator.idConta, id);
  if (i.status !== 'previa') throw new DomainError('CONFLITO', I.naoEstaEmPrevia);
  const planilha = await abrirPlanilha(deps, ator.idConta, i.id_arquivo);
  const previa = await previaDoTipo(deps, ator.idConta, i.tipo, planilha, mapeamento);
  await atualizarPrevia(deps.db, ator.idConta, id, { mapeamento, previa });
  return obterImportacao(deps, ator, id);
}

/** Confirm: the worker takes it from here (status 'importando', cursor 0). Twice is a 409. */
export async function confirmarImportacao(deps: Deps, ator: Ator, id: number): Promise<Importacao> {
  await deps.db.transaction().execute(async (trx) => {
    const i = await travarImportacao(trx, ator.idConta, id);
    if (!i) throw naoEncontrado(I.naoEncontrada);
    if (i.status !== 'previa') throw new DomainError('CONFLITO', I.naoEstaEmPrevia);
    const falta =
      i.origem !== 'planilha'
        ? null
        : i.tipo === 'agendas'
          ? faltaNoMapeamentoAgenda(i.mapeamento)
          : faltaNoMapeamento(i.mapeamento);
    if (falta) throw new DomainError('ENTRADA_INVALIDA', falta);
    await marcarImportando(trx, ator.idConta, id, deps.agora());
  });
  return obterImportacao(deps, ator, id);
}

/** Patients the preview of an old system reads (its first pages); the job reads them all. */
const PREVIA_API_PAGINAS = 10;

/**
 * From the old system (issue 39): its address as typed and an access token. The preview reads its
 * first pages (through the SSRF guard), writes nothing to the patients, and keeps the address and
 * the token on the import for the job (cleared when it ends).
 */
export async function criarImportacaoApi(
  deps: Deps,
  ator: Ator,
  entrada: { url: string } & ({ token: string } | { email: string; senha: string }),
): Promise<Importacao> {
  const url = normalizarOrigem(entrada.url);
  const token = 'token' in entrada ? entrada.token : await trocarSenhaPorToken(deps, url, entrada);
  const origem = { url, token };
  const itens: unknown[] = [];
  let total: number | null = null;
  for (let pagina = 1; pagina <= PREVIA_API_PAGINAS; pagina++) {
    const r = await lerPaginaPacientes(deps, origem, pagina);
    total ??= r.total;
    itens.push(...r.itens);
    if (r.itens.length < POR_PAGINA_ORIGEM) break;
  }
  // The archived patients (issue 19) are imported too, archived: the total counts them with the
  // active ones; the preview's first rows are the active ones.
  total = (total ?? itens.length) + (await totalArquivados(deps, origem, '/api/pacientes'));
  const previa = await previaDeLinhas(deps.db, ator.idConta, lerLinhasApi(itens, 0), total);
  const totais = await totaisDaOrigem(deps, origem);
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await inserirImportacao(trx, ator.idConta, {
      tipo: 'pacientes',
      origem,
      idArquivo: null,
      nomeArquivo: new URL(origem.url).host,
      cabecalhos: [],
      mapeamento: {},
      previa,
      total,
      criadoPor: ator.idUsuario,
    });
    await iniciarEtapas(trx, { idConta: ator.idConta, id, origemUrl: url }, totais);
    return id;
  });
  return obterImportacao(deps, ator, id);
}
