import type { APIRequestContext, Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/** A clinic with a R$ 500,50 budget for Helena, payment types, a category and a bank (REST). */
async function clinicaComOrcamento(request: APIRequestContext) {
  const c = await criarClinica(request);
  const headers = { authorization: `Bearer ${await loginViaApi(request, c.email, c.senha)}` };
  const post = async (url: string, data: unknown) =>
    (await (await request.post(url, { headers, data })).json()).id as number;
  const helena = await post('/api/pacientes', {
    nome: 'Helena Prado',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '10/05/1988',
  });
  const limpeza = await post('/api/tratamentos', {
    nome: 'Limpeza',
    preco_venda: 150,
    preco_custo: 20,
    duracao: 30,
  });
  const clareamento = await post('/api/tratamentos', {
    nome: 'Clareamento Dental',
    preco_venda: 350.5,
    preco_custo: 80,
    duracao: 60,
  });
  const prof = await criarUsuario(request, c.idConta, [], {
    tipo: 'PROFISSIONAL',
    nome: 'Dra. Carla Mendes',
  });
  const orcamento = await post('/api/orcamentos', {
    id_paciente: helena,
    vencimento: '2031-01-31',
    tratamentos: [
      { id_tratamento: limpeza, id_profissional: prof.idUsuario },
      { id_tratamento: clareamento, id_profissional: prof.idUsuario },
    ],
  });
  await post('/api/tipos_pagamento', { nome: 'Pix', tipo: 'R', taxa: 10 });
  await post('/api/tipos_pagamento', { nome: 'Cartão de crédito', tipo: 'R', taxa: 10 });
  await post('/api/tipos_pagamento', { nome: 'Boleto', tipo: 'D', taxa: 0 });
  await post('/api/categorias', { nome: 'Aluguel' });
  await post('/api/bancos', { nome: 'Banco do Brasil' });
  return { ...c, headers, orcamento };
}

const linha = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });

test('uma receita de orçamento paga em duas linhas (uma em 3 parcelas) chega a Pago; uma despesa; o histórico', async ({
  page,
  request,
}) => {
  const c = await clinicaComOrcamento(request);
  await entrar(page, c.email, c.senha);
  await page.getByRole('link', { name: 'Transações' }).first().click();
  await expect(page.getByRole('heading', { name: 'Transações' })).toBeVisible();
  await expect(page.getByText('Nenhuma transação encontrada')).toBeVisible();

  // Receita: patient, then that patient's budget.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByRole('menuitem', { name: 'Receita' }).click();
  const receita = page.getByRole('dialog', { name: 'Nova Receita' });
  await receita.getByRole('button', { name: 'Salvar' }).click();
  await expect(receita.getByText('Campo obrigatório').first()).toBeVisible();
  await receita.getByRole('combobox', { name: 'Paciente' }).fill('helena');
  await page.getByRole('option', { name: /Helena Prado/ }).click();
  await receita
    .getByLabel('Orçamento')
    .selectOption({ label: `Nº ${c.orcamento} · R$ 500,50 · válido até 31/01/2031` });
  await receita.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Receita cadastrada com sucesso!')).toBeVisible();
  const helena = linha(page, 'Helena Prado');
  await expect(helena).toContainText('RECEITA');
  await expect(helena).toContainText('R$ 500,50');

  // Dar Baixa: R$ 200,00 by Pix and R$ 300,50 by card in 3 installments.
  await helena.getByRole('button', { name: 'Dar Baixa' }).click();
  const baixa = page.getByRole('dialog', { name: /Dar Baixa/ });
  // The prefilled line isn't a payment until it has a method: nothing counts yet.
  await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 500,50');
  await baixa.getByLabel('Forma de pagamento 1').selectOption({ label: 'Pix' });
  await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 0,00');
  // The money field takes digits from the right, like a card machine; the focus selects the
  // suggested value, so what is typed replaces it, and it counts once the field is left.
  await baixa.getByLabel('Valor 1').click();
  await baixa.getByLabel('Valor 1').pressSequentially('20000');
  await baixa.getByLabel('Valor 1').press('Tab');
  await expect(baixa.getByTestId('total-ja-pago')).toHaveText('R$ 200,00');
  await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 300,50');
  await baixa.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await expect(baixa.getByLabel('Valor 2')).toHaveValue('R$ 300,50');
  // A line without its method doesn't count; with it, it does.
  await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 300,50');
  await baixa.getByLabel('Forma de pagamento 2').selectOption({ label: 'Cartão de crédito' });
  await baixa.getByLabel('Parcelas 2').fill('3');
  await expect(baixa.getByLabel('Valor da parcela').nth(1)).toHaveValue('3x de R$ 100,17');
  await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 0,00');
  await capturar(page, 'transacao/dar-baixa');
  await baixa.getByRole('button', { name: 'Registrar pagamentos' }).click();
  await expect(page.getByText('Pagamento(s) registrado(s) com sucesso!')).toBeVisible();
  await expect(helena.getByText('Pago', { exact: true })).toBeVisible();
  await expect(helena.getByRole('button', { name: 'Dar Baixa' })).toHaveCount(0);

  // The history: both lines, the installments, who registered them.
  await helena.getByRole('button', { name: /Ações da transação/ }).click();
  await page.getByRole('menuitem', { name: 'Visualizar' }).click();
  const ver = page.getByRole('dialog', { name: /Transação nº/ });
  await expect(ver.getByRole('row').filter({ hasText: 'Cartão de crédito' })).toContainText('3x');
  await expect(ver.getByRole('row').filter({ hasText: 'Pix' })).toContainText('R$ 200,00');
  await ver.getByRole('button', { name: 'Fechar' }).last().click();

  // Despesa: due today by default, the category picked, no bank.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByRole('menuitem', { name: 'Despesa' }).click();
  const despesa = page.getByRole('dialog', { name: 'Nova Despesa' });
  await despesa.getByLabel('Descrição').fill('Aluguel de novembro');
  await despesa.getByLabel('Valor').pressSequentially('250000');
  await despesa.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Aluguel' }).click();
  await despesa.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Despesa cadastrada com sucesso!')).toBeVisible();
  await expect(linha(page, 'Aluguel de novembro')).toContainText('R$ 2.500,00');

  // Totals of the filtered set, then the type filter.
  const totais = page.getByLabel('Totais do filtro');
  await expect(totais).toContainText('R$ 500,50');
  await expect(totais).toContainText('R$ 2.500,00');
  await capturar(page, 'transacao/lista');
  await page.getByLabel('Tipo').selectOption('DESPESA');
  await expect(linha(page, 'Helena Prado')).toHaveCount(0);
  await expect(linha(page, 'Aluguel de novembro')).toBeVisible();
  await page.getByPlaceholder('Buscar por ID ou paciente...').fill('helena');
  await expect(page.getByText('Nenhuma transação encontrada')).toBeVisible();
});

