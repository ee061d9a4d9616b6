import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sessaoStorage } from './armazenamento';
import { encerrarSessaoExpirada } from './sessao';

/**
 * Bytes travel over the REST routes (uploads as data URLs with their own body limit,
 * downloads as binary), with the same bearer token as every tRPC call: an <img src> can't
 * send that header, so pictures are fetched here and shown from object URLs.
 */
export class FalhaRest extends Error {
  constructor(
    readonly status: number,
    mensagem: string,
  ) {
    super(mensagem);
  }
}

const cabecalhos = (): Record<string, string> => {
  const csrf = sessaoStorage.csrf();
  return csrf ? { 'x-csrf-token': csrf } : {};
};

async function conferir(res: Response, padrao: string): Promise<Response> {
  if (res.ok) return res;
  if (res.status === 401) encerrarSessaoExpirada();
  const corpo = (await res.json().catch(() => null)) as { message?: string } | null;
  throw new FalhaRest(res.status, res.status < 500 && corpo?.message ? corpo.message : padrao);
}

/** POST a JSON body (an upload); the server's pt-BR message on a refusal, else `padrao`. */
export async function enviarJson<T>(url: string, corpo: unknown, padrao: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { ...cabecalhos(), 'content-type': 'application/json' },
      body: JSON.stringify(corpo),
    });
  } catch {
    throw new FalhaRest(0, padrao);
  }
  return (await (await conferir(res, padrao)).json()) as T;
}

export async function baixarBlob(url: string, padrao: string): Promise<Blob> {
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

const dataUrlDe = (arquivo: File) =>
  new Promise<string>((ok, falha) => {
    const leitor = new FileReader();
    leitor.onload = () => (typeof leitor.result === 'string' ? ok(leitor.result) : falha(new Error('vazio')));
    leitor.onerror = () => falha(leitor.error);
    leitor.readAsDataURL(arquivo);
  });

export { dataUrlDe };

/**
 * A small JPEG preview (longest side 320 px) drawn in the browser, sent with the photo so the
 * cards never download full-size pictures. null when the browser can't decode the image:
 * the server then serves the original as the thumbnail.
 */
export async function miniaturaDe(arquivo: File, lado = 320): Promise<string | null> {
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
    const url = canvas.toDataURL('image/jpeg', 0.8);
    return url.length < 300_000 ? url : null;
  } catch {
    return null;
  }
}

/** An object URL for a protected image, cached by URL and released when no longer shown. */
export function useImagemProtegida(url: string | null) {
  const blob = useQuery({
    queryKey: ['arquivo-protegido', url],
    queryFn: () => baixarBlob(url ?? '', 'Erro ao carregar a imagem'),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  const [objeto, setObjeto] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const u = URL.createObjectURL(blob.data);
    setObjeto(u);
    return () => URL.revokeObjectURL(u);
  }, [blob.data]);
  return { src: objeto, erro: blob.isError, carregando: blob.isPending && url !== null };
}
