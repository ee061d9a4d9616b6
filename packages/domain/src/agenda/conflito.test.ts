import { describe, expect, it } from 'vitest';
import { sobrepoe, verificarConflito } from './conflito';

const as = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00-03:00`);

describe('conflito de horário', () => {
  it('intervalos semiabertos: terminar às 09:00 não conflita com começar às 09:00', () => {
    expect(sobrepoe({ inicio: as('08:00'), duracao: 60 }, { inicio: as('09:00'), duracao: 30 })).toBe(false);
    expect(sobrepoe({ inicio: as('08:00'), duracao: 61 }, { inicio: as('09:00'), duracao: 30 })).toBe(true);
    expect(sobrepoe({ inicio: as('08:00'), duracao: 120 }, { inicio: as('08:30'), duracao: 15 })).toBe(true);
  });

  const existentes = [
    { id: 1, inicio: as('08:00'), duracao: 60, status: 'Agendado' as const },
    { id: 2, inicio: as('10:00'), duracao: 60, status: 'Faltou' as const },
  ];

  it('acha o agendamento que ocupa o horário, e ignora quem faltou, cancelou ou reagendou', () => {
    expect(verificarConflito(existentes, { inicio: as('08:30'), duracao: 30, status: 'Agendado' })?.id).toBe(
      1,
    );
    expect(
      verificarConflito(existentes, { inicio: as('10:00'), duracao: 30, status: 'Agendado' }),
    ).toBeNull();
  });

  it('um agendamento não conflita consigo mesmo ao ser movido; um cancelado não ocupa nada', () => {
    expect(
      verificarConflito(existentes, { id: 1, inicio: as('08:15'), duracao: 60, status: 'Confirmado' }),
    ).toBeNull();
    expect(
      verificarConflito(existentes, { inicio: as('08:15'), duracao: 60, status: 'Cancelado pelo paciente' }),
    ).toBeNull();
  });
});
