import { type Mapeamento, MSG } from '@clinica/contracts';
import { chavePrincipal, chavesPaciente, deduplicar, LOTE_IMPORTACAO } from '@clinica/domain';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';
import { apagarDepois } from '../../platform/armazenamento';
import { FalhaBusca } from '../../platform/busca-externa';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { codigo } from '../../platform/erros-pg';
import { baixarComEspera } from './etapa-assinaturas';
import { executarEtapasApi } from './execucao-api';
import {
  adiarImportacao,
  avancarCursor,
  buscarImportacao,
  encerrarImportacao,
  excluirPreviasAntigas,
  inserirErros,
  inserirMapa,
  inserirPacientes,
  reivindicarImportacao,
  renovarReserva,
  somarContagem,
} from './importacao.repository';
import { abrirPlanilha } from './importacao.service';
import { executarPlanilhaAgendas } from './lote-agendas';
import {
  abrirArquivoDaOrigem,
  abrirImagemDaOrigem,
  ListaRecusada,
  lerLinhasApi,
  lerListaDaClinica,
  lerPaginaDaOrigem,
} from './origem-api';
import { chavesExistentes, type LinhasLidas, lerLinhas } from './previa';

const I = MSG.importacao;
/** How long a claim holds: a worker renews it with every batch; past it, another pass resumes the import. */
const RESERVA_MS = 2 * 60 * 1000;

type Alvo = { id: number; idConta: number; mapeamento: Mapeamento };
type Erro = Insertable<DB['importacao_erro']>;
type Importacao = Selectable<DB['importacao']>;

/**
 * The batch again, row by row inside its transaction, each row behind a savepoint: a row the
 * database refuses (a CPF taken meanwhile…) is logged and the others are written.
 */
async function gravarUmAUm(trx: Db, alvo: Alvo, novos: LinhasLidas['validas']) {
  const criados: { linha: LinhasLidas['validas'][number]; id: number }[] = [];
  const recusados: Erro[] = [];
  for (const l of novos) {
    await sql`SAVEPOINT linha`.execute(trx);
    try {
      const [id] = await inserirPacientes(trx, alvo.idConta, [comArquivamento(l)]);
      await sql`RELEASE SAVEPOINT linha`.execute(trx);
      if (id !== undefined) criados.push({ linha: l, id });
    } catch (e) {
      if (!codigo(e)?.startsWith('23')) throw e;
      await sql`ROLLBACK TO SAVEPOINT linha`.execute(trx);
      recusados.push(erro(alvo, l.linha, 'erro', I.erroGravacao));
    }
  }
  return { criados, recusados };
}

/** The patient as inserted: archived when read from the old system's archived list. */
const comArquivamento = (l: LinhasLidas['validas'][number]) =>
  l.arquivado_em ? { ...l.paciente, arquivado_em: l.arquivado_em } : l.paciente;

const erro = (alvo: Alvo, linha: number, nivel: 'erro' | 'aviso', mensagem: string): Erro => ({
  id_conta: alvo.idConta,
  id_importacao: alvo.id,
  tipo_dado: 'pacientes',
  linha,
  nivel,
  mensagem,
});

/**
 * One batch, in one transaction with the cursor: the rows read, duplicates (of patients here,
 * including those created by earlier batches) mapped to the patient they match, the new ones
 * inserted in one statement and mapped as created, the row log, the counts. A crash before the
 * commit leaves nothing of the batch; the next pass does it again from the same cursor.
 */
