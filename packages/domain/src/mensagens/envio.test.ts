import { describe, expect, it } from 'vitest';
import { ESTADO_DA_MENSAGEM, escolherCanal, TEXTO_DESCADASTRO, textoFinal } from './envio';

const em = new Date('2026-01-01T12:00:00Z');
const contato = { whatsapp: true, email: true };

describe('escolherCanal', () => {
  it('a reminder goes by the first channel by default (the service itself)', () => {
    expect(
      escolherCanal({ tipo: 'lembrete', canais: ['whatsapp', 'email'], consentimentos: [], contato }),
    ).toEqual({
      canal: 'whatsapp',
    });
  });

  it('returns and birthdays need a yes for that purpose and channel', () => {
    expect(
      escolherCanal({ tipo: 'retorno', canais: ['whatsapp', 'email'], consentimentos: [], contato }),
    ).toEqual({
      canal: null,
      motivo: 'sem_consentimento',
    });
    const sim = [{ finalidade: 'marketing' as const, canal: 'email' as const, consentido: true, em }];
    expect(
      escolherCanal({ tipo: 'aniversario', canais: ['whatsapp', 'email'], consentimentos: sim, contato }),
    ).toEqual({ canal: 'email' });
    // A yes to returns is not a yes to birthdays.
    const retorno = [{ finalidade: 'retorno' as const, canal: 'whatsapp' as const, consentido: true, em }];
    expect(
      escolherCanal({ tipo: 'aniversario', canais: ['whatsapp'], consentimentos: retorno, contato }).canal,
    ).toBe(null);
  });

  it('a channel the clinic does not use, or a missing contact, is skipped', () => {
    const nao = [{ finalidade: 'lembrete' as const, canal: 'whatsapp' as const, consentido: false, em }];
    expect(
      escolherCanal({ tipo: 'lembrete', canais: ['whatsapp'], consentimentos: nao, contato }).canal,
    ).toBe(null);
    expect(
      escolherCanal({
        tipo: 'lembrete',
        canais: ['whatsapp', 'email'],
        consentimentos: [],
        contato: { whatsapp: false, email: false },
      }),
    ).toEqual({ canal: null, motivo: 'sem_contato' });
  });
});

describe('textoFinal', () => {
  it('only messages that are not appointment reminders end with the opt-out link', () => {
    expect(textoFinal('lembrete', 'Oi', 'https://x/descadastrar/abc')).toBe('Oi');
    expect(textoFinal('retorno', 'Oi', 'https://x/descadastrar/abc')).toBe(
      `Oi\n\n${TEXTO_DESCADASTRO}: https://x/descadastrar/abc`,
    );
  });

  it('names every outbox status for the record', () => {
    expect(ESTADO_DA_MENSAGEM.enviando).toBe('agendada');
    expect(ESTADO_DA_MENSAGEM.sem_consentimento).toBe('sem_consentimento');
  });
});
