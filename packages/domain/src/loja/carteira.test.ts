import { describe, expect, it } from 'vitest';
import { codigoPedido, lerValorSaque, recusaDaDecisao, recusaDoSaque, resumoCarteira } from './carteira';

describe('resumoCarteira', () => {
  it('saldo = créditos liberados − débitos; a liberar = créditos ainda por liberar', () => {
    expect(
      resumoCarteira([
        { tipo: 'C', valor: 10_000, liberado: true },
        { tipo: 'C', valor: 2_550, liberado: true },
        { tipo: 'C', valor: 7_001, liberado: false },
        { tipo: 'D', valor: 3_000, liberado: true },
        { tipo: 'D', valor: 1, liberado: false },
      ]),
    ).toEqual({ saldo: 9_549, aLiberar: 7_001 });
  });

  it('sem movimentos, tudo zero', () => {
    expect(resumoCarteira([])).toEqual({ saldo: 0, aLiberar: 0 });
  });
});

describe('recusaDoSaque', () => {
  it.each([
    [{ valor: 100, saldo: 100, temPendente: false }, null],
    [{ valor: 101, saldo: 100, temPendente: false }, 'SALDO_INSUFICIENTE'],
    [{ valor: 50, saldo: 100, temPendente: true }, 'SAQUE_PENDENTE'],
    [{ valor: 0, saldo: 100, temPendente: false }, 'VALOR_INVALIDO'],
    [{ valor: -5, saldo: 100, temPendente: false }, 'VALOR_INVALIDO'],
    [{ valor: 1.5, saldo: 100, temPendente: false }, 'VALOR_INVALIDO'],
    [{ valor: 1, saldo: -10, temPendente: false }, 'SALDO_INSUFICIENTE'],
  ] as const)('%o → %s', (p, esperado) => {
    expect(recusaDoSaque(p)).toBe(esperado);
  });
});

describe('recusaDaDecisao', () => {
  it('só um pedido pendente pode ser decidido', () => {
    for (const status of ['approved', 'refused'] as const) {
      expect(recusaDaDecisao({ status, decisao: 'refused', valor: 1, saldo: 10 })).toBe('NAO_PENDENTE');
    }
  });
  it('aprovar exige saldo; recusar não', () => {
    expect(recusaDaDecisao({ status: 'pending', decisao: 'approved', valor: 11, saldo: 10 })).toBe(
      'SALDO_INSUFICIENTE',
    );
    expect(recusaDaDecisao({ status: 'pending', decisao: 'approved', valor: 10, saldo: 10 })).toBeNull();
    expect(recusaDaDecisao({ status: 'pending', decisao: 'refused', valor: 11, saldo: 10 })).toBeNull();
  });
});

it('codigoPedido: prefixo fixo e id com 6 dígitos', () => {
  expect(codigoPedido(42)).toBe('PED000042');
  expect(codigoPedido(1_234_567)).toBe('PED1234567');
});

describe('lerValorSaque', () => {
  it.each([
    ['150.50', 15_050],
    ['150.5', 15_050],
    ['150,50', 15_050],
    ['R$ 0.01', 1],
    ['  42 ', 4_200],
    ['0', null],
    ['0.00', null],
    ['', null],
    ['1.234,56', 123_456],
    ['1234,5', 123_450],
    ['12.34,56', null],
    ['1,2,3', null],
    ['1.234', null],
    ['1.005', null],
    ['-5', null],
    ['abc', null],
  ])('%j → %s', (texto, esperado) => {
    expect(lerValorSaque(texto)).toBe(esperado);
  });
});
