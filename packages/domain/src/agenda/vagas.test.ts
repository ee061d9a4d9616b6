import { describe, expect, it } from 'vitest';
import { instanteDeHoraLocal } from './horario';
import { type IntervaloSemanal, problemaNosHorarios } from './horario-trabalho';
import { type AgendaProfissional, diasComVaga, prepararAgenda, type RegrasVagas, vagasDoDia } from './vagas';

const SP = 'America/Sao_Paulo';
/** 2026-12-07 is a Monday. */
const SEGUNDA = '2026-12-07';
const em = (data: string, hora: string, fuso = SP) => instanteDeHoraLocal(data, hora, fuso) as Date;
const semana: IntervaloSemanal[] = [
  { dia_semana: 1, inicio: '08:00', fim: '12:00' },
  { dia_semana: 1, inicio: '13:00', fim: '15:00' },
  { dia_semana: 2, inicio: '09:00', fim: '10:00' },
];
const regras = (p: Partial<RegrasVagas> = {}): RegrasVagas => ({
  fuso: SP,
  agora: em('2026-12-06', '10:00'),
  antecedenciaHoras: 2,
  horizonteDias: 60,
  duracaoMin: 60,
  passoMin: 60,
  ...p,
});
const agenda = (p: Partial<AgendaProfissional> = {}) =>
  prepararAgenda({ horarios: semana, ausencias: [], ocupados: [], ...p });
const horas = (data: string, a = agenda(), r = regras()) => vagasDoDia(data, a, r).map((v) => v.hora);

describe('vagas do dia', () => {
  it.each([
    [
      'a Monday: both intervals, whole hours',
      SEGUNDA,
      regras(),
      ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00'],
    ],
    [
      'step 30 with 60 min: a slot must end inside its interval',
      SEGUNDA,
      regras({ passoMin: 30 }),
      ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '13:00', '13:30', '14:00'],
    ],
    ['a 90 min treatment on a one-hour Tuesday: none', '2026-12-08', regras({ duracaoMin: 90 }), []],
    ['a Sunday without hours', '2026-12-06', regras(), []],
    [
      'notice: now 07:30 + 2 h leaves 09:30 onwards',
      SEGUNDA,
      regras({ agora: em(SEGUNDA, '07:30') }),
      ['10:00', '11:00', '13:00', '14:00'],
    ],
    [
      'notice edge: exactly now + notice is offered',
      SEGUNDA,
      regras({ agora: em(SEGUNDA, '09:00') }),
      ['11:00', '13:00', '14:00'],
    ],
    [
      'never the past, even with no notice',
      SEGUNDA,
      regras({ agora: em(SEGUNDA, '13:01'), antecedenciaHoras: 0 }),
      ['14:00'],
    ],
    ['yesterday: nothing', SEGUNDA, regras({ agora: em('2026-12-08', '06:00') }), []],
    [
      'horizon edge: today + 1 day is offered',
      SEGUNDA,
      regras({ horizonteDias: 1 }),
      ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00'],
    ],
    ['horizon edge: today + 2 days is not', '2026-12-08', regras({ horizonteDias: 1 }), []],
  ])('%s', (_nome, data, r, esperado) => {
    expect(horas(data, agenda(), r)).toEqual(esperado);
  });

  it('absences take whole days, both ends included', () => {
    const a = agenda({ ausencias: [{ inicio: '2026-12-05', fim: SEGUNDA }] });
    expect(horas(SEGUNDA, a)).toEqual([]);
    expect(horas('2026-12-08', a)).toEqual(['09:00']);
    expect(horas('2026-12-14', a)).toHaveLength(6);
  });

  it('busy time removes what it overlaps; touching ends do not clash', () => {
    const a = agenda({
      ocupados: [
        { inicio: em(SEGUNDA, '09:00'), fim: em(SEGUNDA, '09:30') },
        // Overlapping rows are merged: 10:15–11:00 and 10:45–11:15 hold 10:15–11:15.
        { inicio: em(SEGUNDA, '10:45'), fim: em(SEGUNDA, '11:15') },
        { inicio: em(SEGUNDA, '10:15'), fim: em(SEGUNDA, '11:00') },
        { inicio: em(SEGUNDA, '12:00'), fim: em(SEGUNDA, '13:00') },
      ],
    });
    expect(horas(SEGUNDA, a)).toEqual(['08:00', '13:00', '14:00']);
    const manha = horas(SEGUNDA, a, regras({ passoMin: 15, duracaoMin: 30 })).filter((h) => h < '12:00');
    expect(manha).toEqual(['08:00', '08:15', '08:30', '09:30', '09:45', '11:15', '11:30']);
  });

  it('an appointment crossing midnight holds the next morning', () => {
    const a = prepararAgenda({
      horarios: [{ dia_semana: 1, inicio: '00:00', fim: '02:00' }],
      ausencias: [],
      ocupados: [{ inicio: em('2026-12-06', '23:30'), fim: em(SEGUNDA, '00:30') }],
    });
    expect(horas(SEGUNDA, a, regras({ agora: em('2026-12-05', '10:00') }))).toEqual(['01:00']);
  });

  it('the clinic wall clock, not the machine: Tokyo clinic and São Paulo clinic at one instant', () => {
    const agora = new Date('2026-12-06T23:01:00Z'); // 20:01 Sunday in São Paulo, 08:01 Monday in Tokyo
    const r = (fuso: string) => regras({ agora, fuso, antecedenciaHoras: 0 });
    expect(horas(SEGUNDA, agenda(), r('Asia/Tokyo'))).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00']);
    expect(horas(SEGUNDA, agenda(), r(SP))).toHaveLength(6);
    const [primeira] = vagasDoDia(SEGUNDA, agenda(), r(SP));
    expect(primeira?.inicio.toISOString()).toBe('2026-12-07T11:00:00.000Z');
  });

  it('a DST day converts each slot and skips the hour the clock jumps over', () => {
    // New York springs forward at 02:00 on 2027-03-14 (a Sunday).
    const a = prepararAgenda({
      horarios: [{ dia_semana: 7, inicio: '01:00', fim: '05:00' }],
      ausencias: [],
      ocupados: [],
    });
    const r = regras({ fuso: 'America/New_York', agora: new Date('2027-03-10T00:00:00Z') });
    const v = vagasDoDia('2027-03-14', a, r);
    expect(v.map((x) => x.hora)).toEqual(['01:00', '03:00', '04:00']);
    expect(v[1]?.inicio.toISOString()).toBe('2027-03-14T07:00:00.000Z');
  });
});

