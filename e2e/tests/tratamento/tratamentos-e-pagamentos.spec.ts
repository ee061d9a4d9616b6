import type { Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

const linha = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });

test('o ADM cria um tratamento de R$ 1.234,56, desativa com confirmação, e tudo continua após recarregar', async ({
  page,
  request,
}) => {
  const c = await criarClinica(request);
  await entrar(page, c.email, c.senha, '/tratamentos');
  await expect(page.getByText('Nenhum tratamento encontrado')).toBeVisible();

  await page.getByRole('button', { name: 'Novo Tratamento' }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Novo Tratamento' });
  const salvar = dialogo.getByRole('button', { name: 'Salvar' });
  await expect(salvar).toBeDisabled();
  await dialogo.getByLabel('Nome do tratamento').fill('Limpeza de Pele');
  await dialogo.getByLabel('Valor de venda').fill('R$ 1.234,56');
  await dialogo.getByLabel('Valor de custo').fill('30000');
  await dialogo.getByLabel('Duração').selectOption({ label: '60 min' });
  await expect(dialogo.getByLabel('Valor de venda')).toHaveValue('R$ 1.234,56');
  await expect(dialogo.getByRole('switch', { name: 'Tratamento ativo no sistema' })).toBeChecked();
  await capturar(page, 'tratamento/tratamento-dialogo');
  await salvar.click();
  await expect(page.getByText('Tratamento criado com sucesso!')).toBeVisible();
  await expect(dialogo).toBeHidden();

  const row = linha(page, 'Limpeza de Pele');
  await expect(row).toContainText('R$ 1.234,56');
  await expect(row).toContainText('R$ 300,00');
  await expect(row).toContainText('60 min');
  await page.reload();
  await expect(row).toContainText('R$ 1.234,56');
  await expect(row).toContainText('Ativo');

  await row.getByRole('switch', { name: 'Limpeza de Pele ativo' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Desativar tratamento' });
  await expect(confirmar).toContainText('Tem certeza que deseja desativar o tratamento "Limpeza de Pele"?');
  await capturar(page, 'tratamento/tratamento-confirmar-status');
  await confirmar.getByRole('button', { name: 'Sim, desativar' }).click();
  await expect(page.getByText('Tratamento desativado com sucesso!')).toBeVisible();
  await expect(row).toContainText('Inativo');
  await page.reload();
  await expect(row).toContainText('Inativo');
  await expect(row.getByRole('switch', { name: 'Limpeza de Pele ativo' })).not.toBeChecked();

  // The price typed as the screen shows it finds the row.
  await page.getByPlaceholder('Pesquisar tratamentos...').fill('1.234,56');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();
  await capturar(page, 'tratamento/tratamentos');

  await page.getByRole('button', { name: 'Filtros' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Filtros' })).toBeVisible();
  await capturar(page, 'tratamento/tratamentos-filtros');
});

test('o ADM cria um tipo de pagamento com taxa 2,5 e o exclui com confirmação', async ({ page, request }) => {
  const c = await criarClinica(request);
  await entrar(page, c.email, c.senha, '/pagamentos');
  await expect(page.getByText('Nenhum tipo de pagamento encontrado')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar' }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Adicionar tipo de pagamento' });
  const salvar = dialogo.getByRole('button', { name: 'Salvar' });
  await dialogo.getByLabel('Título').fill('Pix');
  await dialogo.getByLabel('Tipo').selectOption({ label: 'Receita' });
  await expect(salvar).toBeDisabled();
  await dialogo.getByLabel('Taxa Comissões dos Profissionais (%)').fill('2,5');
  await expect(salvar).toBeEnabled();
  await capturar(page, 'tratamento/tipo-pagamento-dialogo');
  await salvar.click();
  await expect(page.getByText('Tipo de pagamento adicionado com sucesso!')).toBeVisible();

  const row = linha(page, 'Pix');
  await expect(row).toContainText('Receita');
  await expect(row).toContainText('2,5%');
  await page.reload();
  await expect(row).toContainText('2,5%');
  await capturar(page, 'tratamento/tipos-pagamento');

  await row.getByRole('button', { name: 'Excluir Pix' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Excluir tipo de pagamento' });
  await capturar(page, 'tratamento/tipo-pagamento-confirmar-exclusao');
  await confirmar.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Tipo de pagamento excluído com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum tipo de pagamento encontrado')).toBeVisible();
});

test('quem só pode listar não vê criar, editar, excluir nem o interruptor', async ({ page, request }) => {
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  const headers = { authorization: `Bearer ${token}` };
  await request.post('/api/tratamentos', {
    headers,
    data: { nome: 'Consulta', preco_venda: 150, preco_custo: 0, duracao: 30 },
  });
  await request.post('/api/tipos_pagamento', { headers, data: { nome: 'Dinheiro', tipo: 'R', taxa: 0 } });
  const u = await criarUsuario(request, c.idConta, ['TRATAMENTOS_LISTAR', 'TIPOS_PAGAMENTOS_LISTAR']);
  await entrar(page, u.email, u.senha, '/tratamentos');
  await expect(linha(page, 'Consulta')).toContainText('R$ 150,00');
  await expect(linha(page, 'Consulta')).toContainText('Ativo');
  await expect(page.getByRole('button', { name: 'Novo Tratamento' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar Consulta' })).toHaveCount(0);

  await page.goto('/pagamentos');
  await expect(linha(page, 'Dinheiro')).toContainText('0%');
  await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir Dinheiro' })).toHaveCount(0);
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('as duas telas e os diálogos cabem em 390 px', async ({ page, request }) => {
    const c = await criarClinica(request);
    const token = await loginViaApi(request, c.email, c.senha);
    const headers = { authorization: `Bearer ${token}` };
    for (const [nome, venda] of [
      ['Clareamento Dental a Laser', 1234.56],
      ['Limpeza', 180],
      ['Extração de Siso', 450.5],
    ] as const)
      await request.post('/api/tratamentos', {
        headers,
        data: { nome, preco_venda: venda, preco_custo: 40, duracao: 45 },
      });
    for (const [nome, tipo, taxa] of [
      ['Cartão de Crédito', 'R', '3,99'],
      ['Boleto', 'D', 1.5],
    ] as const)
      await request.post('/api/tipos_pagamento', { headers, data: { nome, tipo, taxa } });

    await entrar(page, c.email, c.senha, '/tratamentos');
    await expect(linha(page, 'Clareamento Dental a Laser')).toContainText('R$ 1.234,56');
    await capturar(page, 'tratamento/tratamentos-celular');
    await page.getByRole('button', { name: 'Novo Tratamento' }).click();
    await expect(page.getByRole('dialog').getByLabel('Nome do tratamento')).toBeVisible();
    await capturar(page, 'tratamento/tratamento-dialogo-celular');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await capturar(page, 'tratamento/tratamentos-filtros-celular');
    await page.keyboard.press('Escape');

    await page.goto('/pagamentos');
    await expect(linha(page, 'Cartão de Crédito')).toContainText('3,99%');
    await capturar(page, 'tratamento/tipos-pagamento-celular');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByRole('dialog').getByLabel('Título')).toBeVisible();
    await capturar(page, 'tratamento/tipo-pagamento-dialogo-celular');
  });
});
