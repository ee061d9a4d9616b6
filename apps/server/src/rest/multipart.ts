import { contemNul } from '@clinica/contracts';
import { campoDe } from '@clinica/domain';
import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Recebido, RegraArquivo } from '../platform/armazenamento';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';
import { atorDe } from './acesso';

/** An upload's file, received and checked by the storage, with the name the client gave it. */
export type RecebidoMultipart = Recebido & { nomeOriginal: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart upload, by field name; null on a JSON request. */
    recebidos: Record<string, RecebidoMultipart> | null;
    /** Set by the handler when a service took the files over (it discards them if it fails). */
    recebidosEntregues: boolean;
  }
}

/**
 * @fastify/multipart's own refusals (too many parts or fields 413, a prototype field name 400, a
 * request closed mid-body 400) carry their status; erros.ts answers them. Busboy's parse errors
 * (no boundary, unexpected end of the data, a malformed part header) are plain Errors.
 */
const temStatus = (e: unknown) => typeof campoDe(e, 'statusCode') === 'number';

/** What a multipart file field puts in the JSON body the route's schema validates. */
export const MARCA_MULTIPART = 'multipart:arquivo';

const registrados = new WeakSet<FastifyInstance>();

/**
 * multipart/form-data on the routes that take it (issue 18.5): @fastify/multipart's parser
 * (once per app) and, per route, a preValidation hook that streams each file field through the
 * storage's `receber` (type from the first bytes, size limit: no whole file in memory with the
 * disk driver, no transaction held) and turns the text fields into the route's JSON body, with
 * `MARCA_MULTIPART` in the file fields — so the route's one schema (and the one coercion layer)
 * validates both ways of uploading. The old JSON data-URL body is untouched.
 * Files received for a request that then fails before the service takes them are discarded
 * before the answer is sent.
 */
export function aceitarMultipart(app: FastifyInstance, deps: Deps, regras: Record<string, RegraArquivo>) {
  if (!registrados.has(app)) {
    registrados.add(app);
    app.decorateRequest('recebidos', null);
    app.decorateRequest('recebidosEntregues', false);
    void app.register(fastifyMultipart, { throwFileSizeLimit: false });
  }
  const maior = Math.max(...Object.values(regras).map((r) => r.maxBytes));
  const principal = Object.keys(regras)[0];

  return {
    async preValidation(req: FastifyRequest) {
      if (!req.isMultipart()) return;
      const recebidos: Record<string, RecebidoMultipart> = {};
      req.recebidos = recebidos;
      const campos: Record<string, string> = {};
      // Set when the body itself fails to parse (no boundary, a cut or garbled part): what the
      // storage then throws came from the body too. A storage failure on a sound body stays a 500.
      let corpoMalformado = false;
      const doCorpo = (e: unknown) => {
        corpoMalformado ||= !(e instanceof DomainError) && !temStatus(e);
        return e;
      };
      try {
        let partes: AsyncIterator<Multipart>;
        try {
          partes = req
            .parts({
              // One byte past the largest limit: the storage sees it and refuses with the slice's message.
              limits: {
                fileSize: maior + 1,
                files: Object.keys(regras).length,
                fields: 20,
                fieldSize: 64 * 1024,
              },
            })
            [Symbol.asyncIterator]();
        } catch (e) {
          throw doCorpo(e);
        }
        for (;;) {
          const proxima = await partes.next().catch((e: unknown) => Promise.reject(doCorpo(e)));
          if (proxima.done) break;
          const parte = proxima.value;
          if (parte.type === 'file') {
            // The body may fail before or while the storage reads this part (busboy destroys it).
            if (parte.file.errored) doCorpo(parte.file.errored);
            parte.file.once('error', doCorpo);
            const regra = regras[parte.fieldname];
            if (!regra || recebidos[parte.fieldname]) {
              parte.file.resume();
              throw new DomainError('ENTRADA_INVALIDA');
            }
            const r = await deps.arquivos.receber(parte.file, regra, atorDe(req).idConta);
            recebidos[parte.fieldname] = { ...r, nomeOriginal: parte.filename || null };
          } else {
            if (parte.fieldnameTruncated || parte.valueTruncated) throw new DomainError('ENTRADA_INVALIDA');
            campos[parte.fieldname] = String(parte.value);
          }
        }
      } catch (e) {
        throw corpoMalformado ? new DomainError('ENTRADA_INVALIDA') : e;
      }
      if (contemNul(campos)) throw new DomainError('ENTRADA_INVALIDA');
      const nomeOriginal = principal ? recebidos[principal]?.nomeOriginal : null;
      if (nomeOriginal && campos.nome_arquivo === undefined) campos.nome_arquivo = nomeOriginal;
      for (const campo of Object.keys(recebidos)) campos[campo] = MARCA_MULTIPART;
      req.body = campos;
    },
    // Before the answer leaves (onSend, not onResponse): once the client has the refusal, nothing is left.
    async onSend(req: FastifyRequest, _reply: unknown, corpo: unknown) {
      if (req.recebidos && !req.recebidosEntregues) {
        await Promise.all(Object.values(req.recebidos).map((r) => deps.arquivos.descartar(r)));
        req.recebidos = null;
      }
      return corpo;
    },
  };
}

/** The files of this request, handed to the service (which discards them if it fails). */
export function entregarRecebidos(req: FastifyRequest): Record<string, RecebidoMultipart> {
  req.recebidosEntregues = true;
  return req.recebidos ?? {};
}
