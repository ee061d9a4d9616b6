import { describe, expect, it } from 'vitest';
import { lerCpf, lerData, lerTelefone } from './valores';

describe('lerTelefone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['+55 (11) 98765-4321', '11987654321'],
    ['5511987654321', '11987654321'],
    ['011 98765-4321', '11987654321'],
    ['(21) 3333-4444', '2133334444'],
    ['552133334444', '2133334444'],
  ])('%s → %s', (t, d) => expect(lerTelefone(t)).toBe(d));

  it.each(['', '123', '(20) 98765-4321', '11 88765-43210', '(11) 88765-4321'])('%s is no phone', (t) =>
    expect(lerTelefone(t)).toBeNull(),
  );
});

describe('lerData', () => {
  it.each([
    ['05/03/1990', '1990-03-05'],
    ['5/3/1990', '1990-03-05'],
    ['1990-03-05', '1990-03-05'],
    ['1990-03-05T00:00:00.000Z', '1990-03-05'],
    ['05.03.1990', '1990-03-05'],
  ])('%s → %s', (t, d) => expect(lerData(t)).toBe(d));

  it.each(['31/02/1990', '1990/03/05', 'ontem', '05/13/1990'])('%s is no date', (t) =>
    expect(lerData(t)).toBeNull(),
  );
});

describe('lerCpf', () => {
  it('keeps a valid CPF as digits, with its lost leading zeros back', () => {
    expect(lerCpf('529.982.247-25')).toBe('52998224725');
    expect(lerCpf('1234567890')).toBe(lerCpf('01234567890'));
  });
  it('says invalid or empty', () => {
    expect(lerCpf('111.111.111-11')).toBe('invalido');
    expect(lerCpf('123')).toBe('invalido');
    expect(lerCpf('n/a')).toBe('invalido');
    expect(lerCpf('  ')).toBeNull();
  });
});
