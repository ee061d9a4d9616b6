import { describe, expect, it } from 'vitest';
import { nomeArquivoOrcamento } from './arquivo';

describe('nomeArquivoOrcamento', () => {
  it.each([
    ['Ana  Souza', 'orcamento_ana_souza.pdf'],
    ['João Conceição-Neto', 'orcamento_joao_conceicao_neto.pdf'],
    ['  Élida Ñúñez ', 'orcamento_elida_nunez.pdf'],
    ["Maria D'Ávila (filha)", 'orcamento_maria_d_avila_filha.pdf'],
    ['JOSÉ 2º', 'orcamento_jose_2.pdf'],
    ['__Zé__', 'orcamento_ze.pdf'],
  ])('%j → %j', (nome, esperado) => {
    expect(nomeArquivoOrcamento(nome)).toBe(esperado);
  });

  it.each(['', '   ', '---', '明美'])('%j sem letras latinas vira "paciente"', (nome) => {
    expect(nomeArquivoOrcamento(nome)).toBe('orcamento_paciente.pdf');
  });
});
