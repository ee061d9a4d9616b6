/** Spec 01 §9: an update check every 300000 ms. */
export const INTERVALO_VERIFICACAO_MS = 300_000;

/** 'm:ss' of the time left, rounded up (5:00 right after a check). */
export const formatarContagem = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
