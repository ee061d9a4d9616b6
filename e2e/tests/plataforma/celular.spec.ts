import { criarClinica } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { expect, test } from '../../fixtures/teste';

test.use(CELULAR);

test('no celular o menu é uma gaveta que fecha ao navegar', async ({ page, request }) => {
  const c = await criarClinica(request);
  await page.goto('/login');
  await capturar(page, 'login-celular');
  await page.getByLabel('E-mail').fill(c.email);
  await page.getByLabel('Senha').fill(c.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu).toBeVisible();
  await capturar(page, 'gaveta-celular');
  await menu.getByRole('link', { name: 'Planos' }).click();
  await expect(page).toHaveURL(/\/planos$/);
  await expect(menu).toBeHidden();
  await capturar(page, 'planos-celular');
});