async function processarLote(
  deps: Deps,
  alvo: Alvo,
  lidas: LinhasLidas,
  fim: number,
  ate: Date,
  jaImportados = 0,
) {
  const { validas, recusadas } = lidas;
  const escrever = async (trx: Db, umAUm: boolean) => {
    const existentes = await chavesExistentes(
      trx,
      alvo.idConta,
      validas.map((v) => v.paciente),
    );
    const { novos, duplicados, mesclados } = deduplicar(validas, new Set(existentes.keys()));
    const feitos = umAUm ? null : await inserirPacientes(trx, alvo.idConta, novos.map(comArquivamento));
    const { criados, recusados } = feitos
      ? { criados: novos.map((linha, i) => ({ linha, id: feitos[i] ?? 0 })), recusados: [] }
      : await gravarUmAUm(trx, alvo, novos);
    const mapa = (l: (typeof validas)[number], id: number, criado: boolean) => ({
      id_conta: alvo.idConta,
      id_importacao: alvo.id,
      tipo_dado: 'pacientes' as const,
      chave_antiga: (l.chave ?? chavePrincipal(l.paciente)).slice(0, 300),
      id_novo: id,
      criado,
    });
    // A row merged into another of the same batch (one patient twice in the source) maps to the
    // patient that row created, so what the old system hung on either (appointments…) finds it.
    const criadoPorChave = new Map(
      criados.flatMap((c) => chavesPaciente(c.linha.paciente).map((k) => [k, c.id])),
    );
    await inserirMapa(trx, [
      ...criados.map((c) => mapa(c.linha, c.id, true)),
      ...mesclados.flatMap((m) => {
        const id = chavesPaciente(m.paciente)
          .map((k) => criadoPorChave.get(k))
          .find((x) => x !== undefined);
        return id === undefined || !m.chave ? [] : [mapa(m, id, false)];
      }),
      ...duplicados.flatMap((d) => {
        const id = chavesPaciente(d.paciente)
          .map((c) => existentes.get(c))
          .find((x) => x !== undefined);
        return id === undefined ? [] : [mapa(d, id, false)];
      }),
    ]);
    const avisados = new Set(criados.map((c) => c.linha.linha));
    await inserirErros(trx, [
      ...recusadas.map((r) => erro(alvo, r.linha, 'erro', r.motivo)),
      ...recusados,
      ...validas.flatMap((v) =>
        avisados.has(v.linha) ? v.avisos.map((a) => erro(alvo, v.linha, 'aviso', a)) : [],
      ),
    ]);
    await somarContagem(trx, alvo.idConta, alvo.id, 'pacientes', {
      importados: criados.length,
      ignorados: recusadas.length,
      duplicados: duplicados.length + mesclados.length + jaImportados,
      erros: recusados.length,
    });
    await avancarCursor(trx, alvo.idConta, alvo.id, fim, ate);
  };
  try {
    await deps.db.transaction().execute((trx) => escrever(trx, false));
  } catch (e) {
    // One row the database refuses (a constraint, class 23) must not stop the rest: the batch
    // again, row by row, each refused row logged. Anything else stops the import.
    if (!codigo(e)?.startsWith('23')) throw e;
    await deps.db.transaction().execute((trx) => escrever(trx, true));
  }
  return fim;
}

/** A spreadsheet from its cursor: batches of LOTE_IMPORTACAO rows of the stored file. */
async function executarPlanilha(deps: Deps, alvo: Alvo, i: Importacao, lotes: number) {
  const planilha = await abrirPlanilha(deps, alvo.idConta, i.id_arquivo);
  let cursor = i.cursor;
  for (let n = 0; n < lotes && cursor < planilha.linhas.length; n++) {
    const fim = Math.min(cursor + LOTE_IMPORTACAO, planilha.linhas.length);
    cursor = await processarLote(
      deps,
      alvo,
      lerLinhas(planilha, alvo.mapeamento, cursor, fim),
      fim,
      reserva(deps),
    );
  }
  return cursor >= planilha.linhas.length ? null : cursor;
}

/** The old system failed mid-job (down, token revoked…): tried again later, `MAX_TENTATIVAS` times. */
class FalhaDaOrigem extends Error {}
const MAX_TENTATIVAS = 5;
/** 30 s, then 1, 2, 4, 8 min: about a quarter of an hour before giving up. */
const ESPERA_TENTATIVA_MS = 30_000;

/** The old system's refusals and outages while reading are its failures: tried again later. */
async function comoFalhaDaOrigem<T>(fazer: () => Promise<T>): Promise<T> {
  try {
    return await fazer();
  } catch (e) {
    throw e instanceof DomainError || e instanceof FalhaBusca ? new FalhaDaOrigem(I.origemInacessivel) : e;
  }
}

/** A file's bytes as they arrive; the connection broken midway is the old system's failure too. */
async function* bytesDaOrigem(corpo: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  try {
    yield* corpo;
  } catch (e) {
    throw e instanceof FalhaBusca ? new FalhaDaOrigem(I.origemInacessivel) : e;
  }
}

/**
 * A list read from the old system: its refusals are its failures (tried again later), except an
 * archived list an older old system refuses, which is not: the stage skips it.
 */
async function daOrigem<T>(caminho: string, ler: () => Promise<T>): Promise<T> {
  try {
    return await ler();
  } catch (e) {
    if (e instanceof ListaRecusada && caminho.includes('arquivados=true')) throw e;
    throw e instanceof DomainError ? new FalhaDaOrigem(e.message) : e;
  }
}

/**
 * The old system from its stage and cursor (etapas: units … stock movements, `execucao-api.ts`):
 * one page per batch; patients keep this file's batch and dedupe.
 */
