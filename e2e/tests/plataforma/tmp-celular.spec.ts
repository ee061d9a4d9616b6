import { expect, test } from '@playwright/test';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';

test.use(CELULAR);
test('tmp celular', async ({ page }) => {
  await page.goto('/login');
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  expect(await page.evaluate(() => navigator.maxTouchPoints)).toBeGreaterThan(0);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/Sao_Paulo',
  );
  expect(await page.evaluate(() => navigator.language)).toBe('pt-BR');
  await capturar(page, 'tmp/login celular');
});
