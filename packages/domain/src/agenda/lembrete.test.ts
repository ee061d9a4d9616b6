import { describe, expect, it } from 'vitest';
import { decidirLembrete, esperaAntesDaTentativa, momentoDoLembrete } from './lembrete';

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

describe('o que uma mudança no agendamento faz com o lembrete', () => {
  const agora = new Date('2026-11-22T09:00:00-03:00');
  const inicio = new Date('2026-11-25T10:00:00-03:00');
  const vespera = new Date('2026-11-24T21:00:00.000Z');
  const base = {
    lembrete: null,
    inicio,
    inicioAnterior: null,
    status: 'Agendado' as const,
    notificacoes: true,
    agora,
    fuso: 'America/Sao_Paulo',
    hora: '18:00',
  };

  it('agenda na criação; nada sem notificações ou num status que não espera o paciente', () => {
    expect(decidirLembrete(base)).toEqual({ acao: 'agendar', enviarEm: vespera });
    expect(decidirLembrete({ ...base, notificacoes: false })).toEqual({ acao: 'nada' });
    expect(decidirLembrete({ ...base, status: 'Finalizada' })).toEqual({ acao: 'nada' });
  });

  it('um lembrete à espera acompanha o agendamento movido, e é cancelado quando deixa de caber', () => {
    const pendente = { status: 'pendente' as const, enviarEm: vespera };
    const movido = new Date('2026-11-27T10:00:00-03:00');
    expect(decidirLembrete({ ...base, lembrete: pendente, inicio: movido, inicioAnterior: inicio })).toEqual({
      acao: 'agendar',
      enviarEm: new Date('2026-11-26T21:00:00.000Z'),
    });
    expect(decidirLembrete({ ...base, lembrete: pendente, inicioAnterior: inicio })).toEqual({
      acao: 'nada',
    });
    expect(decidirLembrete({ ...base, lembrete: pendente, status: 'Cancelado pelo paciente' })).toEqual({
      acao: 'cancelar',
    });
    expect(decidirLembrete({ ...base, lembrete: pendente, notificacoes: false })).toEqual({
      acao: 'cancelar',
    });
  });

  it('um lembrete já enviado não sai de novo, a menos que o agendamento mude de horário', () => {
    const enviado = { status: 'enviado' as const, enviarEm: vespera };
    expect(
      decidirLembrete({ ...base, lembrete: enviado, inicioAnterior: inicio, status: 'Confirmado' }),
    ).toEqual({
      acao: 'nada',
    });
    const movido = new Date('2026-11-27T10:00:00-03:00');
    expect(decidirLembrete({ ...base, lembrete: enviado, inicio: movido, inicioAnterior: inicio }).acao).toBe(
      'agendar',
    );
    expect(decidirLembrete({ ...base, lembrete: enviado, status: 'Faltou' })).toEqual({ acao: 'nada' });
  });

  it('um lembrete cancelado volta quando as notificações são religadas', () => {
    const cancelado = { status: 'cancelado' as const, enviarEm: vespera };
    expect(decidirLembrete({ ...base, lembrete: cancelado, inicioAnterior: inicio }).acao).toBe('agendar');
  });

  it('as novas tentativas esperam 1, 2, 4 e 8 minutos', () => {
    expect([1, 2, 3, 4].map(esperaAntesDaTentativa)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });
});
