import { describe, expect, it } from 'vitest';
import { podeDesfazer, textoProgresso } from './estado';

const dia = 24 * 60 * 60 * 1000;

describe('podeDesfazer', () => {
  const fim = new Date('2026-12-01T12:00:00Z');
  it('within 7 days of the end', () => {
    expect(
      podeDesfazer({ status: 'concluida', concluida_em: fim }, new Date(fim.getTime() + 7 * dia)),
    ).toEqual({ ok: true });
    expect(podeDesfazer({ status: 'falhou', concluida_em: fim }, fim)).toEqual({ ok: true });
  });
  it('not after, nor before it ends, nor twice', () => {
    expect(
      podeDesfazer({ status: 'concluida', concluida_em: fim }, new Date(fim.getTime() + 7 * dia + 1)),
    ).toMatchObject({ ok: false });
    expect(podeDesfazer({ status: 'importando', concluida_em: null }, fim)).toMatchObject({ ok: false });
    expect(podeDesfazer({ status: 'previa', concluida_em: null }, fim)).toMatchObject({ ok: false });
    expect(podeDesfazer({ status: 'desfeita', concluida_em: fim }, fim)).toEqual({
      ok: false,
      motivo: 'Esta importação já foi desfeita.',
    });
  });
});

describe('textoProgresso', () => {
  it('in pt-BR', () => {
    expect(textoProgresso('pacientes', 1200, 4000)).toBe('Pacientes 1.200 de 4.000');
    expect(textoProgresso('pacientes', 12400, 40000)).toBe('Pacientes 12.400 de 40.000');
  });
});
