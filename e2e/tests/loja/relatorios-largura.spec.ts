import type { Page } from '@playwright/test';
import { capturar } from '../../fixtures/screenshots';
import { entrar as entrarNaClinica } from '../../fixtures/sessao';
import { tabelasComColunasAVista } from '../../fixtures/tabelas';
import { expect, test } from '../../fixtures/teste';

/*
 * The store's Pedidos and Pagamentos reports at 1366 px (issue 40): their last columns used to
 * sit past the box's edge with nothing saying so. Every table fits or shows a shade where there
 * is more to scroll to.
 */

type Pessoa = { email: string; senha: string };

async function entrar(page: Page, p: Pessoa) {
  await entrarNaClinica(page, p.email, p.senha);
}

test('Pedidos e Pagamentos em 1366 px: nenhuma coluna escondida sem aviso', async ({ page, request }) => {
  const r = await request.post('/__e2e/loja-carteira', { data: {} });
  expect(r.ok(), await r.text()).toBe(true);
  const { operador } = (await r.json()) as { operador: Pessoa };
  await entrar(page, operador);

  await page.goto('/adm/orders');
  await expect(page.getByRole('table', { name: 'Pedidos' }).getByRole('row')).toHaveCount(4);
  await tabelasComColunasAVista(page);
  await capturar(page, 'loja/pedidos-1366');

  await page.goto('/adm/payments');
  await expect(page.getByRole('table').first()).toBeVisible();
  await tabelasComColunasAVista(page);
  await capturar(page, 'loja/pagamentos-1366');
});
