import { connect } from 'node:net';

/*
 * A raw HTTP/1.1 client on node:net for the hostile transport run (issue 38): it sends what no
 * well-behaved client library would — a Content-Length the body never reaches followed by a
 * half-close, a body trickled over seconds, a declared size far past any limit — and tells apart
 * an answer, a connection the server closed without one, and silence.
 */

/** How the body travels. */
export type Transporte = 'inteiro' | 'truncado' | 'lento' | 'grande' | 'grande-chunked';
export const TRANSPORTES: Transporte[] = ['inteiro', 'truncado', 'lento', 'grande', 'grande-chunked'];

/** Declared by `grande`: past every route's limit (the largest, a patient file's, is ~27 MB). */
const TAMANHO_GRANDE = 40 * 1024 * 1024;
/** Sent by `grande-chunked`, with no length declared: past the 1 MB default and tRPC's 3 MB. */
const TAMANHO_GRANDE_CHUNKED = 4 * 1024 * 1024;
const PEDACO = 64 * 1024;

export type Envio = {
  base: string;
  metodo: string;
  caminho: string;
  cabecalhos: Record<string, string>;
  corpo: Buffer;
  transporte: Transporte;
  /** Keep-alive or `Connection: close`: the server must answer (and let go) either way. */
  manterConexao: boolean;
  /** `lento`: how long the trickle lasts, and what runs halfway through it (the health check). */
  duracaoLentoMs?: number;
  aoMeioDoLento?: () => Promise<void>;
  /** Silence this long after the last byte sent (or the last write progress) is a hang. */
  prazoMs: number;
};

export type Resultado = {
  /** The answer's status, or null when none came. */
  status: number | null;
  /** The server closed (or reset) the connection; with no status, a refusal without an answer. */
  fechou: boolean;
  /** No answer and no close within `prazoMs` after the last byte: the server hangs on it. */
  travou: boolean;
  /** The first bytes of the answer (its body, for a 5xx's report). */
  inicio: string;
  erro?: string;
};

