import { describe, expect, it } from 'vitest';
import {
  assinaturaValida,
  avaliarAssinatura,
  type DecisaoGate,
  MENSAGEM_ASSINATURA_CANCELADA,
  MENSAGEM_ASSINATURA_PENDENTE,
  type ModoGate,
  type RecusaAssinatura,
  recusaDaAssinatura,
  type StatusAssinatura,
  temPlanoAtual,
} from './gate';

const permitir: DecisaoGate = { acao: 'permitir' };
const semAssinatura: DecisaoGate = { acao: 'redirecionar', destino: '/planos', mensagem: null };
const cancelada: DecisaoGate = {
  acao: 'redirecionar',
  destino: '/planos',
  mensagem: MENSAGEM_ASSINATURA_CANCELADA,
};
const pendente: DecisaoGate = {
  acao: 'redirecionar',
  destino: '/planos',
  mensagem: MENSAGEM_ASSINATURA_PENDENTE,
};

describe('avaliarAssinatura', () => {
  it.each<[StatusAssinatura | null, ModoGate, DecisaoGate]>([
    [null, 'completo', semAssinatura],
    [null, 'existencia', semAssinatura],
    [null, 'agenda', semAssinatura],
    ['trialing', 'completo', permitir],
    ['active', 'completo', permitir],
    ['past_due', 'completo', pendente],
    ['canceled', 'completo', cancelada],
    ['trialing', 'existencia', permitir],
    ['active', 'existencia', permitir],
    ['past_due', 'existencia', permitir],
    ['canceled', 'existencia', permitir],
    ['trialing', 'agenda', permitir],
    ['active', 'agenda', permitir],
    ['past_due', 'agenda', { acao: 'avisar', mensagem: MENSAGEM_ASSINATURA_PENDENTE }],
    ['canceled', 'agenda', { acao: 'modal', mensagem: MENSAGEM_ASSINATURA_CANCELADA }],
  ])('%s em %s → %j', (status, modo, esperado) => {
    expect(avaliarAssinatura(status === null ? null : { status }, modo)).toEqual(esperado);
  });
});

describe('assinaturaValida', () => {
  it.each<[StatusAssinatura | null, ModoGate, boolean]>([
    [null, 'completo', false],
    [null, 'existencia', false],
    [null, 'agenda', false],
    ['active', 'completo', true],
    ['trialing', 'completo', true],
    ['past_due', 'completo', false],
    ['canceled', 'completo', false],
    ['canceled', 'existencia', true],
    ['past_due', 'agenda', true],
    ['canceled', 'agenda', false],
  ])('%s em %s → %s', (status, modo, esperado) => {
    expect(assinaturaValida(status, modo)).toBe(esperado);
  });
});

describe('temPlanoAtual', () => {
  it.each<[StatusAssinatura | null, boolean]>([
    ['trialing', true],
    ['active', true],
    ['past_due', true],
    ['canceled', false],
    [null, false],
  ])('%s → %s', (status, esperado) => {
    expect(temPlanoAtual(status)).toBe(esperado);
  });
});

describe('recusaDaAssinatura', () => {
  it.each<[StatusAssinatura | null, ModoGate, RecusaAssinatura | null]>([
    [null, 'completo', 'ASSINATURA_AUSENTE'],
    [null, 'existencia', 'ASSINATURA_AUSENTE'],
    [null, 'agenda', 'ASSINATURA_AUSENTE'],
    ['trialing', 'completo', null],
    ['active', 'completo', null],
    ['canceled', 'completo', 'ASSINATURA_CANCELADA'],
    ['canceled', 'agenda', 'ASSINATURA_CANCELADA'],
    ['canceled', 'existencia', null],
    ['past_due', 'completo', 'ASSINATURA_PENDENTE'],
    ['past_due', 'existencia', null],
    // The agenda only warns about a pending payment: it still loads.
    ['past_due', 'agenda', null],
  ])('%s em %s → %s', (status, modo, esperado) => {
    expect(recusaDaAssinatura(status, modo)).toBe(esperado);
  });
});
