import { describe, expect, it } from 'vitest';
import {
  aceitaAgendamentoOnline,
  avaliarCobranca,
  cobrancaValida,
  type DecisaoGate,
  MENSAGEM_COBRANCA_CANCELADA,
  MENSAGEM_COBRANCA_PENDENTE,
  type ModoGate,
  type RecusaAssinatura,
  recusaDaCobranca,
  type StatusCobranca,
  temPlanoAtual,
} from './gate';

const permitir: DecisaoGate = { acao: 'permitir' };
const semCobranca: DecisaoGate = { acao: 'redirecionar', destino: '/planos', mensagem: null };
const cancelada: DecisaoGate = {
  acao: 'redirecionar',
  destino: '/planos',
  mensagem: MENSAGEM_COBRANCA_CANCELADA,
};
const pendente: DecisaoGate = {
  acao: 'redirecionar',
  destino: '/planos',
  mensagem: MENSAGEM_COBRANCA_PENDENTE,
};

describe('avaliarCobranca', () => {
  it.each<[StatusCobranca | null, ModoGate, DecisaoGate]>([
    [null, 'completo', semCobranca],
    [null, 'existencia', semCobranca],
    [null, 'agenda', semCobranca],
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
    ['past_due', 'agenda', { acao: 'avisar', mensagem: MENSAGEM_COBRANCA_PENDENTE }],
    ['canceled', 'agenda', { acao: 'modal', mensagem: MENSAGEM_COBRANCA_CANCELADA }],
  ])('%s em %s → %j', (status, modo, esperado) => {
    expect(avaliarCobranca(status === null ? null : { status }, modo)).toEqual(esperado);
  });
});

describe('cobrancaValida', () => {
  it.each<[StatusCobranca | null, ModoGate, boolean]>([
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
    expect(cobrancaValida(status, modo)).toBe(esperado);
  });
});

describe('temPlanoAtual', () => {
  it.each<[StatusCobranca | null, boolean]>([
    ['trialing', true],
    ['active', true],
    ['past_due', true],
    ['canceled', false],
    [null, false],
  ])('%s → %s', (status, esperado) => {
    expect(temPlanoAtual(status)).toBe(esperado);
  });
});

describe('recusaDaCobranca', () => {
  it.each<[StatusCobranca | null, ModoGate, RecusaAssinatura | null]>([
    [null, 'completo', 'COBRANCA_AUSENTE'],
    [null, 'existencia', 'COBRANCA_AUSENTE'],
    [null, 'agenda', 'COBRANCA_AUSENTE'],
    ['trialing', 'completo', null],
    ['active', 'completo', null],
    ['canceled', 'completo', 'COBRANCA_CANCELADA'],
    ['canceled', 'agenda', 'COBRANCA_CANCELADA'],
    ['canceled', 'existencia', null],
    ['past_due', 'completo', 'COBRANCA_PENDENTE'],
    ['past_due', 'existencia', null],
    // The agenda only warns about a pending payment: it still loads.
    ['past_due', 'agenda', null],
  ])('%s em %s → %s', (status, modo, esperado) => {
    expect(recusaDaCobranca(status, modo)).toBe(esperado);
  });
});

describe('aceitaAgendamentoOnline', () => {
  it.each<[StatusCobranca | null, boolean]>([
    ['trialing', true],
    ['active', true],
    // Like the agenda: a pending payment keeps the page open.
    ['past_due', true],
    ['canceled', false],
    [null, false],
  ])('%s → %s', (status, esperado) => {
    expect(aceitaAgendamentoOnline(status)).toBe(esperado);
  });
});
