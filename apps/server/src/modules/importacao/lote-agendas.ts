import { MSG } from '@clinica/contracts';
import { chavesPaciente, LOTE_IMPORTACAO } from '@clinica/domain';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';
import type { Deps } from '../../platform/deps';
import { codigo, ehViolacaoExclusao } from '../../platform/erros-pg';
import { inserirAgendamento } from '../agenda/agenda.repository';
import { planejarLembrete } from '../lembrete/lembrete.service';
import {
  avancarCursor,
  inserirErros,
  inserirMapa,
  inserirPacientes,
  somarContagem,
} from './importacao.repository';
import { abrirPlanilha } from './importacao.service';
import { type ContextoAgenda, contextoAgenda } from './importacao-agendas.repository';
import { type AgendamentoResolvido, lerLinhasAgenda, resolverAgendas } from './planilha-agendas';

const I = MSG.importacao;

type Alvo = { id: number; idConta: number; mapeamento: Selectable<DB['importacao']>['mapeamento'] };
type Erro = Insertable<DB['importacao_erro']>;

const erro = (alvo: Alvo, linha: number, nivel: 'erro' | 'aviso', mensagem: string): Erro => ({
  id_conta: alvo.idConta,
  id_importacao: alvo.id,
  tipo_dado: 'agendas',
  linha,
  nivel,
  mensagem,
});

/** A row behind a savepoint: a row the database refuses is rolled back alone and logged. */
async function comSavepoint<T>(
  trx: Db,
  f: () => Promise<T>,
): Promise<{ ok: true; v: T } | { ok: false; e: unknown }> {
  await sql`SAVEPOINT linha`.execute(trx);
  try {
    const v = await f();
    await sql`RELEASE SAVEPOINT linha`.execute(trx);
    return { ok: true, v };
  } catch (e) {
    if (!codigo(e)?.startsWith('23')) throw e;
    await sql`ROLLBACK TO SAVEPOINT linha`.execute(trx);
    return { ok: false, e };
  }
}

/**
 * The patients the batch's rows need and the clinic doesn't have: one per person (rows sharing
 * a CPF or mobile+name are one), registered like the patient import does and mapped as created
 * (tipo_dado 'pacientes', so undo removes them). Answers each row's patient id.
 */
async function registrarPacientes(trx: Db, alvo: Alvo, novos: AgendamentoResolvido[]) {
  const porChave = new Map<string, number>();
  const ids = new Map<number, number>();
  const mapa: Insertable<DB['importacao_mapa']>[] = [];
  for (const n of novos) {
    if ('id' in n.paciente) {
      ids.set(n.linha, n.paciente.id);
      continue;
    }
    const chaves = chavesPaciente(n.paciente.novo);
    const ja = chaves.map((c) => porChave.get(c)).find((x) => x !== undefined);
    if (ja !== undefined) {
      ids.set(n.linha, ja);
      continue;
    }
    const novo = n.paciente.novo;
    const r = await comSavepoint(trx, () => inserirPacientes(trx, alvo.idConta, [novo]));
    const id = r.ok ? r.v[0] : undefined;
    if (id === undefined) continue;
    for (const c of chaves) porChave.set(c, id);
    ids.set(n.linha, id);
    mapa.push({
      id_conta: alvo.idConta,
      id_importacao: alvo.id,
      tipo_dado: 'pacientes',
      chave_antiga: n.paciente.chave.slice(0, 300),
      id_novo: id,
      criado: true,
    });
  }
  await inserirMapa(trx, mapa);
  return ids;
}

/**
 * One batch, in one transaction with the cursor: the rows resolved against the clinic (a
 * patient registered by an earlier batch is found, an appointment an earlier batch or import
 * wrote is a duplicate), the new patients, then each appointment behind a savepoint with its
 * reminder planned as the agenda does (a past one plans nothing). An appointment that overlaps
 * another of its professional is refused by the agenda's own constraint and logged.
 */
async function processarLote(
  deps: Deps,
  alvo: Alvo,
  ctx: ContextoAgenda,
  lidas: ReturnType<typeof lerLinhasAgenda>,
  fim: number,
  ate: Date,
) {
  await deps.db.transaction().execute(async (trx) => {
    const r = await resolverAgendas(trx, alvo.idConta, ctx, lidas);
    const pacientes = await registrarPacientes(trx, alvo, r.novos);
    const erros: Erro[] = r.recusadas.map((x) => erro(alvo, x.linha, 'erro', x.motivo));
    const mapa: Insertable<DB['importacao_mapa']>[] = [];
    for (const n of r.novos) {
      const idPaciente = pacientes.get(n.linha);
      if (idPaciente === undefined) {
        erros.push(erro(alvo, n.linha, 'erro', I.erroGravacao));
        continue;
      }
      const g = {
        id_paciente: idPaciente,
        id_profissional: n.idProfissional,
        id_tratamento: n.idTratamento,
        inicio: n.inicio,
        duracao: n.duracao,
        status: n.status,
        observacao: n.observacao,
        notificacoes: true,
      };
      const feito = await comSavepoint(trx, async () => {
        const id = await inserirAgendamento(trx, alvo.idConta, g);
        await planejarLembrete(trx, {
          idConta: alvo.idConta,
          idAgenda: id,
          inicio: g.inicio,
          inicioAnterior: null,
          status: g.status,
          notificacoes: true,
          agora: deps.agora(),
          fuso: ctx.fuso,
          hora: ctx.hora,
        });
        return id;
      });
      if (!feito.ok) {
        erros.push(
          erro(alvo, n.linha, 'erro', ehViolacaoExclusao(feito.e) ? I.horarioOcupado : I.erroGravacao),
        );
        continue;
      }
      mapa.push({
        id_conta: alvo.idConta,
        id_importacao: alvo.id,
        tipo_dado: 'agendas',
        chave_antiga: `${idPaciente}|${n.idProfissional}|${n.inicio.toISOString()}`,
        id_novo: feito.v,
        criado: true,
      });
      // The preview's future tense ('será cadastrado') is past by now.
      erros.push(
        ...n.avisos.map((a) => erro(alvo, n.linha, 'aviso', a === I.pacienteNovo ? I.pacienteCadastrado : a)),
      );
    }
    await inserirMapa(trx, mapa);
    await inserirErros(trx, erros);
    await somarContagem(trx, alvo.idConta, alvo.id, 'agendas', {
      importados: mapa.length,
      ignorados: r.recusadas.length,
      duplicados: r.duplicados.length,
      erros: r.novos.length - mapa.length,
    });
    await avancarCursor(trx, alvo.idConta, alvo.id, fim, ate);
  });
  return fim;
}

/**
 * An appointments' spreadsheet from its cursor: batches of LOTE_IMPORTACAO rows of the stored
 * file; null when done, else where it stopped (`lotes` batches run).
 */
export async function executarPlanilhaAgendas(
  deps: Deps,
  alvo: Alvo,
  i: { id_arquivo: number | null; cursor: number },
  lotes: number,
  reserva: () => Date,
) {
  const planilha = await abrirPlanilha(deps, alvo.idConta, i.id_arquivo);
  const ctx = await contextoAgenda(deps.db, alvo.idConta);
  let cursor = i.cursor;
  for (let n = 0; n < lotes && cursor < planilha.linhas.length; n++) {
    const fim = Math.min(cursor + LOTE_IMPORTACAO, planilha.linhas.length);
    const lidas = lerLinhasAgenda(planilha, alvo.mapeamento, cursor, fim);
    cursor = await processarLote(deps, alvo, ctx, lidas, fim, reserva());
  }
  return cursor >= planilha.linhas.length ? null : cursor;
}
