import { VERSAO_APP } from '@clinica/contracts';
import type { Page } from '@playwright/test';
import { criarClinica } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { expect, test } from '../../fixtures/teste';

/*
 * The installed app without a connection (issue 40): opened offline it used to show a skeleton
 * forever. Now it says 'Sem conexão' with what still works, and when the network returns the
 * notice goes and the page loads by itself, with no reload.
 */

// Offline, the service worker serves the app: this journey is about it.
test.use({ serviceWorkers: 'allow' });

async function entrar(page: Page) {
  const c = await criarClinica(page.request, { nome: 'Clínica Sem Rede' });
  await page.addInitScript((v) => localStorage.setItem('lastNewsVersion', v), VERSAO_APP);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(c.email);
  await page.getByLabel('Senha').fill(c.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The app's service worker controls the page: a reload offline is served from its cache. */
async function instalada(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

async function semConexaoEDeVolta(page: Page, nome: string) {
  await entrar(page);
  await instalada(page);
  const aviso = page.getByRole('status').filter({ hasText: 'Sem conexão' });
  await expect(aviso).toHaveCount(0);

  // Opened without a network: the notice, not an endless skeleton with nothing said.
  await page.context().setOffline(true);
  await page.goto('/pacientes');
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText('carrega sozinho');
  await capturar(page, `plataforma/${nome}`);

  // The network returns: the notice goes and the page loads by itself.
  await page.context().setOffline(false);
  await expect(aviso).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pacientes', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum paciente')).toBeVisible();
}

test('sem conexão: o aviso diz o que funciona e a tela volta sozinha com a rede', async ({ page }) => {
  await semConexaoEDeVolta(page, 'sem-conexao');
});

test.describe('no celular', () => {
  test.use(CELULAR);
  test('sem conexão em 390 px', async ({ page }) => {
    await semConexaoEDeVolta(page, 'sem-conexao-celular');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
