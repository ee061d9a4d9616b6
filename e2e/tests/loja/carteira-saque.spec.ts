import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar as entrarNaClinica } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

type Pessoa = { email: string; senha: string; nome: string };
type LojaComDinheiro = { operador: Pessoa; dono: Pessoa; loja: { id: number; nome: string } };

/** A clinic with a store operator and an owner whose store has R$ 500,00 available and R$ 120,00 to release. */
async function lojaComDinheiro(request: APIRequestContext): Promise<LojaComDinheiro> {
  const r = await request.post('/__e2e/loja-carteira', { data: {} });
  expect(r.ok(), await r.text()).toBe(true);
  return r.json();
}

async function entrar(page: Page, p: Pessoa) {
  await page.context().clearCookies();
  await entrarNaClinica(page, p.email, p.senha);
}

const cartao = (page: Page, titulo: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: titulo }) });

test('o dono pede um saque, o operador aprova, a carteira é debitada; relatório de pedidos em CSV', async ({
  page,
  request,
}) => {
  const c = await lojaComDinheiro(request);

  // The owner: the wallet's cards, the dialog's messages, the request.
  await entrar(page, c.dono);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Carteira', level: 1 })).toBeVisible();
  await expect(cartao(page, 'Saldo disponível')).toContainText('R$ 500,00');
  await expect(cartao(page, 'A liberar')).toContainText('R$ 120,00');
  await expect(page.getByRole('table', { name: 'Histórico da carteira' }).getByRole('row')).toHaveCount(4);
  await capturar(page, 'loja/carteira');

  await page.getByRole('button', { name: 'Solicitar saque' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Solicitar saque' });
  await dialogo.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(dialogo.getByText('Informe um valor para solicitar o saque')).toBeVisible();
  await dialogo.getByLabel('Valor do saque (R$)').fill('600');
  await dialogo.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(dialogo.getByText('Saldo insuficiente para realizar a solicitação de saque')).toBeVisible();
  // A Brazilian's decimal comma.
  await dialogo.getByLabel('Valor do saque (R$)').fill('150,50');
  await dialogo.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(page.getByText('Solicitação de saque enviada com sucesso')).toBeVisible();
  // Closed, and out of the page once its fade-out ends.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'aguardando a análise' })).toContainText(
    'R$ 150,50',
  );
  await expect(page.getByRole('button', { name: 'Solicitar saque' })).toBeDisabled();
  await expect(page.getByRole('table', { name: 'Solicitações de saque' })).toContainText('Pendente');
  await capturar(page, 'loja/carteira-saque-pendente');

  // The operator: the request in the list, approved after the confirm.
  await entrar(page, c.operador);
  await page.goto('/adm/withdraws');
  const linha = page.getByRole('row').filter({ hasText: c.loja.nome });
  await expect(linha).toContainText('R$ 150,50');
  await expect(linha).toContainText('R$ 500,00');
  await expect(linha).toContainText('529.982.247-25');
  await capturar(page, 'loja/saques-admin');
  await linha.getByRole('button', { name: `Aprovar saque de ${c.loja.nome}` }).click();
  const confirmar = page.getByRole('dialog', { name: 'Aprovar saque' });
  await expect(confirmar).toContainText('O valor será debitado da carteira da loja.');
  await confirmar.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Saque aprovado com sucesso')).toBeVisible();
  await expect(linha).toContainText('Aprovado');
  await expect(linha.getByRole('button', { name: /Aprovar/ })).toHaveCount(0);
  await expect(linha).toContainText('R$ 349,50');

  // The store's access log records both steps.
  await page.goto('/adm/logs');
  const logs = page.getByRole('table', { name: 'Logs de acesso' });
  await expect(logs).toContainText(/Saque #\d+ de R\$ 150,50 aprovado/);
  await expect(logs).toContainText(/Saque #\d+ de R\$ 150,50 solicitado/);
  await capturar(page, 'loja/logs');

  // The orders report of the current month, downloaded as CSV.
  await page.goto('/adm/orders');
  await expect(page.getByRole('table', { name: 'Pedidos' }).getByRole('row')).toHaveCount(4);
  await capturar(page, 'loja/pedidos');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^relatorio_pedidos_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
  const linhas = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(linhas[0]).toBe(
    '\uFEFFCodigo_Pedido;Comprador;Comprador_Telefone;Loja;Subtotal;Frete;Total;Preco_Custo;Taxa_Transacao;Comissao_Franqueado;Comissao_Sistema;Data_Pedido;Comissao_Repassada;link',
  );
  expect(linhas.filter((l) => l.startsWith('PED'))).toHaveLength(3);
  expect(linhas.find((l) => l.includes('Bruno'))).toContain(
    `"Bruno; ""Comprador""";5511987654321;${c.loja.nome};200,00;`,
  );

  // The owner again: the balance after the debit, the debit first in the history.
  await entrar(page, c.dono);
  await page.goto('/wallet');
  await expect(cartao(page, 'Saldo disponível')).toContainText('R$ 349,50');
  await expect(
    page.getByRole('table', { name: 'Histórico da carteira' }).getByRole('row').nth(1),
  ).toContainText('R$ 150,50');
  await expect(page.getByRole('button', { name: 'Solicitar saque' })).toBeEnabled();
});

test('o operador cadastra um assessor e o vê no relatório de assessores', async ({ page, request }) => {
  const c = await lojaComDinheiro(request);
  await entrar(page, c.operador);
  await page.goto('/adm/users');
  const tabela = page.getByRole('table', { name: 'Assessores' });
  await expect(tabela).toContainText('Davi Dono');
  await page.getByRole('button', { name: 'Novo Assessor' }).click();
  const d = page.getByRole('dialog', { name: 'Novo Assessor' });
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d.getByText('Preencha o campo Nome')).toBeVisible();
  await expect(d.getByText('Preencha o campo E-mail')).toBeVisible();
  await expect(d.getByText('Preencha o campo WhatsApp')).toBeVisible();
  await expect(d.getByText('Preencha o campo Senha')).toBeVisible();
  await d.getByLabel('Nome').fill('Rita Assessora');
  await d.getByLabel('E-mail').fill(`rita-${Date.now()}@exemplo.com`);
  await d.getByLabel('WhatsApp').fill('(11) 97777-6666');
  await d.getByLabel('Senha').fill('senha-da-rita-2026');
  await capturar(page, 'loja/novo-assessor');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Assessor cadastrado com sucesso!')).toBeVisible();
  await expect(tabela).toContainText('Rita Assessora');
  await expect(tabela).toContainText('5511977776666');
  await capturar(page, 'loja/assessores');
  await page.goto('/adm/payments');
  await expect(page.getByText('Nenhum registro no período')).toBeVisible();
  await capturar(page, 'loja/pagamentos');
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('carteira, saques, logs e pedidos cabem em 390 px', async ({ page, request }) => {
    const c = await lojaComDinheiro(request);
    await entrar(page, c.dono);
    await page.goto('/wallet');
    await expect(cartao(page, 'Saldo disponível')).toContainText('R$ 500,00');
    await capturar(page, 'loja/carteira-celular');
    await entrar(page, c.operador);
    await page.goto('/adm/orders');
    await expect(page.getByText('Ana Compradora')).toBeVisible();
    await capturar(page, 'loja/pedidos-celular');
    // A pending request (through the REST API, as an old client would) for the operator's list.
    const login = await request.post('/api/login', { data: { email: c.dono.email, senha: c.dono.senha } });
    const token = (await login.json()).token as string;
    const saque = await request.post('/api/loja/wallet/withdraw', {
      headers: { authorization: `Bearer ${token}` },
      data: { value: 80.25 },
    });
    expect(saque.status()).toBe(201);
    await page.goto('/adm/withdraws');
    await expect(page.getByText('R$ 80,25')).toBeVisible();
    await capturar(page, 'loja/saques-celular');
    await page.goto('/adm/logs');
    await expect(page.getByText(/Saque #\d+ de R\$ 80,25 solicitado/)).toBeVisible();
    await capturar(page, 'loja/logs-celular');
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
  });
});
