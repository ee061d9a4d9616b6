import { describe, expect, it } from 'vitest';
import { lerDocumento } from './itens-api-clinicos';
import {
  arquivadoDoItem,
  arquivadoEm,
  caminhoImagemAssinatura,
  listaIgnorouArquivados,
  temArquivados,
  tipoImagemAssinatura,
} from './registro-importado';

const BASE = '/api/pacientes_termos';

describe("a signed record's image in the old system", () => {
  it('keeps the path and the signed query of its own route, whatever host the old system named', () => {
    expect(
      caminhoImagemAssinatura(
        'http://interno:3000/api/pacientes_termos/c/Ab_9-x/assinatura?conta=3&exp=7200&s=q&sig=zz',
        BASE,
      ),
    ).toBe('/api/pacientes_termos/c/Ab_9-x/assinatura?conta=3&exp=7200&s=q&sig=zz');
    expect(caminhoImagemAssinatura('/api/pacientes_termos/c/abc/assinatura?sig=1', BASE)).toBe(
      '/api/pacientes_termos/c/abc/assinatura?sig=1',
    );
  });

  it('fetches nothing else: another route, another kind, another scheme, no URL', () => {
    expect(caminhoImagemAssinatura('https://x/api/fotos/1/download?sig=1', BASE)).toBeNull();
    expect(caminhoImagemAssinatura('https://x/api/pacientes-anamnese/c/abc/assinatura', BASE)).toBeNull();
    expect(caminhoImagemAssinatura('https://x/api/pacientes_termos/c/a/b/assinatura', BASE)).toBeNull();
    expect(caminhoImagemAssinatura('file:///api/pacientes_termos/c/abc/assinatura', BASE)).toBeNull();
    expect(caminhoImagemAssinatura(null, BASE)).toBeNull();
    expect(caminhoImagemAssinatura(42, BASE)).toBeNull();
  });

  it('a document signed there carries it; an unsigned one never asks for an image', () => {
    const doc = (extra: object) =>
      lerDocumento({ id: 1, id_paciente: 2, titulo: 'T', corpo: '<p>c</p>', ...extra });
    expect(
      doc({
        assinado_em: '2030-01-02T10:00:00.000Z',
        assinatura: 'https://a/api/pacientes_termos/c/k1/assinatura?sig=s',
      }),
    ).toMatchObject({ dados: { imagem_assinatura: '/api/pacientes_termos/c/k1/assinatura?sig=s' } });
    expect(doc({ assinatura: 'https://a/api/pacientes_termos/c/k1/assinatura?sig=s' })).toMatchObject({
      dados: { imagem_assinatura: null, assinatura: null },
    });
  });

  it('only PNG, JPEG and WebP by their first bytes count as a signature image', () => {
    expect(tipoImagemAssinatura(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(tipoImagemAssinatura(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(tipoImagemAssinatura(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(tipoImagemAssinatura(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(tipoImagemAssinatura(new TextEncoder().encode('<html>'))).toBeNull();
  });
});

describe('archived records of the old system', () => {
  const agora = new Date('2032-01-01T00:00:00.000Z');
  it("keep the source's date; without one, the import's; from an active list, active", () => {
    const em = new Date('2031-05-05T12:00:00.000Z');
    expect(arquivadoEm(em, true, agora)).toEqual(em);
    expect(arquivadoEm(null, true, agora)).toEqual(agora);
    expect(arquivadoEm(null, false, agora)).toBeNull();
    expect(arquivadoDoItem({ arquivado_em: '2031-05-05T09:00:00.000-03:00' })).toEqual(em);
    expect(arquivadoDoItem({ arquivado_em: 'ontem' })).toBeNull();
    expect(arquivadoDoItem({ arquivado_em: null })).toBeNull();
  });

  it('are read for patients and their documents, anamneses, photos and files only', () => {
    expect(
      ['pacientes', 'documentos', 'anamneses', 'fotos', 'arquivos'].every((t) => temArquivados(t as never)),
    ).toBe(true);
    expect(temArquivados('agendas')).toBe(false);
    expect(temArquivados('termos')).toBe(false);
  });

  it('a list that answered active records to ?arquivados=true ignored it', () => {
    expect(listaIgnorouArquivados([{ id: 1, arquivado_em: '2031-01-01T00:00:00.000Z' }])).toBe(false);
    expect(listaIgnorouArquivados([{ id: 1 }])).toBe(false);
    expect(listaIgnorouArquivados([])).toBe(false);
    expect(
      listaIgnorouArquivados([
        { id: 1, arquivado_em: '2031-01-01T00:00:00.000Z' },
        { id: 2, arquivado_em: null },
      ]),
    ).toBe(true);
  });
});
