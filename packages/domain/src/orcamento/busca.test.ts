import { describe, expect, it } from 'vitest';
import { termoDeData, termoDeId, termoDeValor } from './busca';

describe('termoDeValor', () => {
  it.each([
    ['150', '150'],
    ['1.234,56', '1234,56'],
    ['R$ 1.234,5', '1234,5'],
    ['r$150,00', '150,00'],
    ['1234.56', '1234,56'],
    ['12.5', '12,5'],
    ['1.234', '1234'],
    ['1.234.567', '1234567'],
    ['350,', '350,'],
  ])('%j → %j', (termo, esperado) => {
    expect(termoDeValor(termo)).toBe(esperado);
  });
  it.each(['maria', '', 'ATIVO', '1,2,3', '1.2.3', '12/05', '1,234.56', 'R$'])('%j não é valor', (termo) => {
    expect(termoDeValor(termo)).toBeNull();
  });
});

describe('termoDeData', () => {
  it('lê partes de DD/MM/AAAA', () => {
    expect(termoDeData('25/12')).toBe('25/12');
    expect(termoDeData(' 25/12/2026 ')).toBe('25/12/2026');
    expect(termoDeData('12/2026')).toBe('12/2026');
  });
  it('ignora o que não parece data', () => {
    expect(termoDeData('2026')).toBeNull();
    expect(termoDeData('maria')).toBeNull();
    expect(termoDeData('25-12-2026')).toBeNull();
  });
});

describe('termoDeId', () => {
  it('número inteiro, com ou sem #', () => {
    expect(termoDeId('42')).toBe(42);
    expect(termoDeId('#42')).toBe(42);
    expect(termoDeId('4,2')).toBeNull();
    expect(termoDeId('1234567890')).toBeNull();
  });
});
