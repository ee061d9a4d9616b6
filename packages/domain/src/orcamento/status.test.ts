import { describe, expect, it } from 'vitest';
import {
  aceitaReceita,
  recusaCancelamento,
  recusaExclusao,
  type SituacaoOrcamento,
  statusEfetivo,
  statusQueCasam,
} from './status';

const HOJE = '2026-11-23';
const orc = (o: Partial<SituacaoOrcamento> = {}): SituacaoOrcamento => ({
  status: 'ATIVO',
  vencimento: HOJE,
  vinculado: false,
  ...o,
});

describe('statusEfetivo', () => {
  it('vale até o dia do vencimento, inclusive', () => {
    expect(statusEfetivo(orc({ vencimento: '2026-11-23' }), HOJE)).toBe('ATIVO');
    expect(statusEfetivo(orc({ vencimento: '2027-01-01' }), HOJE)).toBe('ATIVO');
  });
  it('vence no dia seguinte ao vencimento', () => {
    expect(statusEfetivo(orc({ vencimento: '2026-11-22' }), HOJE)).toBe('VENCIDO');
    expect(statusEfetivo(orc({ vencimento: '2025-12-31' }), HOJE)).toBe('VENCIDO');
  });
  it('um orçamento que virou receita não vence', () => {
    expect(statusEfetivo(orc({ vencimento: '2026-01-01', vinculado: true }), HOJE)).toBe('ATIVO');
  });
  it('cancelado e inativo ficam como estão, vencidos ou não', () => {
    expect(statusEfetivo(orc({ status: 'CANCELADO', vencimento: '2026-01-01' }), HOJE)).toBe('CANCELADO');
    expect(statusEfetivo(orc({ status: 'INATIVO', vencimento: '2027-01-01' }), HOJE)).toBe('INATIVO');
  });
});

describe('recusas', () => {
  it('vinculado não pode ser excluído nem cancelado', () => {
    expect(recusaExclusao(orc({ vinculado: true }))).toBe('vinculado');
    expect(recusaCancelamento(orc({ vinculado: true }))).toBe('vinculado');
  });
  it('exclusão livre sem vínculo, em qualquer status', () => {
    expect(recusaExclusao(orc())).toBeNull();
    expect(recusaExclusao(orc({ status: 'CANCELADO' }))).toBeNull();
  });
  it('cancela ativo e vencido; não cancela o que já está encerrado', () => {
    expect(recusaCancelamento(orc())).toBeNull();
    expect(recusaCancelamento(orc({ vencimento: '2020-01-01' }))).toBeNull();
    expect(recusaCancelamento(orc({ status: 'CANCELADO' }))).toBe('jaEncerrado');
    expect(recusaCancelamento(orc({ status: 'INATIVO' }))).toBe('jaEncerrado');
  });
});

describe('aceitaReceita', () => {
  it('só do orçamento ATIVO, sem vínculo e no prazo', () => {
    expect(aceitaReceita(orc(), HOJE)).toBe(true);
    expect(aceitaReceita(orc({ vencimento: '2026-11-22' }), HOJE)).toBe(false);
    expect(aceitaReceita(orc({ status: 'CANCELADO' }), HOJE)).toBe(false);
    expect(aceitaReceita(orc({ vinculado: true }), HOJE)).toBe(false);
  });
});

describe('statusQueCasam', () => {
  it.each([
    ['ativo', ['ATIVO', 'INATIVO']],
    ['ATIVO', ['ATIVO', 'INATIVO']],
    ['inat', ['INATIVO']],
    ['venc', ['VENCIDO']],
    ['cancelado', ['CANCELADO']],
    ['o', ['ATIVO', 'VENCIDO', 'INATIVO', 'CANCELADO']],
    ['maria', []],
    ['  ', []],
  ])('%j → %j', (termo, esperado) => {
    expect(statusQueCasam(termo)).toEqual(esperado);
  });
});
