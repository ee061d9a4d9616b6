import { describe, expect, it } from 'vitest';
import { dentroDoExpediente } from './expediente';

const ausencia = { id: 1, id_profissional: 1, motivo: null, criado_em: '' };
const ana = {
  id_profissional: 1,
  horarios: [
    { dia_semana: 1, inicio: '08:00', fim: '12:00' },
    { dia_semana: 1, inicio: '13:00', fim: '18:00' },
  ],
  ausencias: [{ ...ausencia, inicio: '2026-12-07', fim: '2026-12-07' }],
};
const slot = (dia: number, h: number, m = 0) => new Date(2026, 10, dia, h, m); // novembro de 2026

describe('horas fora do expediente na agenda', () => {
  it('segunda 08:00–12:00 e 13:00–18:00: o almoço e a noite ficam fora', () => {
    expect(dentroDoExpediente([ana], slot(30, 8))).toBe(true); // 30/11/2026 é segunda
    expect(dentroDoExpediente([ana], slot(30, 11, 45))).toBe(true);
    expect(dentroDoExpediente([ana], slot(30, 12))).toBe(false);
    expect(dentroDoExpediente([ana], slot(30, 18))).toBe(false);
    expect(dentroDoExpediente([ana], slot(29, 9))).toBe(false); // domingo
  });

  it('uma ausência tira o dia inteiro; outro profissional no mesmo horário o devolve', () => {
    const ausente = new Date(2026, 11, 7, 9);
    expect(dentroDoExpediente([ana], ausente)).toBe(false);
    const bia = { ...ana, id_profissional: 2, ausencias: [] };
    expect(dentroDoExpediente([ana, bia], ausente)).toBe(true);
  });

  it('sem horários cadastrados nada fica cinza', () => {
    expect(dentroDoExpediente([], slot(29, 3))).toBe(true);
    expect(dentroDoExpediente([{ ...ana, horarios: [] }], slot(29, 3))).toBe(true);
  });
});
