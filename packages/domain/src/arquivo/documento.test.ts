import { describe, expect, it } from 'vitest';
import { detectarTipoDocumento, formatarTamanho } from './documento';

const bytes = (...partes: (string | number[])[]) =>
  new Uint8Array(partes.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectarTipoDocumento', () => {
  it.each([
    ['PDF', bytes('%PDF-1.7\n...'), 'application/pdf'],
    ['DOC (OLE2)', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/msword'],
    [
      'DOCX (ZIP com word/)',
      bytes([0x50, 0x4b, 0x03, 0x04], 'xxxx[Content_Types].xml....word/document.xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('reconhece %s', (_n, b, tipo) => {
    expect(detectarTipoDocumento(b)).toBe(tipo);
  });

  it.each([
    ['um executável renomeado', bytes('MZ\x90\x00 This program cannot be run in DOS mode')],
    ['um ZIP qualquer (sem word/)', bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml')],
    ['uma imagem PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['vazio', new Uint8Array()],
    ['texto', bytes('PDF de mentira')],
  ])('recusa %s', (_n, b) => {
    expect(detectarTipoDocumento(b)).toBeNull();
  });
});

describe('formatarTamanho', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [1234567, '1,18 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes → %s', (n, texto) => {
    expect(formatarTamanho(n)).toBe(texto);
  });
});