async function executarApi(deps: Deps, alvo: Alvo, i: Importacao, lotes: number) {
  if (!i.origem_url || !i.origem_token) throw new Error('importação pela API sem origem');
  const origem = { url: i.origem_url, token: i.origem_token };
  return executarEtapasApi(deps, { idConta: alvo.idConta, id: alvo.id, origemUrl: origem.url }, i, lotes, {
    lerPagina: (caminho, pagina, porPagina) =>
      daOrigem(caminho, () => lerPaginaDaOrigem(deps, origem, caminho, pagina, porPagina)),
    lerDaClinica: (caminho, apos, porPagina) =>
      daOrigem(caminho, () => lerListaDaClinica(deps, origem, caminho, apos, porPagina)),
    pacientes: async (itens, desde, fim, ja, arquivados) => {
      const lidas = lerLinhasApi(itens, desde, arquivados ? { agora: deps.agora() } : undefined);
      // A patient an earlier import of this source already brought is skipped (counted as duplicate).
      const validas = lidas.validas.filter((v) => !v.chave || !ja.has(v.chave));
      await processarLote(
        deps,
        alvo,
        { ...lidas, validas },
        fim,
        reserva(deps),
        lidas.validas.length - validas.length,
      );
    },
    reserva: () => reserva(deps),
    baixar: async (caminho, maxBytes) => {
      const corpo = await comoFalhaDaOrigem(() => abrirArquivoDaOrigem(deps, origem, caminho, maxBytes));
      return corpo && bytesDaOrigem(corpo);
    },
    imagem: (caminho, maxBytes) =>
      baixarComEspera(
        () => abrirImagemDaOrigem(deps, origem, caminho, maxBytes),
        async (ms) => {
          // The claim outlives the wait, so no other worker takes the import meanwhile.
          await renovarReserva(
            deps.db,
            alvo.idConta,
            alvo.id,
            new Date(deps.agora().getTime() + ms + RESERVA_MS),
          );
          await new Promise((ok) => setTimeout(ok, ms));
        },
      ),
  });
}

const reserva = (deps: Deps) => new Date(deps.agora().getTime() + RESERVA_MS);

/**
 * Runs one claimed import from its cursor to the end (or `lotes` batches, then lets go of the
 * claim so other imports get their turn), then marks it done and removes its file and token.
 */
async function executarImportacao(deps: Deps, id: number, idConta: number, lotes = Number.POSITIVE_INFINITY) {
  const i = await buscarImportacao(deps.db, idConta, id);
  if (i?.status !== 'importando') return;
  const alvo: Alvo = { id, idConta, mapeamento: i.mapeamento };
  try {
    const parou =
      i.origem === 'api'
        ? await executarApi(deps, alvo, i, lotes)
        : i.tipo === 'agendas'
          ? await executarPlanilhaAgendas(deps, alvo, i, lotes, () => reserva(deps))
          : await executarPlanilha(deps, alvo, i, lotes);
    if (parou !== null) {
      await avancarCursor(deps.db, idConta, id, parou, new Date(0));
      return;
    }
    await encerrar(deps, alvo, i.id_arquivo, 'concluida', null);
  } catch (e) {
    if (e instanceof FalhaDaOrigem && i.tentativas < MAX_TENTATIVAS) {
      const ate = new Date(deps.agora().getTime() + ESPERA_TENTATIVA_MS * 2 ** i.tentativas);
      await adiarImportacao(deps.db, idConta, id, {
        tentativas: i.tentativas + 1,
        ate,
        erro: I.novaTentativa(e.message),
      });
      return;
    }
    const motivo = e instanceof DomainError || e instanceof FalhaDaOrigem ? e.message : I.falhou;
    await encerrar(deps, alvo, i.id_arquivo, 'falhou', motivo);
    if (!(e instanceof DomainError) && !(e instanceof FalhaDaOrigem)) throw e;
  }
}

async function encerrar(
  deps: Deps,
  alvo: Alvo,
  idArquivo: number | null,
  status: 'concluida' | 'falhou',
  msg: string | null,
) {
  const apagar = await deps.db.transaction().execute(async (trx) => {
    await encerrarImportacao(trx, alvo.idConta, alvo.id, { status, erro: msg, agora: deps.agora() });
    // The spreadsheet is personal data no longer needed: the map and the log keep what undo and the summary need.
    return idArquivo === null ? [] : [await deps.arquivos.remover(trx, alvo.idConta, idArquivo)];
  });
  await apagarDepois(apagar);
}

/** How long an unconfirmed preview (and its spreadsheet, personal data) is kept. */
const VALIDADE_PREVIA_MS = 7 * 24 * 60 * 60 * 1000;

async function descartarPreviasAntigas(deps: Deps) {
  const apagar = await deps.db.transaction().execute(async (trx) => {
    const velhas = await excluirPreviasAntigas(trx, new Date(deps.agora().getTime() - VALIDADE_PREVIA_MS));
    return Promise.all(
      velhas.flatMap((v) =>
        v.id_arquivo === null ? [] : [deps.arquivos.remover(trx, v.id_conta, v.id_arquivo)],
      ),
    );
  });
  await apagarDepois(apagar);
}

/**
 * A worker pass: drops the week-old unconfirmed previews, then claims running imports one at a
 * time until none is left (or runs `lotes` batches of one). `conta` limits the pass to one
 * clinic's imports: the contract tests share one database, and a pass in one test file must not
 * move another file's import halfway through its own checks.
 */
export async function processarImportacoes(deps: Deps, opcoes: { lotes?: number; conta?: number } = {}) {
  const { lotes, conta } = opcoes;
  await descartarPreviasAntigas(deps);
  for (;;) {
    const agora = deps.agora();
    const alvo = await reivindicarImportacao(deps.db, agora, new Date(agora.getTime() + RESERVA_MS), conta);
    if (!alvo) return;
    await executarImportacao(deps, alvo.id, alvo.id_conta, lotes);
    if (lotes !== undefined) return;
  }
}
