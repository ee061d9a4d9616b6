import { describe, expect, it } from 'vitest';
import { whatsappDaLoja } from './whatsapp-loja';

describe('WhatsApp da loja', () => {
  it('prefixa 55 quando o número não tem 13 dígitos', () => {
    expect(whatsappDaLoja('(11) 98765-4321')).toBe('5511987654321');
    expect(whatsappDaLoja('1133224455')).toBe('551133224455');
  });
  it('mantém um número que já tem 13 dígitos, e vazio continua vazio', () => {
    expect(whatsappDaLoja('+55 11 98765-4321')).toBe('5511987654321');
    expect(whatsappDaLoja('')).toBe('');
  });
});