describe('dias com vaga', () => {
  it('the days in the window where anyone has a slot, from today to the horizon', () => {
    const r = regras({ horizonteDias: 9 });
    const cheio = agenda({ ocupados: [{ inicio: em(SEGUNDA, '08:00'), fim: em(SEGUNDA, '15:00') }] });
    expect(diasComVaga([cheio], r)).toEqual(['2026-12-08', '2026-12-14', '2026-12-15']);
    expect(diasComVaga([cheio, agenda()], r)).toEqual([SEGUNDA, '2026-12-08', '2026-12-14', '2026-12-15']);
    expect(diasComVaga([agenda()], r, '2026-12-08', '2026-12-14')).toEqual(['2026-12-08', '2026-12-14']);
    expect(diasComVaga([agenda()], r, '2027-01-01', '2027-01-31')).toEqual([]);
  });
});

describe('horários da semana', () => {
  it.each([
    [
      [
        { dia_semana: 1, inicio: '08:00', fim: '12:00' },
        { dia_semana: 1, inicio: '12:00', fim: '18:00' },
      ],
      null,
    ],
    [[{ dia_semana: 1, inicio: '08:00', fim: '08:00' }], 'intervaloInvertido'],
    [
      [
        { dia_semana: 3, inicio: '13:00', fim: '18:00' },
        { dia_semana: 3, inicio: '08:00', fim: '13:30' },
      ],
      'intervalosSobrepostos',
    ],
    [
      [
        { dia_semana: 3, inicio: '08:00', fim: '12:00' },
        { dia_semana: 4, inicio: '08:00', fim: '12:00' },
      ],
      null,
    ],
  ] as const)('%j → %s', (h, esperado) => {
    expect(problemaNosHorarios(h)).toBe(esperado);
  });
});
