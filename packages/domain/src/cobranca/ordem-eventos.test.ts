import { describe, expect, it } from 'vitest';
import type { StatusCobranca } from './gate';
import { type AssinaturaGuardada, eventoAtualizaCobranca, statusDoProvedor } from './ordem-eventos';

const t = (s: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, s));
const guardada = (
  idExterno: string | null,
  status: StatusCobranca,
  s: number | null,
): AssinaturaGuardada => ({
  idExterno,
  status,
  eventoEm: s === null ? null : t(s),
});

describe('eventoAtualizaCobranca', () => {
  it.each<[string, AssinaturaGuardada | null, string, StatusCobranca, number, boolean]>([
    ['nada guardado', null, 'sub_1', 'active', 10, true],
    ['mesma assinatura, evento mais novo', guardada('sub_1', 'active', 10), 'sub_1', 'past_due', 20, true],
    ['mesma assinatura, mesmo segundo', guardada('sub_1', 'active', 10), 'sub_1', 'past_due', 10, true],
    ['mesma assinatura, evento mais velho', guardada('sub_1', 'past_due', 20), 'sub_1', 'active', 10, false],
    ['mesma assinatura cancelada não volta', guardada('sub_1', 'canceled', 10), 'sub_1', 'active', 30, false],
    ['guardada localmente (sem data)', guardada('sub_1', 'active', null), 'sub_1', 'canceled', 5, true],
    [
      'outra assinatura nova substitui a cancelada',
      guardada('sub_1', 'canceled', 30),
      'sub_2',
      'active',
      10,
      true,
    ],
    [
      'fim de outra assinatura não cancela a atual',
      guardada('sub_2', 'active', 10),
      'sub_1',
      'canceled',
      30,
      false,
    ],
    [
      'outra assinatura mais velha não substitui',
      guardada('sub_2', 'active', 30),
      'sub_1',
      'active',
      10,
      false,
    ],
    [
      'assinatura de demonstração substituída',
      guardada('demo_x', 'active', null),
      'sub_1',
      'active',
      10,
      true,
    ],
  ])('%s', (_caso, atual, id, status, s, esperado) => {
    expect(eventoAtualizaCobranca(atual, { idExterno: id, status, eventoEm: t(s) })).toBe(esperado);
  });
});

describe('statusDoProvedor', () => {
  it.each([
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['paused', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['incomplete', null],
    ['desconhecido', null],
  ])('%s → %s', (status, esperado) => {
    expect(statusDoProvedor(status)).toBe(esperado);
  });
});
