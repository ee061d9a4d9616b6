import { describe, expect, it } from 'vitest';
import { criarUrlsAssinadas } from './url-assinada';

const config = { appUrl: 'https://app.exemplo.com.br', port: 3000 };
const SEGREDO = 'x'.repeat(40);

function urls(agoraMs: number) {
  return criarUrlsAssinadas(SEGREDO, config, () => new Date(agoraMs), 3600);
}

const queryDe = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('signed file URLs', () => {
  const t0 = Date.UTC(2026, 10, 24, 10, 15);

  it('is absolute, and its signature opens that path for that clinic', () => {
    const u = urls(t0).assinar('/api/fotos/7/download', 3);
    expect(u.startsWith('https://app.exemplo.com.br/api/fotos/7/download?conta=3&exp=')).toBe(true);
    expect(urls(t0).conferir('/api/fotos/7/download', queryDe(u))).toEqual({
      idConta: 3,
      sessao: null,
      arquivado: false,
    });
  });

  it('does not open another path, another clinic, or a tampered expiry', () => {
    const u = urls(t0).assinar('/api/fotos/7/download', 3);
    const q = queryDe(u);
    expect(urls(t0).conferir('/api/fotos/8/download', q)).toBeNull();
    expect(urls(t0).conferir('/api/fotos/7/miniatura', q)).toBeNull();
    expect(urls(t0).conferir('/api/fotos/7/download', { ...q, conta: '4' })).toBeNull();
    expect(
      urls(t0).conferir('/api/fotos/7/download', { ...q, exp: String(Number(q.exp) + 3600) }),
    ).toBeNull();
    expect(urls(t0).conferir('/api/fotos/7/download', { ...q, sig: undefined })).toBeNull();
    expect(urls(t0).conferir('/api/fotos/7/download', null)).toBeNull();
  });

  it('expires: valid for one to two windows, and stable within a window (cacheable)', () => {
    const u = urls(t0).assinar('/api/x', 1);
    expect(urls(t0 + 20 * 60_000).assinar('/api/x', 1)).toBe(u);
    expect(urls(t0 + 60 * 60_000).conferir('/api/x', queryDe(u))).toMatchObject({ idConta: 1 });
    expect(urls(t0 + 2 * 3600_000).conferir('/api/x', queryDe(u))).toBeNull();
  });

  it('a different secret does not accept it', () => {
    const u = urls(t0).assinar('/api/x', 1);
    const outro = criarUrlsAssinadas('y'.repeat(40), config, () => new Date(t0), 3600);
    expect(outro.conferir('/api/x', queryDe(u))).toBeNull();
  });

  it("says the file's state it was made for; changing or dropping `arq` breaks it", () => {
    const u = urls(t0).assinar('/api/fotos/7/download', 3, { arquivado: true });
    const q = queryDe(u);
    expect(q.arq).toBe('1');
    expect(urls(t0).conferir('/api/fotos/7/download', q)).toEqual({
      idConta: 3,
      sessao: null,
      arquivado: true,
    });
    expect(urls(t0).conferir('/api/fotos/7/download', { ...q, arq: undefined })).toBeNull();
    expect(urls(t0).conferir('/api/fotos/7/download', { ...q, arq: '0' })).toBeNull();
    const ativa = queryDe(urls(t0).assinar('/api/fotos/7/download', 3));
    expect(urls(t0).conferir('/api/fotos/7/download', { ...ativa, arq: '1' })).toBeNull();
  });

  it('a session id that is not one (wrong shape) is refused before any lookup', () => {
    const q = queryDe(urls(t0).assinar('/api/x', 1));
    for (const s of ['curta', 'A'.repeat(23), `${'A'.repeat(21)}!`])
      expect(urls(t0).conferir('/api/x', { ...q, s })).toBeNull();
  });
});
