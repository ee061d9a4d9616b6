import { describe, expect, it } from 'vitest';
import { detectarTipoImagem } from './imagem';

const bytes = (...partes: (number[] | string)[]) =>
  Uint8Array.from(partes.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectarTipoImagem', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['GIF87a', bytes('GIF87a'), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('%s', (_nome, b, tipo) => {
    expect(detectarTipoImagem(b)).toBe(tipo);
  });

  it.each([
    ['vazio', bytes()],
    ['texto', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['PDF', bytes('%PDF-1.7')],
    ['PNG truncado', bytes([0x89], 'PNG')],
    ['RIFF que não é WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
  ])('recusa %s', (_nome, b) => {
    expect(detectarTipoImagem(b)).toBeNull();
  });
});
