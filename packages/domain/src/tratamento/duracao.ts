/** Treatment durations in minutes (spec 03 §9): 0 means none, then 10 to 180 in steps of 5. */
export const DURACAO_MINIMA = 10;
export const DURACAO_MAXIMA = 180;
export const PASSO_DURACAO = 5;

export const DURACOES_TRATAMENTO: readonly number[] = [
  0,
  ...Array.from(
    { length: (DURACAO_MAXIMA - DURACAO_MINIMA) / PASSO_DURACAO + 1 },
    (_, i) => DURACAO_MINIMA + i * PASSO_DURACAO,
  ),
];

export function ehDuracaoValida(minutos: number): boolean {
  if (!Number.isInteger(minutos)) return false;
  if (minutos === 0) return true;
  return minutos >= DURACAO_MINIMA && minutos <= DURACAO_MAXIMA && minutos % PASSO_DURACAO === 0;
}
