import { useSyncExternalStore } from 'react';
import { pedidoDeInstalacao } from '../../lib/service-worker';
import { ehSafariIos, useEhCelular, useStandalone } from './modo-app';

/** When the user said 'Agora não' (or 'Entendi' to the iOS steps): ms since the epoch. */
const CHAVE_RECUSA = 'installDismissedAt';
/** 'Agora não' is remembered this long; then the offer may come back once. */
export const LEMBRAR_RECUSA_MS = 30 * 24 * 60 * 60 * 1000;

const ouvintes = new Set<() => void>();

function recusadaRecentemente(agora = Date.now()) {
  try {
    const em = Number(localStorage.getItem(CHAVE_RECUSA));
    return Number.isFinite(em) && em > 0 && agora - em < LEMBRAR_RECUSA_MS;
  } catch {
    return true;
  }
}

export function lembrarRecusa() {
  try {
    localStorage.setItem(CHAVE_RECUSA, String(Date.now()));
  } catch {
    // storage blocked: the offer comes back on the next load, nothing worse
  }
  for (const o of ouvintes) o();
}

const assinarRecusa = (o: () => void) => {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
};

export type OfertaInstalacao = 'navegador' | 'ios' | null;

/**
 * What the install dialog offers now (spec 01 §4): on a phone, outside the installed app,
 * unless declined in the last 30 days, the browser's own prompt when it made one, or the
 * manual steps on iOS Safari.
 */
export function useOfertaInstalacao(): OfertaInstalacao {
  const celular = useEhCelular();
  const standalone = useStandalone();
  const recusada = useSyncExternalStore(assinarRecusa, () => recusadaRecentemente());
  const temPedido = useSyncExternalStore(
    pedidoDeInstalacao.assinar,
    () => pedidoDeInstalacao.atual() !== null,
  );
  if (!celular || standalone || recusada) return null;
  if (temPedido) return 'navegador';
  return ehSafariIos() ? 'ios' : null;
}
