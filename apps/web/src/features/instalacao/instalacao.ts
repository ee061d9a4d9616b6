import { useEffect, useState, useSyncExternalStore } from 'react';
import { pedidoDeInstalacao } from '../../lib/service-worker';
import { ehSafariIos, useEhCelular, useStandalone } from './modo-app';

/** When the user said 'Agora não' (or 'Entendi' to the iOS steps): ms since the epoch. */
const CHAVE_RECUSA = 'installDismissedAt';
/** 'Agora não' is remembered this long; then the offer may come back once. */
const LEMBRAR_RECUSA_MS = 30 * 24 * 60 * 60 * 1000;

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

/**
 * The offer never comes with the first screen: it waits until the page has been open this long.
 * A full-screen dialog over a dashboard still drawing hides it and costs the phone the dialog's
 * mount on top of the shell's (Chromium 156 offers installation at once, so /home's first load on
 * a phone used to end under the dialog). Later pages of the same visit are past it already.
 */
const ESPERA_OFERTA_MS = 4000;

function usePaginaAssentada(): boolean {
  const [assentada, setAssentada] = useState(() => performance.now() >= ESPERA_OFERTA_MS);
  useEffect(() => {
    if (assentada) return;
    const t = setTimeout(() => setAssentada(true), ESPERA_OFERTA_MS - performance.now());
    return () => clearTimeout(t);
  }, [assentada]);
  return assentada;
}

export type OfertaInstalacao = 'navegador' | 'ios' | null;

/**
 * What the install dialog offers now (spec 01 §4): on a phone, outside the installed app,
 * unless declined in the last 30 days, the browser's own prompt when it made one, or the
 * manual steps on iOS Safari; never before the page has settled (ESPERA_OFERTA_MS).
 */
export function useOfertaInstalacao(): OfertaInstalacao {
  const celular = useEhCelular();
  const standalone = useStandalone();
  const recusada = useSyncExternalStore(assinarRecusa, () => recusadaRecentemente());
  const temPedido = useSyncExternalStore(
    pedidoDeInstalacao.assinar,
    () => pedidoDeInstalacao.atual() !== null,
  );
  const assentada = usePaginaAssentada();
  if (!celular || standalone || recusada || !assentada) return null;
  if (temPedido) return 'navegador';
  return ehSafariIos() ? 'ios' : null;
}