test.describe('no celular', () => {
  test.use(CELULAR);
  test('a lista e o Dar Baixa cabem em 390 px', async ({ page, request }) => {
    const c = await clinicaComOrcamento(request);
    await request.post('/api/transacoes', {
      headers: c.headers,
      data: { tipo: 'RECEITA', id_orcamento: c.orcamento, vencimento: '2031-01-10' },
    });
    await entrar(page, c.email, c.senha, '/transacoes');
    const helena = linha(page, 'Helena Prado');
    await expect(helena).toContainText('R$ 500,50');
    await capturar(page, 'transacao/lista-celular');
    // On the phone the row's menu column is hidden: the name opens the details.
    await helena.getByRole('button', { name: 'Helena Prado' }).click();
    const ver = page.getByRole('dialog', { name: /Transação nº/ });
    await expect(ver.getByText('Nenhum pagamento registrado.')).toBeVisible();
    await ver.getByRole('button', { name: 'Fechar' }).last().click();
    await helena.getByRole('button', { name: 'Dar Baixa' }).click();
    const baixa = page.getByRole('dialog', { name: /Dar Baixa/ });
    // The suggested value is selected on focus: typing replaces it.
    await baixa.getByLabel('Forma de pagamento 1').selectOption({ label: 'Pix' });
    const valor1 = baixa.getByLabel('Valor 1');
    await valor1.click();
    expect(await valor1.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([
      0,
      'R$ 500,50'.length,
    ]);
    await valor1.pressSequentially('200');
    await expect(valor1).toHaveValue('R$ 2,00');
    // Half-typed: the totals still read what the line held when the field was entered.
    await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 0,00');
    await valor1.pressSequentially('00');
    await valor1.press('Tab');
    await expect(baixa.getByTestId('total-ja-pago')).toHaveText('R$ 200,00');
    await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 300,50');
    // A new line suggests the rest; without its method it doesn't count.
    await baixa.getByRole('button', { name: 'Adicionar pagamento' }).click();
    await expect(baixa.getByLabel('Valor 2')).toHaveValue('R$ 300,50');
    await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 300,50');
    await capturar(page, 'transacao/dar-baixa-celular');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