const esperar = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Sends one request the way `envio.transporte` says and reads the answer's status line. */
export function enviarBruto(envio: Envio): Promise<Resultado> {
  const url = new URL(envio.base);
  const socket = connect({ host: url.hostname, port: Number(url.port), allowHalfOpen: true });
  socket.setNoDelay(true);
  let bruto = Buffer.alloc(0);
  let status: number | null = null;
  let fechou = false;
  let erro: string | undefined;
  let terminado = false;
  let prazo: NodeJS.Timeout | undefined;
  let aoTerminar!: (r: Resultado) => void;
  const fim = new Promise<Resultado>((ok) => {
    aoTerminar = ok;
  });

  const terminar = (travou: boolean) => {
    if (terminado) return;
    terminado = true;
    clearTimeout(prazo);
    socket.destroy();
    aoTerminar({ status, fechou, travou, inicio: bruto.subarray(0, 2048).toString('latin1'), erro });
  };
  /** (Re)starts the silence clock: after the last byte, and while a write waits for the server. */
  const armarPrazo = () => {
    clearTimeout(prazo);
    prazo = setTimeout(() => terminar(status === null && !fechou), envio.prazoMs);
  };
  /** Once the head is in, a short wait for the body's first bytes (what a 5xx says), then done. */
  const aoReceberCabecalho = () => {
    clearTimeout(prazo);
    prazo = setTimeout(() => terminar(false), 150);
  };

  socket.on('data', (d: Buffer) => {
    if (bruto.length < 4096) bruto = Buffer.concat([bruto, d]);
    if (status === null) {
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(bruto.toString('latin1', 0, 16));
      if (m && bruto.includes('\r\n\r\n')) {
        status = Number(m[1]);
        aoReceberCabecalho();
      }
    }
  });
  for (const evento of ['end', 'close'])
    socket.on(evento, () => {
      fechou = true;
      terminar(false);
    });
  socket.on('error', (e: NodeJS.ErrnoException) => {
    erro ??= e.code ?? e.message;
  });

  const respondido = () => terminado || status !== null || fechou;
  const escrever = (b: Buffer | string) =>
    new Promise<void>((ok) => {
      if (respondido() || socket.destroyed) return ok();
      // setImmediate: the poll phase runs first, so an answer already in is read before the next
      // write (a server refusing a body closes right after answering; a write then fails with
      // EPIPE, and the socket would be torn down with the answer unread).
      if (socket.write(b)) return setImmediate(ok);
      // Backpressure: wait for the server to read, answer or close; `prazoMs` without any is a hang.
      armarPrazo();
      const pronto = () => {
        socket.off('drain', pronto);
        socket.off('close', pronto);
        if (!respondido()) clearTimeout(prazo);
        ok();
      };
      socket.on('drain', pronto);
      socket.on('close', pronto);
    });

  const cabeca = (extra: Record<string, string>) => {
    const linhas = [`${envio.metodo} ${envio.caminho} HTTP/1.1`, `Host: ${url.host}`];
    if (!envio.manterConexao) linhas.push('Connection: close');
    for (const [k, v] of Object.entries({ ...envio.cabecalhos, ...extra })) linhas.push(`${k}: ${v}`);
    return `${linhas.join('\r\n')}\r\n\r\n`;
  };

  const enviar = async () => {
    await new Promise<void>((ok, falha) => {
      socket.once('connect', ok);
      socket.once('error', falha);
    });
    const { corpo } = envio;
    switch (envio.transporte) {
      case 'inteiro':
        await escrever(
          Buffer.concat([Buffer.from(cabeca({ 'Content-Length': String(corpo.length) })), corpo]),
        );
        break;
      case 'truncado': {
        // Promises more than it sends, then half-closes: the server sees the end of a short body.
        const enviado = corpo.subarray(0, Math.floor(corpo.length / 2));
        await escrever(cabeca({ 'Content-Length': String(corpo.length + 100) }));
        if (enviado.length) await escrever(enviado);
        if (!respondido()) socket.end();
        break;
      }
      case 'lento': {
        await escrever(cabeca({ 'Content-Length': String(corpo.length) }));
        const partes = Math.min(10, Math.max(1, corpo.length));
        const passo = Math.ceil(corpo.length / partes);
        const intervalo = (envio.duracaoLentoMs ?? 1500) / partes;
        for (let i = 0; i < partes && !respondido(); i++) {
          await esperar(intervalo);
          if (i === Math.floor(partes / 2) && !respondido()) await envio.aoMeioDoLento?.();
          await escrever(corpo.subarray(i * passo, (i + 1) * passo));
        }
        break;
      }
      case 'grande': {
        // Declares TAMANHO_GRANDE and streams it until the server answers or closes.
        await escrever(cabeca({ 'Content-Length': String(TAMANHO_GRANDE) }));
        const enchimento = Buffer.alloc(PEDACO, 0x61);
        let n = 0;
        if (corpo.length) {
          await escrever(corpo);
          n += corpo.length;
        }
        while (n < TAMANHO_GRANDE && !respondido()) {
          const pedaco = enchimento.subarray(0, Math.min(PEDACO, TAMANHO_GRANDE - n));
          await escrever(pedaco);
          n += pedaco.length;
        }
        break;
      }
      case 'grande-chunked': {
        await escrever(cabeca({ 'Transfer-Encoding': 'chunked' }));
        const pedaco = (b: Buffer) =>
          escrever(Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]));
        if (corpo.length) await pedaco(corpo);
        const enchimento = Buffer.alloc(PEDACO, 0x61);
        for (let n = corpo.length; n < TAMANHO_GRANDE_CHUNKED && !respondido(); n += PEDACO)
          await pedaco(enchimento);
        await escrever('0\r\n\r\n');
        break;
      }
    }
    // The last byte is out: from here, `prazoMs` of silence is a hang.
    if (!respondido()) armarPrazo();
  };
  const enviando = enviar().catch((e: NodeJS.ErrnoException) => {
    erro ??= e.code ?? e.message;
    fechou = true;
    terminar(false);
  });
  // Settled only once the sending side is done too: an answer that comes early must not leave a
  // trickle (and its health check) running past the call — past the run, when the server stops.
  return Promise.all([fim, enviando]).then(([r]) => r);
}
