import { expect, test } from '@playwright/test';
import { criarClinica } from '../../fixtures/api';
import { capturar } from '../../fixtures/screenshots';

test.describe('login', () => {
  test('campos obrigatórios, e-mail inválido e senha errada mostram as mensagens do spec', async ({
    page,
    request,
  }) => {
    const c = await criarClinica(request);
    await page.goto('/login');
    await expect(page.getByText(/^Versão \d+\.\d+\.\d+$/)).toBeVisible();
    const alerta = page.getByRole('alert').filter({ hasText: /\S/ });
    const entrar = page.getByRole('button', { name: 'Entrar' });

    await entrar.click();
    await expect(alerta).toHaveText('Por favor, preencha todos os campos.');

    await page.getByLabel('E-mail').fill('ana@clinica');
    await page.getByLabel('Senha').fill('qualquer');
    await entrar.click();
    await expect(alerta).toHaveText('Por favor, insira um e-mail válido.');

    await page.getByLabel('E-mail').fill(c.email);
    await page.getByLabel('Senha').fill('senha-errada');
    await entrar.click();
    await expect(alerta).toHaveText('E-mail ou senha incorretos.');
    await capturar(page, 'login-senha-errada');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('entra, guarda o token e vai para /home; com token, /login volta para /home', async ({
    page,
    request,
  }) => {
    const c = await criarClinica(request, { nome: 'Clínica Aurora' });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(`  ${c.email.toUpperCase()}  `);
    await page.getByLabel('Senha').fill(c.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Bem-vindo(a) à Clínica Aurora.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toMatch(/^ey/);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('um token inválido é descartado e leva ao login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('userToken', 'token-que-expirou'));
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sessão expirada. Faça login novamente.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });
});
