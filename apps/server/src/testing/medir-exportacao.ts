import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { sql } from 'kysely';
import type { AppDeTeste } from './app-de-teste';
import { criarClinica } from './fabrica';
import { entrar } from './http';

/**
 * `n` patients of a new clinic in one INSERT … SELECT generate_series (seconds for 100,000),
 * each about as long as a real record (~500 bytes of JSON) plus `extra` characters of notes.
 */
export async function clinicaComPacientes(t: AppDeTeste, n: number, extra = 0) {
  const c = await criarClinica(t.deps);
  await sql`insert into paciente (id_conta, nome, celular, sexo, nascimento, cpf, email, observacao,
      cep, endereco, numero, bairro, cidade, estado)
    select ${c.idConta}, 'Paciente ' || md5(g::text), '11987654321', 'Outro', '1990-01-01',
      lpad(g::text, 11, '0'), 'p' || g || '@exemplo.com.br', 'observação ' || g || repeat('x', ${extra}),
      '01310100', 'Avenida Paulista', g::text, 'Bela Vista', 'São Paulo', 'SP'
    from generate_series(1, ${n}) g`.execute(t.db);
  return { ...c, token: await entrar(t.app, c.email, c.senha) };
}

/**
 * The live heap is what a stream must keep flat; garbage waits for V8's next collection (large
 * strings and buffers only go at a full one), so each sample is taken after a full GC.
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

export type MedidaExportacao = {
  status: number;
  ms: number;
  /** Bytes on the wire, and after decompression. */
  bytes: number;
  bytesJson: number;
  linhas: number;
  /** Peak growth over the heap/RSS measured just before the request (MB). */
  picoHeapMb: number;
  picoRssMb: number;
};

/**
 * Streams an unpaged list over real HTTP (the app listens on a free port) and throws the body
 * away as it arrives, sampling this process's memory every 250 ms: the server and the client
 * share the process, so a server that built the answer in memory would show here.
 */
export async function medirExportacao(
  t: AppDeTeste,
  caminho: string,
  token: string,
  codificacao: 'gzip' | 'br' | null = null,
): Promise<MedidaExportacao> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const porta = (t.app.server.address() as AddressInfo).port;
  gc();
  const base = process.memoryUsage();
  let picoHeap = base.heapUsed;
  let picoRss = base.rss;
  const amostra = setInterval(() => {
    gc();
    const m = process.memoryUsage();
    picoHeap = Math.max(picoHeap, m.heapUsed);
    picoRss = Math.max(picoRss, m.rss);
  }, 250);
  const inicio = performance.now();
  try {
    return await new Promise<MedidaExportacao>((ok, falha) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (codificacao) headers['accept-encoding'] = codificacao;
      const req = request({ host: '127.0.0.1', port: porta, path: caminho, headers }, (res) => {
        let bytes = 0;
        let bytesJson = 0;
        let linhas = 0;
        let profundidade = 0;
        res.on('data', (b: Buffer) => {
          bytes += b.length;
        });
        const json =
          codificacao === 'gzip'
            ? res.pipe(createGunzip())
            : codificacao === 'br'
              ? res.pipe(createBrotliDecompress())
              : res;
        // Rows counted as top-level objects of the array (no string in these rows holds a brace).
        json.on('data', (b: Buffer) => {
          bytesJson += b.length;
          // An indexed loop: a Buffer's iterator is several times slower over 56 MB.
          for (let i = 0; i < b.length; i++) {
            const ch = b[i];
            if (ch === 0x7b && profundidade++ === 0) linhas++;
            else if (ch === 0x7d) profundidade--;
          }
        });
        json.on('end', () =>
          ok({
            status: res.statusCode ?? 0,
            ms: Math.round(performance.now() - inicio),
            bytes,
            bytesJson,
            linhas,
            picoHeapMb: Math.round((picoHeap - base.heapUsed) / 1e5) / 10,
            picoRssMb: Math.round((picoRss - base.rss) / 1e5) / 10,
          }),
        );
        json.on('error', falha);
      });
      req.on('error', falha);
      req.end();
    });
  } finally {
    clearInterval(amostra);
  }
}
