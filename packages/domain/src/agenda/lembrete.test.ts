import { describe, expect, it } from 'vitest';
import { momentoDoLembrete } from './lembrete';

const sp = { fuso: 'America/Sao_Paulo' };

describe('momento do lembrete', () => {
  it('na véspera, às 18:00 da clínica', () => {
    const inicio = new Date('2026-11-25T10:00:00-03:00');
    const agora = new Date('2026-11-22T09:00:00-03:00');
    expect(momentoDoLembrete(inicio, agora, sp)?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(momentoDoLembrete(inicio, agora, { ...sp, hora: '09:30' })?.toISOString()).toBe(
      '2026-11-24T12:30:00.000Z',
    );
  });

  it('a véspera de um dia 1º é o último dia do mês anterior', () => {
    const inicio = new Date('2026-12-01T08:00:00-03:00');
    expect(momentoDoLembrete(inicio, new Date('2026-11-01T00:00:00Z'), sp)?.toISOString()).toBe(
      '2026-11-30T21:00:00.000Z',
    );
  });

  it('marcado tarde demais para a véspera: sai já; consulta já começada: nada', () => {
    const inicio = new Date('2026-11-23T08:00:00-03:00');
    const agora = new Date('2026-11-22T20:00:00-03:00');
    expect(momentoDoLembrete(inicio, agora, sp)).toEqual(agora);
    expect(momentoDoLembrete(inicio, new Date('2026-11-23T08:00:00-03:00'), sp)).toBeNull();
  });
});
