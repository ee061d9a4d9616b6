import { describe, expect, it } from 'vitest';
import { COR_DO_STATUS, ocupaHorario, recebeLembrete, STATUS_AGENDAMENTO } from './status';

describe('status do agendamento', () => {
  it('as cores na ordem do spec: azul, verde, roxo, vermelho, vermelho, cinza, laranja; pré-agendado amarelo', () => {
    expect(STATUS_AGENDAMENTO.map((s) => COR_DO_STATUS[s])).toEqual([
      'azul',
      'verde',
      'roxo',
      'vermelho',
      'vermelho',
      'cinza',
      'laranja',
      'amarelo',
    ]);
  });

  it('cancelado, falta e reagendado liberam o horário; só agendado e confirmado recebem lembrete', () => {
    expect(STATUS_AGENDAMENTO.filter(ocupaHorario)).toEqual([
      'Agendado',
      'Confirmado',
      'Em Atendimento',
      'Finalizada',
      'Pré-agendado',
    ]);
    expect(STATUS_AGENDAMENTO.filter(recebeLembrete)).toEqual(['Agendado', 'Confirmado']);
  });
});
