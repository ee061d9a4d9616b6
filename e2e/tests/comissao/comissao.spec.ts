import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

const NOMES_MES = [
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

/** Today at the clinic (São Paulo), 'YYYY-MM-DD': a payment can't be dated after it. */
const hoje = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const emDias = (dias: number) =>
  new Date(Date.now() + dias * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const mesDe = (dia: string) => dia.slice(0, 7);
const nomeDoMes = (mes: string) => `${NOMES_MES[Number(mes.slice(5, 7)) - 1]} de ${mes.slice(0, 4)}`;
const br = (dia: string) => dia.split('-').reverse().join('/');

/**
 * Through the REST API, as the clinic would: Pix at 10% commission, a budget for Helena
 * (Limpeza R$ 150,00 with Dra. Carla, Clareamento R$ 350,50 with Dr. Rafael), its revenue and
 * one R$ 500,50 payment today. The commissions: R$ 15,00 and R$ 35,05.
 */
async function clinicaComComissoes(request: APIRequestContext) {
  const c = await criarClinica(request, { nome: 'Clínica Sorriso Pleno' });
  const headers = { authorization: `Bearer ${await loginViaApi(request, c.email, c.senha)}` };
  const post = async (url: string, data: unknown) => {
    const r = await request.post(url, { headers, data });
    expect(r.ok(), `${url}: ${await r.text()}`).toBe(true);
    return r.json();
  };
  const carla = await criarUsuario(request, c.idConta, [], {
    tipo: 'PROFISSIONAL',
    nome: 'Dra. Carla Mendes',
  });
  const rafael = await criarUsuario(request, c.idConta, [], {
    tipo: 'PROFISSIONAL',
    nome: 'Dr. Rafael Lima',
  });
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
  const pix = await post('/api/tipos_pagamento', { nome: 'Pix', tipo: 'R', taxa: 10 });
  const orcamento = await post('/api/orcamentos', {
    id_paciente: helena.id,
    vencimento: emDias(30),
    tratamentos: [
      { id_tratamento: limpeza.id, id_profissional: carla.idUsuario },
      { id_tratamento: clareamento.id, id_profissional: rafael.idUsuario },
    ],
  });
  const receita = await post('/api/transacoes', {
    tipo: 'RECEITA',
    id_orcamento: orcamento.id,
    vencimento: hoje(),
  });
  await post(`/api/transacoes/pagamentos/${receita.id}`, [
    { id_tipo_pagamento: pix.id, valor: 500.5, data: hoje(), qnt_parcelas: 1 },
  ]);
  return { ...c, carla, rafael, idReceita: receita.id as number };
}

const linha = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });

test('o ADM vê as comissões do mês por profissional, abre os lançamentos e exporta o CSV', async ({
  page,
  request,
}) => {
  const c = await clinicaComComissoes(request);
  const mes = mesDe(hoje());
  await entrar(page, c.email, c.senha);
  await page.getByRole('link', { name: 'Comissões' }).first().click();
  await expect(page).toHaveURL(/\/comissoes$/);
  await expect(page.getByRole('heading', { name: 'Comissões' })).toBeVisible();
  await expect(page.getByTestId('mes-comissoes')).toHaveText(nomeDoMes(mes));

  await expect(linha(page, 'Dra. Carla Mendes')).toContainText('R$ 15,00');
  await expect(linha(page, 'Dra. Carla Mendes')).toContainText('R$ 150,00');
  await expect(linha(page, 'Dr. Rafael Lima')).toContainText('R$ 35,05');
  const total = linha(page, 'Total');
  await expect(total).toContainText('R$ 500,50');
  await expect(total).toContainText('R$ 50,05');
  await capturar(page, 'comissao/lista');

  await page.getByRole('button', { name: 'Ver lançamentos de Dra. Carla Mendes' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Comissões de Dra. Carla Mendes' });
  const lancamento = dialogo.getByRole('row').filter({ hasText: 'Helena Prado' });
  await expect(lancamento).toContainText('Limpeza');
  await expect(lancamento).toContainText('Pix');
  await expect(lancamento).toContainText('taxa 10%');
  await expect(lancamento).toContainText('R$ 15,00');
  await expect(lancamento).toContainText(br(hoje()));
  await capturar(page, 'comissao/lancamentos');
  await dialogo.getByRole('button', { name: 'Fechar' }).last().click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`comissoes_${mes}.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFData;Profissional;Paciente;Transação;Tratamento;')).toBe(true);
  expect(csv).toContain(
    `${br(hoje())};Dra. Carla Mendes;Helena Prado;${c.idReceita};Limpeza;Pix;10,00;150,00;15,00`,
  );
  expect(csv).toContain(
    `${br(hoje())};Dr. Rafael Lima;Helena Prado;${c.idReceita};Clareamento Dental;Pix;10,00;350,50;35,05`,
  );

  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(page.getByText('Nenhuma comissão neste mês')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeEnabled();
  await capturar(page, 'comissao/vazio');
  await page.getByRole('button', { name: 'Mês atual' }).click();
  await expect(page.getByTestId('mes-comissoes')).toHaveText(nomeDoMes(mes));
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mês atual' })).toHaveCount(0);
});

test('um PROFISSIONAL vê a página só com as próprias comissões', async ({ page, request }) => {
  const c = await clinicaComComissoes(request);
  await entrar(page, c.carla.email, c.carla.senha);
  await page.getByRole('link', { name: 'Comissões' }).first().click();
  await expect(page.getByRole('heading', { name: 'Minhas comissões' })).toBeVisible();
  await expect(linha(page, 'Dra. Carla Mendes')).toContainText('R$ 15,00');
  await expect(page.getByText('Dr. Rafael Lima')).toHaveCount(0);
  await expect(linha(page, 'Total')).toContainText('R$ 15,00');
  await capturar(page, 'comissao/profissional');
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('a tabela e os lançamentos cabem em 390 px', async ({ page, request }) => {
    const c = await clinicaComComissoes(request);
    await entrar(page, c.email, c.senha, '/comissoes');
    await expect(linha(page, 'Dra. Carla Mendes')).toContainText('R$ 15,00');
    await expect(linha(page, 'Total')).toContainText('R$ 50,05');
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
    await capturar(page, 'comissao/lista-celular');
    await page.getByRole('button', { name: 'Ver lançamentos de Dr. Rafael Lima' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Comissões de Dr. Rafael Lima' });
    await expect(dialogo.getByRole('row').filter({ hasText: 'Helena Prado' })).toContainText('R$ 35,05');
    await capturar(page, 'comissao/lancamentos-celular');
  });
});
