import { criarClinica } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

test('o ADM adiciona, edita, pesquisa e exclui um banco; a categoria usa a mesma tela', async ({
  page,
  request,
}) => {
  const c = await criarClinica(request);
  await entrar(page, c.email, c.senha, '/bancos');
  await expect(page.getByText('Nenhum banco encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).first().click();
  await page.getByRole('dialog').getByLabel('Nome').fill('Banco do Brasil');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Banco adicionado com sucesso!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Banco do Brasil', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar' }).first().click();
  await page.getByRole('dialog').getByLabel('Nome').fill('Nubank');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('cell', { name: 'Nubank', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Editar Banco do Brasil' }).click();
  await page.getByRole('dialog').getByLabel('Nome').fill('Banco do Brasil S.A.');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Banco atualizado com sucesso!')).toBeVisible();

  // Server search, accent- and case-insensitive.
  await page.getByPlaceholder('Pesquisar bancos...').fill('NUBAN');
  await expect(page.getByRole('cell', { name: 'Nubank', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Banco do Brasil S.A.', exact: true })).toHaveCount(0);
  await page.getByPlaceholder('Pesquisar bancos...').fill('');
  await expect(page.getByRole('cell', { name: 'Banco do Brasil S.A.', exact: true })).toBeVisible();
  await capturar(page, 'registro-simples/bancos');

  await page.getByRole('button', { name: 'Excluir Nubank' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Excluir banco' });
  await expect(confirmar.getByText('Tem certeza que deseja excluir "Nubank"?')).toBeVisible();
  await confirmar.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Banco excluído com sucesso!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Nubank', exact: true })).toHaveCount(0);

  await page.goto('/categorias');
  await page.getByRole('button', { name: 'Adicionar' }).first().click();
  await page.getByRole('dialog').getByLabel('Nome').fill('Aluguel');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Categoria adicionada com sucesso!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Aluguel', exact: true })).toBeVisible();
});

test.describe('no celular', () => {
  test.use(CELULAR);
  test('a lista de bancos cabe em 390 px', async ({ page, request }) => {
    const c = await criarClinica(request);
    await entrar(page, c.email, c.senha, '/bancos');
    await page.getByRole('button', { name: 'Adicionar' }).first().click();
    await page.getByRole('dialog').getByLabel('Nome').fill('Caixa Econômica Federal');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('cell', { name: 'Caixa Econômica Federal', exact: true })).toBeVisible();
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
    await capturar(page, 'registro-simples/bancos-celular');
  });
});
