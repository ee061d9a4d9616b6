import { describe, expect, it } from 'vitest';
import { correspondeBusca, normalizarBusca } from './texto';

describe('normalizarBusca', () => {
  it.each([
    ['João', 'joao'],
    ['  José   da  Silva ', 'jose da silva'],
    ['AÇÃO', 'acao'],
    ['Conceição\tÂngela', 'conceicao angela'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (entrada, esperado) => {
    expect(normalizarBusca(entrada)).toBe(esperado);
  });
});

describe('correspondeBusca', () => {
  it.each([
    ['João da Silva', 'joao', true],
    ['João da Silva', 'SILVA', true],
    ['joao da silva', 'João', true],
    ['Conceição', 'ceic', true],
    ['João  da Silva', 'joão da', true],
    ['Maria', '', true],
    ['Maria', '   ', true],
    ['', '', true],
    ['Maria', 'jose', false],
    ['', 'a', false],
  ])('%j contém %j → %s', (texto, termo, esperado) => {
    expect(correspondeBusca(texto, termo)).toBe(esperado);
  });
});
