import { describe, expect, it } from 'vitest';
import { diaRelativo, ehAcaoDoPaciente, textoAcaoDoPaciente } from './acao-paciente';

describe('o que o paciente fez, como o sino conta', () => {
  it.each([
    ['2026-11-28', '2026-11-28', 'hoje'],
    ['2026-11-29', '2026-11-28', 'amanhã'],
    ['2026-11-27', '2026-11-28', 'ontem'],
    ['2026-12-01', '2026-11-30', 'amanhã'],
    ['2027-01-01', '2026-12-31', 'amanhã'],
    ['2026-12-04', '2026-11-28', '04/12'],
    ['2027-01-05', '2026-11-28', '05/01/2027'],
  ])('o dia %s lido em %s: %s', (data, hoje, esperado) => {
    expect(diaRelativo(data, hoje)).toBe(esperado);
  });

  it.each([
    ['consulta_agendada', 'agendou uma consulta para amanhã às 09:00'],
    ['consulta_solicitada', 'pediu uma consulta para amanhã às 09:00 (aguarda confirmação)'],
    ['consulta_confirmada', 'confirmou a consulta de amanhã às 09:00'],
    ['consulta_cancelada', 'cancelou a consulta de amanhã às 09:00'],
    ['consulta_remarcada', 'remarcou a consulta para amanhã às 09:00'],
  ] as const)('%s', (acao, esperado) => {
    expect(textoAcaoDoPaciente(acao, '2026-11-29 09:00', '2026-11-28')).toBe(esperado);
  });

  it('a mesma frase lida dias depois não diz mais "amanhã"', () => {
    expect(textoAcaoDoPaciente('consulta_confirmada', '2026-11-29 09:00', '2026-11-29')).toBe(
      'confirmou a consulta de hoje às 09:00',
    );
    expect(textoAcaoDoPaciente('consulta_confirmada', '2026-11-29 09:00', '2026-12-02')).toBe(
      'confirmou a consulta de 29/11 às 09:00',
    );
  });

  it('só os tipos do paciente são ações do paciente', () => {
    expect(ehAcaoDoPaciente('consulta_confirmada')).toBe(true);
    expect(ehAcaoDoPaciente('documento_assinado')).toBe(false);
  });
});
