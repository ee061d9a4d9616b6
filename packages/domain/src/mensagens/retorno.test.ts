import { describe, expect, it } from 'vitest';
import { decidirRetorno, momentoDoRetorno, retornoAindaDevido, retornoDiasValido } from './retorno';

const opts = { fuso: 'America/Sao_Paulo', hora: '18:00' };

describe('retorno em N dias', () => {
  it('N dias depois do dia da finalização, na hora de lembretes da clínica', () => {
    // Finished at 23:30 in São Paulo (02:30 UTC of the next day): the clinic's day counts.
    const finalizada = new Date('2026-11-24T02:30:00Z');
    expect(momentoDoRetorno(finalizada, 180, opts)?.toISOString()).toBe('2027-05-22T21:00:00.000Z');
  });

  it('dias válidos: inteiros de 1 a 3650', () => {
    expect(retornoDiasValido(180)).toBe(true);
    expect(retornoDiasValido(0)).toBe(false);
    expect(retornoDiasValido(1.5)).toBe(false);
    expect(retornoDiasValido(3651)).toBe(false);
  });

  const agora = new Date('2026-11-23T15:00:00-03:00');
  const base = { retornoDias: 180, retorno: null, agora, ...opts };

  it('virar Finalizada agenda; já Finalizada ou sem retorno no tratamento, nada', () => {
    expect(decidirRetorno({ ...base, status: 'Finalizada', statusAnterior: 'Em Atendimento' })).toEqual({
      acao: 'agendar',
      enviarEm: new Date('2027-05-22T21:00:00.000Z'),
    });
    expect(decidirRetorno({ ...base, status: 'Finalizada', statusAnterior: 'Finalizada' })).toEqual({
      acao: 'nada',
    });
    expect(
      decidirRetorno({ ...base, retornoDias: null, status: 'Finalizada', statusAnterior: 'Confirmado' }),
    ).toEqual({ acao: 'nada' });
  });

  it('um retorno já agendado ou enviado não se repete; um cancelado volta', () => {
    const p = { ...base, status: 'Finalizada' as const, statusAnterior: 'Agendado' as const };
    expect(decidirRetorno({ ...p, retorno: { status: 'agendada' } })).toEqual({ acao: 'nada' });
    expect(decidirRetorno({ ...p, retorno: { status: 'enviada' } })).toEqual({ acao: 'nada' });
    expect(decidirRetorno({ ...p, retorno: { status: 'cancelada' } }).acao).toBe('agendar');
  });

  it('sair de Finalizada cancela o retorno que ainda espera', () => {
    const p = { ...base, status: 'Em Atendimento' as const, statusAnterior: 'Finalizada' as const };
    expect(decidirRetorno({ ...p, retorno: { status: 'agendada' } })).toEqual({ acao: 'cancelar' });
    expect(decidirRetorno({ ...p, retorno: { status: 'enviada' } })).toEqual({ acao: 'nada' });
    expect(decidirRetorno({ ...p, retorno: null })).toEqual({ acao: 'nada' });
  });

  it('com consulta futura marcada, o retorno não sai', () => {
    expect(retornoAindaDevido({ temConsultaFutura: true })).toBe(false);
    expect(retornoAindaDevido({ temConsultaFutura: false })).toBe(true);
  });
});
