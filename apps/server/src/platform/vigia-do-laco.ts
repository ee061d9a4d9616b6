/**
 * The event-loop watchdog behind /api/saude (issue 38). A request that blocks the loop for long
 * (a runaway parser, a pathological regex) stalls every clinic on the instance; when the loop has
 * been blocked for more than `limiteMs` at once, the health check answers 503 for `janelaMs`, so
 * a load balancer or the container's HEALTHCHECK replaces the instance instead of sending it more
 * traffic. A loop blocked for good cannot answer at all: the check's own timeout covers that case.
 */
export type VigiaDoLaco = {
  /** False from the moment a block longer than the limit is seen until `janelaMs` after it. */
  saudavel: () => boolean;
  /** The longest block seen in the last reading, in ms (for the health answer). */
  ultimoBloqueioMs: () => number;
  parar: () => void;
};

export type OpcoesVigia = { limiteMs: number; janelaMs?: number; agora?: () => number };

/** The rule alone: given the longest delay of each reading, is the instance healthy now? */
export function criarEstadoDoVigia({ limiteMs, janelaMs = 60_000, agora = Date.now }: OpcoesVigia) {
  let bloqueadoEm = Number.NEGATIVE_INFINITY;
  let ultimo = 0;
  return {
    registrar(atrasoMaximoMs: number) {
      if (atrasoMaximoMs > limiteMs) {
        bloqueadoEm = agora();
        ultimo = atrasoMaximoMs;
      }
    },
    saudavel: () => agora() - bloqueadoEm > janelaMs,
    ultimoBloqueioMs: () => ultimo,
  };
}

/**
 * A timer every `leituraMs`: how late it fires is how long the loop was blocked. (perf_hooks'
 * monitorEventLoopDelay was tried first: read and reset on a timer, it lost the very block the
 * reading timer waited behind — a 300 ms block read as 20 ms on Node 20.)
 */
export function iniciarVigiaDoLaco(opcoes: OpcoesVigia & { leituraMs?: number }): VigiaDoLaco {
  const estado = criarEstadoDoVigia(opcoes);
  // A block is seen up to one period short (it may start just after a tick): keep the period small.
  const leituraMs = opcoes.leituraMs ?? 100;
  let anterior = performance.now();
  const relogio = setInterval(() => {
    const agora = performance.now();
    estado.registrar(agora - anterior - leituraMs);
    anterior = agora;
  }, leituraMs);
  relogio.unref();
  return {
    saudavel: estado.saudavel,
    ultimoBloqueioMs: estado.ultimoBloqueioMs,
    parar: () => clearInterval(relogio),
  };
}
