import { describe, expect, it } from 'vitest';
import {
  aniversarioNoAno,
  aniversarioPendenteNoAno,
  anoDoAniversario,
  fazAniversario,
  marcadoresDesconhecidos,
  momentoDoAniversario,
  preencherTexto,
  previaDoTexto,
  TEXTO_ANIVERSARIO_PADRAO,
} from './aniversario';

const sp = 'America/Sao_Paulo';

describe('mensagem de aniversário', () => {
  it('preenche {nome} com o primeiro nome e {clinica} com o nome da clínica, todas as vezes', () => {
    expect(
      preencherTexto('Oi {nome}, {nome}! Da {clinica}.', { nome: ' Ana  Paula Souza', clinica: 'Sorriso ' }),
    ).toBe('Oi Ana, Ana! Da Sorriso.');
    expect(previaDoTexto(TEXTO_ANIVERSARIO_PADRAO, 'Clínica Sorriso')).toBe(
      'Olá, Maria! A equipe da Clínica Sorriso deseja um feliz aniversário, com muita saúde e alegria.',
    );
  });

  it('aponta marcadores que não existem', () => {
    expect(marcadoresDesconhecidos('Oi {name}, da {clinica} {name} {}')).toEqual(['{name}', '{}']);
    expect(marcadoresDesconhecidos(TEXTO_ANIVERSARIO_PADRAO)).toEqual([]);
  });

  it('no dia do aniversário, no relógio da clínica; 29/02 vira 28/02 em ano comum', () => {
    expect(aniversarioNoAno('1990-02-29', 2027)).toBe('2027-02-28');
    expect(aniversarioNoAno('1992-02-29', 2028)).toBe('2028-02-29');
    expect(fazAniversario('1990-11-23', new Date('2026-11-23T23:30:00-03:00'), sp)).toBe(true);
    // 02:30 UTC on the 24th is still the 23rd in São Paulo.
    expect(fazAniversario('1990-11-24', new Date('2026-11-24T02:30:00Z'), sp)).toBe(false);
    expect(momentoDoAniversario('1990-11-23', 2026, { fuso: sp, hora: '09:00' })?.toISOString()).toBe(
      '2026-11-23T12:00:00.000Z',
    );
  });

  it('uma vez por ano e por paciente', () => {
    const momento = new Date('2026-12-31T23:00:00-03:00');
    expect(anoDoAniversario(momento, sp)).toBe(2026);
    expect(aniversarioPendenteNoAno([2025], 2026)).toBe(true);
    expect(aniversarioPendenteNoAno([2025, 2026], 2026)).toBe(false);
  });
});
