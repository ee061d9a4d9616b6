import {
  decidirLembrete,
  esperaAntesDaTentativa,
  horaLocalDe,
  type StatusAgendamento,
  somenteDigitos,
  TENTATIVAS_LEMBRETE,
} from '@clinica/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.gen';
import type { Deps } from '../../platform/deps';
import { gerarCodigoPublico } from '../../platform/evidencia';
import {
  agendarLembrete,
  cancelarLembrete,
  dadosDasMensagens,
  desistirDosPresos,
  linksDasConsultas,
  registrarTentativa,
  reivindicarLembretes,
  travarLembrete,
} from './lembrete.repository';

/**
 * Keeps an appointment's reminder in step with it, inside the transaction that writes the
 * appointment (the outbox: both commit or neither does).
 */
export async function planejarLembrete(
  trx: Kysely<DB>,
  p: {
    idConta: number;
    idAgenda: number;
    inicio: Date;
    inicioAnterior: Date | null;
    status: StatusAgendamento;
    notificacoes: boolean;
    agora: Date;
    fuso: string;
    hora: string;
  },
) {
  const atual = await travarLembrete(trx, p.idConta, p.idAgenda);
  const decisao = decidirLembrete({
    ...p,
    lembrete: atual ? { status: atual.status, enviarEm: atual.enviar_em } : null,
  });
  if (decisao.acao === 'agendar') await agendarLembrete(trx, p.idConta, p.idAgenda, decisao.enviarEm);
  if (decisao.acao === 'cancelar') await cancelarLembrete(trx, p.idConta, p.idAgenda);
}

/** A claimed reminder stuck longer than this is considered lost with its worker. */
const PRESO_APOS_MS = 10 * 60_000;
const LOTE = 20;

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/**
 * One pass of the worker: give up reminders lost with a dead worker, claim the due ones, send
 * each through the provider with the patient's link (`/consulta/{codigo}`, created for an
 * appointment the staff made) and record the attempt (sent; retried with backoff; given up after
 * TENTATIVAS_LEMBRETE attempts or a definitive refusal). Safe to run on several instances at once.
 */
export async function processarLembretes(deps: Deps): Promise<{ enviados: number; falhas: number }> {
  const agora = deps.agora();
  await desistirDosPresos(deps.db, new Date(agora.getTime() - PRESO_APOS_MS), agora);
  const lote = await reivindicarLembretes(deps.db, agora, LOTE);
  if (!lote.length) return { enviados: 0, falhas: 0 };
  const dados = new Map(
    (
      await dadosDasMensagens(
        deps.db,
        lote.map((l) => l.id_agenda),
      )
    ).map((d) => [d.id, d]),
  );
  const links = await linksDasConsultas(
    deps.db,
    lote.filter((l) => dados.has(l.id_agenda)),
    gerarCodigoPublico,
  );
  let enviados = 0;
  let falhas = 0;
  for (const l of lote) {
    const d = dados.get(l.id_agenda);
    const local = d ? horaLocalDe(d.inicio, d.fuso) : null;
    const codigo = links.get(l.id_agenda);
    const resultado =
      d && local && codigo
        ? await deps.whatsapp
            .enviarLembrete({
              para: `${d.ddi}${somenteDigitos(d.celular)}`,
              paciente: d.paciente,
              clinica: d.clinica,
              data: dataBr(local.data),
              hora: local.hora,
              profissional: d.profissional,
              link: deps.urls.absoluta(`/consulta/${codigo}`),
            })
            .catch(() => ({ ok: false as const, erro: 'Erro inesperado no envio', definitivo: false }))
        : { ok: false as const, erro: 'Agendamento não encontrado', definitivo: true };
    const momento = deps.agora();
    if (resultado.ok) {
      enviados++;
      await registrarTentativa(
        deps.db,
        { id: l.id, idConta: l.id_conta, tentativa: l.tentativas },
        {
          status: 'enviado',
          proxima: null,
          sucesso: true,
          detalhe: resultado.detalhe,
          agora: momento,
        },
      );
      continue;
    }
    falhas++;
    const desiste = resultado.definitivo || l.tentativas >= TENTATIVAS_LEMBRETE;
    await registrarTentativa(
      deps.db,
      { id: l.id, idConta: l.id_conta, tentativa: l.tentativas },
      {
        status: desiste ? 'falhou' : 'pendente',
        proxima: desiste ? null : new Date(agora.getTime() + esperaAntesDaTentativa(l.tentativas)),
        sucesso: false,
        detalhe: resultado.erro,
        agora: momento,
      },
    );
  }
  return { enviados, falhas };
}
