import type { CodigoErro } from '@clinica/contracts';
import { campoDe, textoDe } from '@clinica/domain';
import { sessaoStorage } from './armazenamento';
import { codigoDe } from './erros';
import { encerrarSessaoExpirada } from './sessao';

/**
 * Bytes travel over the REST routes: uploads as multipart/form-data (streamed by the server),
 * downloads as binary. File URLs in answers are signed (they open without a session), so
 * pictures go straight into `<img src>`; downloads are fetched to report a failure in a toast.
 */
export class FalhaRest extends Error {
  /** What lerFalha reads, as on a tRPC error: a refusal's status and code (none without an answer). */
  readonly data: { httpStatus: number; codigo?: CodigoErro };
  constructor(
    readonly status: number,
    mensagem: string,
    codigo?: CodigoErro,
  ) {
    super(mensagem);
    this.data = codigo ? { httpStatus: status, codigo } : { httpStatus: status };
  }
}

/** A refusal's body ({message, code}) read without trusting its shape: the pt-BR message of a 4xx, else `padrao`. */
function falhaDoCorpo(status: number, corpo: unknown, padrao: string) {
  const mensagem = textoDe(corpo, 'message');
  return new FalhaRest(
    status,
    status < 500 && mensagem ? mensagem : padrao,
    codigoDe(campoDe(corpo, 'code')),
  );
}

const cabecalhos = (): Record<string, string> => {
  const csrf = sessaoStorage.csrf();
  return csrf ? { 'x-csrf-token': csrf } : {};
};

async function conferir(res: Response, padrao: string): Promise<Response> {
  if (res.ok) return res;
  if (res.status === 401) encerrarSessaoExpirada();
  throw falhaDoCorpo(res.status, await res.json().catch(() => null), padrao);
}

/**
 * A signed file URL of this app as a path of this origin: the signature covers the path only,
 * so it opens the same on whatever host the page was loaded from (and stays 'self' for the CSP).
 */
export function urlLocal(url: string): string {
  try {
    const u = new URL(url, window.location.origin);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

/**
 * Sends a multipart form (an upload: the server streams the file), reporting the fraction sent;
 * the server's pt-BR message on a refusal, else `padrao`.
 */
export function enviarFormulario<T>(
  metodo: 'POST' | 'PUT',
  url: string,
  form: FormData,
  padrao: string,
  aoProgresso?: (fracao: number) => void,
): Promise<T> {
  return new Promise<T>((ok, falha) => {
    const xhr = new XMLHttpRequest();
    xhr.open(metodo, url);
    for (const [k, v] of Object.entries(cabecalhos())) xhr.setRequestHeader(k, v);
    xhr.responseType = 'json';
    if (aoProgresso) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) aoProgresso(e.loaded / e.total);
      };
    }
    xhr.onerror = () => falha(new FalhaRest(0, padrao));
    xhr.onload = () => {
      // The route's own answer: its type is the caller's, as with fetch's json().
      if (xhr.status >= 200 && xhr.status < 300) return ok(xhr.response);
      if (xhr.status === 401) encerrarSessaoExpirada();
      falha(falhaDoCorpo(xhr.status, xhr.response, padrao));
    };
    xhr.send(form);
  });
}

async function baixarBlob(url: string, padrao: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, { headers: cabecalhos() });
  } catch {
    throw new FalhaRest(0, padrao);
  }
  return (await conferir(res, padrao)).blob();
}

/** Saves a protected file under the given name (the browser's download). */
export async function salvarArquivo(url: string, nome: string, padrao: string) {
  const objeto = URL.createObjectURL(await baixarBlob(url, padrao));
  const a = document.createElement('a');
  a.href = objeto;
  a.download = nome;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objeto), 60_000);
}

/** Opens a protected file in a new tab (a PDF the browser can show, for instance). */
export async function abrirArquivo(url: string, padrao: string) {
  const aba = window.open('', '_blank');
  try {
    const objeto = URL.createObjectURL(await baixarBlob(url, padrao));
    if (aba) aba.location.href = objeto;
    else window.location.assign(objeto);
    setTimeout(() => URL.revokeObjectURL(objeto), 300_000);
  } catch (e) {
    aba?.close();
    throw e;
  }
}

/**
 * A small JPEG preview (longest side 320 px) drawn in the browser, sent with the photo so the
 * cards never download full-size pictures. null when the browser can't decode the image:
 * the server then serves the original as the thumbnail.
 */
export async function miniaturaDe(arquivo: File, lado = 320): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(arquivo);
    const escala = Math.min(1, lado / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * escala));
    canvas.height = Math.max(1, Math.round(bitmap.height * escala));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((ok) => canvas.toBlob(ok, 'image/jpeg', 0.8));
    return blob && blob.size < 256 * 1024 ? blob : null;
  } catch {
    return null;
  }
}
