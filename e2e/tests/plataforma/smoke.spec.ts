import { expect, test } from '../../fixtures/teste';

test('a tela de login abre e a API responde', async ({ page, request }) => {
  const saude = await request.get('/api/saude');
  expect(saude.status()).toBe(200);
  expect(await saude.json()).toEqual({ ok: true });

  const resposta = await page.goto('/login');
  expect(resposta?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
});
