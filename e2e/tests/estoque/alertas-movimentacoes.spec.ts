import type { Page } from '@playwright/test';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { tabelasComColunasAVista } from '../../fixtures/tabelas';
import { expect, test } from '../../fixtures/teste';

/*
 * /estoque (issue 40): what is running out — a product below its minimum, one without stock, a
 * lot expiring — above the movements, as the dashboard says it; and the movements' table at
 * 1366 px fits or shows where it scrolls.
 */

const hojeSp = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function clinicaComEstoqueAcabando(page: Page) {
  const request = page.request;
  const c = await criarClinica(request);
  const headers = { authorization: `Bearer ${await loginViaApi(request, c.email, c.senha)}` };
  const post = async (url: string, data: unknown) => {
    const r = await request.post(url, { headers, data });
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()) as { id: number };
  };
  const luva = await post('/api/produtos', { nome: 'Luva nitrílica M', qnt_minima: 30 });
  await post('/api/produtos', { nome: 'Seringa 5 ml', qnt_minima: 10 });
  await post('/api/movimentacoes', {
    id_produto: luva.id,
    tipo: 'ENTRADA',
    quantidade: 10,
    preco_custo: 7,
    vencimento: somarDias(hojeSp(), 5),
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(c.email);
  await page.getByLabel('Senha').fill(c.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function alertasAcimaDasMovimentacoes(page: Page) {
  await page.goto('/estoque');
  const alertas = page.getByRole('region', { name: 'Alertas de estoque' });
  await expect(alertas).toContainText('1 lote vence em até 30 dias');
  await expect(alertas).toContainText('1 produto sem estoque');
  await expect(alertas).toContainText('1 produto abaixo do mínimo');
  const tabela = page.getByRole('table', { name: 'Movimentações de estoque' });
  await expect(tabela.getByRole('row').filter({ hasText: 'Luva nitrílica M' })).toBeVisible();
  const [a, t] = [await alertas.boundingBox(), await tabela.boundingBox()];
  expect(a!.y + a!.height).toBeLessThan(t!.y);
}

test('Estoque mostra o que está acabando acima das movimentações; a tabela não esconde colunas', async ({
  page,
}) => {
  await clinicaComEstoqueAcabando(page);
  await alertasAcimaDasMovimentacoes(page);
  await tabelasComColunasAVista(page);
  await capturar(page, 'estoque/movimentacoes-alertas');
  // The warning's link opens Produtos.
  await page
    .getByRole('region', { name: 'Alertas de estoque' })
    .getByRole('link', { name: 'Ver produtos' })
    .click();
  await expect(page).toHaveURL(/\/produtos$/);
});

test.describe('no celular', () => {
  test.use(CELULAR);
  test('os alertas cabem em 390 px acima das movimentações', async ({ page }) => {
    await clinicaComEstoqueAcabando(page);
    await alertasAcimaDasMovimentacoes(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await capturar(page, 'estoque/movimentacoes-alertas-celular');
  });
});
