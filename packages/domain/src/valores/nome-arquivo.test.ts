import { describe, expect, it } from 'vitest';
import { nomeParaDownload, semControlesBidi } from './nome-arquivo';

describe('nomes de arquivo', () => {
  it('tira os controles bidirecionais, que disfarçam a extensão', () => {
    expect(semControlesBidi('fatura\u202Efdp.exe')).toBe('faturafdp.exe');
    expect(
      semControlesBidi('a\u200Eb\u200Fc\u061Cd\u2066e\u2067f\u2068g\u2069h\u202Ai\u202Bj\u202Ck\u202Dl'),
    ).toBe('abcdefghijkl');
    expect(semControlesBidi('Raio-X panorâmico 2026')).toBe('Raio-X panorâmico 2026');
  });

  it.each([
    ['fatura\u202Efdp.exe', 'pdf', 'faturafdp.pdf'],
    ['C:\\Users\\ana\\exame.PNG', 'png', 'exame.png'],
    ['../../etc/passwd', 'bin', 'passwd.bin'],
    ['  "laudo" <final>?.pdf ', 'pdf', 'laudo final.pdf'],
    ['\u202E\u2066', 'pdf', 'arquivo.pdf'],
    ['a'.repeat(300), 'jpg', `${'a'.repeat(120)}.jpg`],
  ])('%j → %j', (base, extensao, esperado) => {
    expect(nomeParaDownload(base, extensao)).toBe(esperado);
  });
});
