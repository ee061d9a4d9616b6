import type { Page } from '@playwright/test';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { expect, test } from '../../fixtures/teste';

/*
 * Issue 40: a store without pictures (the seeded demo store's case) couldn't save its settings
 * and the toast said only 'Preencha todos os campos'. It names what is missing now.
 */

type Pessoa = { email: string; senha: string };

async function lojaSemImagens(page: Page) {
  const r = await page.request.post('/__e2e/loja-configuracao', { data: {} });
  expect(r.ok(), await r.text()).toBe(true);
  const { operador } = (await r.json()) as { operador: Pessoa };
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(operador.email);
  await page.getByLabel('Senha').fill(operador.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/store');
  await expect(page.getByRole('heading', { name: 'Configurações da loja', level: 1 })).toBeVisible();
}

async function salvarDizOQueFalta(page: Page, nome: string) {
  await lojaSemImagens(page);
  await page.getByLabel('CPF').fill('529.982.247-25');
  await page.getByLabel('Link da loja').fill('loja-sem-imagens');
  await expect(page.getByText('Link disponível')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(
    page.getByText('Preencha todos os campos. Falta: Logo, Banner do carrossel 1.').first(),
  ).toBeVisible();
  await capturar(page, `loja/${nome}`);
}

test('configurações da loja: o aviso diz que faltam a logo e o banner', async ({ page }) => {
  await salvarDizOQueFalta(page, 'configuracao-o-que-falta');
});

test.describe('no celular', () => {
  test.use(CELULAR);
  test('o aviso do que falta em 390 px', async ({ page }) => {
    await salvarDizOQueFalta(page, 'configuracao-o-que-falta-celular');
  });
});
