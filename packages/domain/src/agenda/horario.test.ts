import { describe, expect, it } from 'vitest';
import {
  formatarDataHoraLocal,
  horaLocalDe,
  instanteDeHoraLocal,
  janelaValida,
  lerDataHoraLocal,
} from './horario';

describe('hora local da clínica', () => {
  it('07:00 em São Paulo é 10:00 UTC, e volta a ser 07:00', () => {
    const i = instanteDeHoraLocal('2026-11-23', '07:00', 'America/Sao_Paulo');
    expect(i?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(horaLocalDe(i as Date, 'America/Sao_Paulo')).toEqual({ data: '2026-11-23', hora: '07:00' });
  });

  it.each([
    ['America/Manaus', '2026-11-23T11:00:00.000Z'],
    ['America/Noronha', '2026-11-23T09:00:00.000Z'],
    ['Asia/Tokyo', '2026-11-22T22:00:00.000Z'],
    ['UTC', '2026-11-23T07:00:00.000Z'],
  ])('o mesmo relógio em %s', (fuso, iso) => {
    expect(instanteDeHoraLocal('2026-11-23', '07:00', fuso)?.toISOString()).toBe(iso);
  });

  it('o dia muda no fuso, não no UTC: 23:30 em São Paulo já é o dia seguinte em UTC', () => {
    const i = lerDataHoraLocal('2026-11-23 23:30') as Date;
    expect(i.toISOString()).toBe('2026-11-24T02:30:00.000Z');
    expect(formatarDataHoraLocal(i)).toBe('2026-11-23 23:30');
  });

  it('num fuso com horário de verão, as duas metades do ano têm deslocamentos diferentes', () => {
    expect(instanteDeHoraLocal('2026-01-15', '09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(instanteDeHoraLocal('2026-07-15', '09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
  });

  it.each(['2026-02-30 10:00', '2026-11-23 24:00', '23/11/2026 10:00', '2026-11-23', ''])(
    'recusa %j',
    (t) => {
      expect(lerDataHoraLocal(t)).toBeNull();
    },
  );
});

describe('janela do calendário', () => {
  it('de um dia a 62 dias; nunca ao contrário', () => {
    expect(janelaValida('2026-11-23', '2026-11-23')).toBe(true);
    expect(janelaValida('2026-11-01', '2027-01-02')).toBe(true);
    expect(janelaValida('2026-11-01', '2027-01-03')).toBe(false);
    expect(janelaValida('2026-11-24', '2026-11-23')).toBe(false);
  });
});
