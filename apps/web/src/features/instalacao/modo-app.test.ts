import { describe, expect, it } from 'vitest';
import { formatarContagem } from './contagem';
import { ehSafariIos } from './modo-app';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const CHROME_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const IPAD_COMO_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('ehSafariIos', () => {
  it.each([
    ['Safari no iPhone', SAFARI_IPHONE, 5, true],
    ['Chrome no iPhone', CHROME_IPHONE, 5, false],
    ['iPad que se apresenta como Mac (tela de toque)', IPAD_COMO_MAC, 5, true],
    ['Safari num Mac de verdade (sem toque)', IPAD_COMO_MAC, 0, false],
    ['Chrome no Android', CHROME_ANDROID, 5, false],
  ])('%s', (_, ua, toques, esperado) => {
    expect(ehSafariIos(ua, toques)).toBe(esperado);
  });
});

describe('formatarContagem', () => {
  it.each([
    [300_000, '5:00'],
    [299_001, '5:00'],
    [240_000, '4:00'],
    [61_000, '1:01'],
    [1, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('%i ms → %s', (ms, texto) => {
    expect(formatarContagem(ms)).toBe(texto);
  });
});
