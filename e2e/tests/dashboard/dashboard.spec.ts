import type { APIRequestContext, Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/*
 * The dashboard with real figures: a clinic's month built through the REST API (budgets,
 * revenues and expenses, payments), then the cards read as the staff see them.
 */

const hojeSp = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
/** The day before the 1st of this month: a payment there belongs to the previous month. */
const fimDoMesAnterior = (hoje: string) => {
  const [a, m] = hoje.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(a, m - 1, 0)).toISOString().slice(0, 10);
};
const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const nomeDoMes = (dia: string) => `${MESES[Number(dia.slice(5, 7)) - 1]} de ${dia.slice(0, 4)}`;

async function postar<T = { id: number }>(
  request: APIRequestContext,
  headers: object,
  url: string,
  data: unknown,
) {
  const r = await request.post(url, { headers: headers as Record<string, string>, data });
  if (!r.ok()) throw new Error(`POST ${url}: HTTP ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}

/**
 * This month: Helena's R$ 500,50 revenue half paid today (R$ 300,00); João's R$ 150,00 revenue
 * due today but paid at the end of last month; a R$ 250,00 rent paid R$ 200,00 today; R$ 80,00
 * of energy not paid. Helena's birthday is this month.
 */
async function clinicaComMovimento(request: APIRequestContext) {
  const c = await criarClinica(request, { nome: 'Clínica Sorriso Pleno' });
  const token = await loginViaApi(request, c.email, c.senha);
  const h = { authorization: `Bearer ${token}` };
  const hoje = hojeSp();
  const [ano, mes] = hoje.split('-');
  const paciente = (nome: string, nascimento: string) =>
    postar(request, h, '/api/pacientes', { nome, celular: '11987654321', sexo: 'Feminino', nascimento });
  const helena = await paciente('Helena Prado', `10/${mes}/1988`);
  const joao = await paciente('João Conceição', mes === '01' ? '05/02/1979' : '05/01/1979');
  const tratamento = (nome: string, preco_venda: number) =>
    postar(request, h, '/api/tratamentos', { nome, preco_venda, preco_custo: 20, duracao: 30 });
  const limpeza = await tratamento('Limpeza', 150);
  const clareamento = await tratamento('Clareamento Dental', 350.5);
  const prof = await criarUsuario(request, c.idConta, [], {
    tipo: 'PROFISSIONAL',
    nome: 'Dra. Carla Mendes',
  });
  const vencimento = `${Number(ano) + 1}-12-31`;
  const orcamento = (id_paciente: number, tratamentos: number[]) =>
    postar(request, h, '/api/orcamentos', {
      id_paciente,
      vencimento,
      tratamentos: tratamentos.map((id_tratamento) => ({ id_tratamento, id_profissional: prof.idUsuario })),
    });
  const pix = await postar(request, h, '/api/tipos_pagamento', { nome: 'Pix', tipo: 'R', taxa: 0 });
  const boleto = await postar(request, h, '/api/tipos_pagamento', { nome: 'Boleto', tipo: 'D', taxa: 0 });
  const aluguel = await postar(request, h, '/api/categorias', { nome: 'Aluguel' });
  const pagar = (id: number, id_tipo_pagamento: number, valor: number, data: string) =>
    postar(request, h, `/api/transacoes/pagamentos/${id}`, [
      { id_tipo_pagamento, valor, data, qnt_parcelas: 1 },
    ]);
  const receita = async (id_paciente: number, tratamentos: number[]) =>
    postar(request, h, '/api/transacoes', {
      tipo: 'RECEITA',
      id_orcamento: (await orcamento(id_paciente, tratamentos)).id,
      vencimento: hoje,
      observacao: 'Pagamento combinado na recepção',
    });
  const despesa = (descricao: string, valor_total: number) =>
    postar(request, h, '/api/transacoes', {
      tipo: 'DESPESA',
      descricao,
      valor_total,
      id_categoria: aluguel.id,
      id_banco: null,
      vencimento: hoje,
    });

  await pagar((await receita(helena.id, [limpeza.id, clareamento.id])).id, pix.id, 300, hoje);
  await pagar((await receita(joao.id, [limpeza.id])).id, pix.id, 150, fimDoMesAnterior(hoje));
  await pagar((await despesa('Aluguel do consultório', 250)).id, boleto.id, 200, hoje);
  await despesa('Conta de energia', 80);
  // Stock: 4 gloves against a minimum of 10, in a lot expiring in 20 days.
  const luva = await postar(request, h, '/api/produtos', { nome: 'Luva nitrílica', qnt_minima: 10 });
  const em20dias = new Date(Date.parse(`${hoje}T12:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
  const r = await request.post('/api/movimentacoes', {
    headers: h,
    data: { id_produto: luva.id, tipo: 'ENTRADA', quantidade: 4, preco_custo: 2.5, vencimento: em20dias },
  });
  expect(r.status()).toBe(200);
  return { ...c, hoje };
}

const metrica = (page: Page, id: string) => page.getByTestId(`metrica-${id}`);
const detalhe = (page: Page, id: string) => page.getByTestId(`detalhe-${id}`);

async function conferirMesAtual(page: Page) {
  await expect(metrica(page, 'receita-bruta')).toContainText('R$ 300,00');
  await expect(metrica(page, 'despesa')).toContainText('R$ 200,00');
  await expect(metrica(page, 'receita-liquida')).toContainText('R$ 100,00');
  await expect(metrica(page, 'percentual')).toContainText('33,3%');
  await expect(detalhe(page, 'receita-bruta')).toContainText('A ReceberR$ 200,50');
  await expect(detalhe(page, 'receita-bruta')).toContainText('PrevistoR$ 650,50');
  await expect(detalhe(page, 'despesa')).toContainText('A PagarR$ 130,00');
  await expect(detalhe(page, 'despesa')).toContainText('PrevistoR$ 330,00');
  await expect(detalhe(page, 'saldo')).toContainText('PendenteR$ 70,50');
  await expect(detalhe(page, 'saldo')).toContainText('PrevistoR$ 320,50');
}

test('o dashboard mostra os números reais do mês, navega entre meses e o gráfico carrega à parte', async ({
  page,
  request,
}) => {
  const c = await clinicaComMovimento(request);
  await entrar(page, c.email, c.senha);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(nomeDoMes(c.hoje), { exact: true })).toBeVisible();
  await conferirMesAtual(page);
  const alertas = page.getByRole('region', { name: 'Alertas de estoque' });
  await expect(alertas).toContainText('1 lote vence em até 30 dias');
  await expect(alertas).toContainText('1 produto abaixo do mínimo');

  const pacientes = page.getByTestId('tabela-pacientes');
  await expect(pacientes.getByRole('row', { name: /Total cadastrados/ })).toContainText('2');
  await expect(pacientes.getByRole('row', { name: /Novos no mês/ })).toContainText('2');
  await expect(pacientes.getByRole('row', { name: /Aniversariantes do mês/ })).toContainText('1');
  await expect(pacientes.getByRole('row', { name: /Atendidos nos últimos 6 meses/ })).toContainText('0');
  await expect(pacientes.getByRole('row', { name: /Com débitos pendentes/ })).toContainText('1');
  // The chart loads when its card nears the screen (issue 22), as a person scrolling to it.
  await page.getByText('Receitas e despesas', { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('figure', { name: 'Receitas e despesas dos últimos 12 meses' })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acesso rápido' })).toBeVisible();
  await capturar(page, 'dashboard/mes-atual');

  // João's payment at the end of last month counts there, not here.
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(page.getByText(nomeDoMes(fimDoMesAnterior(c.hoje)), { exact: true })).toBeVisible();
  await expect(metrica(page, 'receita-bruta')).toContainText('R$ 150,00');
  await expect(metrica(page, 'despesa')).toContainText('R$ 0,00');
  await expect(metrica(page, 'percentual')).toContainText('100%');
  await expect(detalhe(page, 'receita-bruta')).toContainText('Nada vence neste mês');
  await capturar(page, 'dashboard/mes-anterior');
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(metrica(page, 'percentual')).toContainText('—');
  // The stock alert doesn't depend on the month.
  await expect(page.getByRole('region', { name: 'Alertas de estoque' })).toContainText(
    '1 lote vence em até 30 dias',
  );
  await page.getByRole('button', { name: 'Mês atual' }).click();
  await expect(page.getByText(nomeDoMes(c.hoje), { exact: true })).toBeVisible();
  await conferirMesAtual(page);
  await expect(page.getByRole('button', { name: 'Mês atual' })).toHaveCount(0);
});

test('sem permissão de financeiro não aparece dinheiro nenhum; a tabela de pacientes continua', async ({
  page,
  request,
}) => {
  const c = await clinicaComMovimento(request);
  const recepcao = await criarUsuario(request, c.idConta, ['PACIENTES_LISTAR'], { nome: 'Rita Recepção' });
  await entrar(page, recepcao.email, recepcao.senha);
  await expect(page.getByTestId('tabela-pacientes')).toContainText('Total cadastrados');
  await expect(page.getByTestId('metrica-receita-bruta')).toHaveCount(0);
  await expect(page.getByText('R$')).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Alertas de estoque' })).toHaveCount(0);
  await capturar(page, 'dashboard/sem-financeiro');
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('390 px: os cartões empilham e os valores cabem', async ({ page, request }) => {
    const c = await clinicaComMovimento(request);
    await entrar(page, c.email, c.senha);
    await conferirMesAtual(page);
    await page.getByText('Receitas e despesas', { exact: true }).scrollIntoViewIfNeeded();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
    const [a, b] = await Promise.all([
      metrica(page, 'receita-bruta').boundingBox(),
      metrica(page, 'despesa').boundingBox(),
    ]);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    await capturar(page, 'dashboard/celular');
  });
});
