/**
 * Session packages (issue 36): a budget item sells a quantity of sessions of one treatment
 * ('10 sessões de drenagem'); once the budget becomes a revenue, each item of more than one
 * session opens a package for the patient, and every appointment of that patient and treatment
 * that ends 'Finalizada' uses one session of it. The rules here are pure: the server applies them
 * inside its transactions, the web shows what they say.
 */
import { VALOR_MAXIMO_ORCAMENTO_CENTAVOS } from '../orcamento/total';
import { numerosDe } from '../util/objetos';

/** Sessions a budget item may sell: a long treatment plan fits, a typo of 1000 doesn't. */
export const MAXIMO_SESSOES_ITEM = 100;

/** How long a package is valid when the clinic has not said otherwise. */
export const VALIDADE_PADRAO_PACOTE_MESES = 12;

export type StatusPacote = 'aberto' | 'concluido' | 'expirado';

/**
 * What a budget item charges, in integer cents: the package price when there is one (it replaces
 * price × quantity), else the sale price per session times the sessions. Null when it is not a
 * whole, non-negative amount within the budget's limit, or the quantity is out of range.
 * An item of an old budget has one session and no package price: its value is its price.
 */
export function valorDoItem(item: {
  valor_venda: number;
  quantidade?: number | null;
  valor_pacote?: number | null;
}): number | null {
  const quantidade = item.quantidade ?? 1;
  if (!Number.isInteger(quantidade) || quantidade < 1 || quantidade > MAXIMO_SESSOES_ITEM) return null;
  const valor = item.valor_pacote ?? item.valor_venda * quantidade;
  if (!Number.isSafeInteger(valor) || valor < 0 || valor > VALOR_MAXIMO_ORCAMENTO_CENTAVOS) return null;
  return valor;
}

/** Whether an item opens a package when its budget becomes a revenue: more than one session. */
export const abrePacote = (quantidade: number | null | undefined): boolean => (quantidade ?? 1) > 1;

/**
 * A package's status on the clinic's date `hoje` ('YYYY-MM-DD'): finished once every session was
 * used, whatever the date; expired after its last valid day with sessions left; else open.
 */
export function statusDoPacote(
  p: { sessoes: number; usadas: number; validade: string },
  hoje: string,
): StatusPacote {
  if (p.usadas >= p.sessoes) return 'concluido';
  if (hoje > p.validade) return 'expirado';
  return 'aberto';
}

/**
 * The package a finished appointment uses, among the patient's packages of its treatment: an
 * open one with a session left, the one that expires first (then the oldest), so no session is
 * lost to an expiry that another package would not have suffered. Null when none is open.
 */
export function pacoteParaConsumir<
  P extends { id: number; sessoes: number; usadas: number; validade: string },
>(pacotes: readonly P[], hoje: string): P | null {
  let escolhido: P | null = null;
  for (const p of pacotes) {
    if (statusDoPacote(p, hoje) !== 'aberto') continue;
    if (
      escolhido === null ||
      p.validade < escolhido.validade ||
      (p.validade === escolhido.validade && p.id < escolhido.id)
    ) {
      escolhido = p;
    }
  }
  return escolhido;
}

/** Whether an appointment in this status has used a session ('Faltou' only if the clinic says so). */
export const consomeSessao = (status: string, faltouConsome: boolean): boolean =>
  status === 'Finalizada' || (faltouConsome && status === 'Faltou');

/**
 * What a status change does to the package: +1 uses a session, -1 gives it back, 0 nothing.
 * Applied once per change, inside the change's transaction, so a status set twice to the same
 * value uses nothing more.
 */
export function efeitoNoPacote(antes: string, depois: string, faltouConsome: boolean): -1 | 0 | 1 {
  const a = consomeSessao(antes, faltouConsome);
  const d = consomeSessao(depois, faltouConsome);
  if (a === d) return 0;
  return d ? 1 : -1;
}

/**
 * The last valid day of a package bought on `compra` ('YYYY-MM-DD'): the same day `meses` months
 * later, or that month's last day when it has no such day (31/01 + 1 month → 28 or 29/02).
 */
export function validadeDoPacote(compra: string, meses: number = VALIDADE_PADRAO_PACOTE_MESES): string {
  const [ano, mes, dia] = numerosDe(compra, '-');
  const total = ano * 12 + (mes - 1) + meses;
  const anoFim = Math.floor(total / 12);
  const mesFim = (total % 12) + 1;
  const ultimoDia = new Date(Date.UTC(anoFim, mesFim, 0)).getUTCDate();
  const diaFim = Math.min(dia, ultimoDia);
  return `${String(anoFim).padStart(4, '0')}-${String(mesFim).padStart(2, '0')}-${String(diaFim).padStart(2, '0')}`;
}

/** 'Sessão 3 de 10 — pacote #12', what the appointment form says of the session it will use. */
export const textoSessaoDoPacote = (sessao: number, sessoes: number, idPacote: number): string =>
  `Sessão ${sessao} de ${sessoes} — pacote #${idPacote}`;

/** 'Pacote esgotado: 10 de 10 sessões usadas', when the patient's packages of that treatment are used up. */
export const textoPacoteEsgotado = (usadas: number, sessoes: number): string =>
  `Pacote esgotado: ${usadas} de ${sessoes} sessões usadas`;
