import { describe, expect, it } from 'vitest';
import { destinoDoLembrete, emHorarioDeSilencio, foraDoSilencio } from './silencio';

const sp = 'America/Sao_Paulo';

describe('horário de silêncio (22:00–08:00 da clínica)', () => {
  it('durante o dia sai na hora', () => {
    const t = new Date('2026-11-23T18:00:00-03:00');
    expect(emHorarioDeSilencio(t, sp)).toBe(false);
    expect(foraDoSilencio(t, sp)).toEqual(t);
    const oito = new Date('2026-11-23T08:00:00-03:00');
    expect(foraDoSilencio(oito, sp)).toEqual(oito);
    const quaseDez = new Date('2026-11-23T21:59:00-03:00');
    expect(foraDoSilencio(quaseDez, sp)).toEqual(quaseDez);
  });

  it('das 22:00 em diante espera as 08:00 do dia seguinte', () => {
    expect(foraDoSilencio(new Date('2026-11-23T22:00:00-03:00'), sp).toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
    expect(foraDoSilencio(new Date('2026-11-30T23:30:00-03:00'), sp).toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
  });

  it('de madrugada espera as 08:00 do mesmo dia', () => {
    expect(foraDoSilencio(new Date('2026-11-24T03:10:00-03:00'), sp).toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
  });

  it('no relógio da clínica, não no do servidor', () => {
    const t = new Date('2026-11-24T01:30:00Z'); // 22:30 in São Paulo, 21:30 in Manaus
    expect(emHorarioDeSilencio(t, sp)).toBe(true);
    expect(emHorarioDeSilencio(t, 'America/Manaus')).toBe(false);
  });
});

describe('o lembrete só sai antes da consulta', () => {
  const em = (iso: string) => new Date(`${iso}-03:00`);

  it('de dia sai na hora; à noite espera as 08:00 se a consulta for depois delas', () => {
    expect(destinoDoLembrete(em('2026-11-23T18:00:00'), sp, em('2026-11-24T09:00:00'))).toEqual({
      acao: 'enviar',
    });
    expect(destinoDoLembrete(em('2026-11-23T23:00:00'), sp, em('2026-11-24T09:00:00'))).toEqual({
      acao: 'adiar',
      ate: em('2026-11-24T08:00:00'),
    });
  });

  it('marcada tarde da noite para antes das 08:00: o lembrete seguraria além da consulta e é descartado', () => {
    expect(destinoDoLembrete(em('2026-11-23T22:40:00'), sp, em('2026-11-24T07:30:00'))).toEqual({
      acao: 'descartar',
      motivo: 'silencio',
    });
    // Exactly at 08:00 is too late as well: the patient is walking in.
    expect(destinoDoLembrete(em('2026-11-24T05:00:00'), sp, em('2026-11-24T08:00:00'))).toEqual({
      acao: 'descartar',
      motivo: 'silencio',
    });
  });

  it('consulta que já começou (o worker esteve parado) não recebe lembrete', () => {
    expect(destinoDoLembrete(em('2026-11-24T10:00:00'), sp, em('2026-11-24T09:00:00'))).toEqual({
      acao: 'descartar',
      motivo: 'comecou',
    });
    expect(destinoDoLembrete(em('2026-11-24T09:00:00'), sp, em('2026-11-24T09:00:00'))).toEqual({
      acao: 'descartar',
      motivo: 'comecou',
    });
  });
});
