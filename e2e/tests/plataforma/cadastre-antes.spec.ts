import type { APIRequestContext, Locator } from '@playwright/test';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/*
 * A new clinic's empty pickers (issue 40): each one whose options come from a registry the clinic
 * must fill says what to register first and links there, instead of offering only 'Selecione'.
 * The test clinics start bare (no payment types, categories, treatments or other users).
 */

/** A bare clinic with one expense to settle (its category made through the API). */
async function clinicaComDespesa(request: APIRequestContext) {
  const c = await criarClinica(request, { nome: 'Clínica Recém-Aberta' });
  const token = await loginViaApi(request, c.email, c.senha);
  const h = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: unknown) => {
    const r = await request.post(url, { headers: h, data });
    if (!r.ok()) throw new Error(`POST ${url}: HTTP ${r.status()} ${await r.text()}`);
    return (await r.json()) as { id: number };
  };
  const aluguel = await post('/api/categorias', { nome: 'Aluguel' });
  const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  await post('/api/transacoes', {
    tipo: 'DESPESA',
    descricao: 'Aluguel da sala',
    valor_total: 900,
    id_categoria: aluguel.id,
    id_banco: null,
    vencimento: hoje,
  });
  return c;
}

const aviso = (onde: Locator) => onde.getByTestId('cadastre-antes');

for (const [nome, dispositivo] of [
  ['desktop', {}],
  ['celular', CELULAR],
] as const) {
  test.describe(nome, () => {
    test.use(dispositivo);

    test('Dar Baixa sem tipo de pagamento diz onde cadastrar e leva até lá', async ({ page, request }) => {
      const c = await clinicaComDespesa(request);
      await entrar(page, c.email, c.senha, '/transacoes');
      await page.getByRole('button', { name: 'Dar Baixa' }).first().click();
      const baixa = page.getByRole('dialog', { name: /Dar Baixa/ });
      await expect(aviso(baixa)).toHaveText(
        'Cadastre um tipo de pagamento em Recursos → Tipos de Pagamento.',
      );
      await expect(aviso(baixa)).toHaveCount(1);
      await capturar(page, `cadastre-antes/dar-baixa-${nome}`);
      await aviso(baixa).getByRole('link', { name: 'Recursos → Tipos de Pagamento' }).click();
      await expect(page).toHaveURL(/\/pagamentos$/);
      await expect(page.getByRole('heading', { name: 'Tipos de Pagamento' })).toBeVisible();
    });
  });
}

test('despesa sem categoria, orçamento e agendamento sem tratamento: cada um diz o que cadastrar', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const c = await criarClinica(request, { nome: 'Clínica Vazia' });
  await entrar(page, c.email, c.senha, '/transacoes');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByRole('menuitem', { name: 'Despesa' }).click();
  const despesa = page.getByRole('dialog', { name: 'Nova Despesa' });
  await expect(aviso(despesa)).toHaveText('Cadastre uma categoria de despesa em Recursos → Categorias.');
  await capturar(page, 'cadastre-antes/despesa');
  await aviso(despesa).getByRole('link').click();
  await expect(page).toHaveURL(/\/categorias$/);

  await page.goto('/orcamentos');
  await page.getByRole('button', { name: 'Novo Orçamento' }).click();
  const orcamento = page.getByRole('dialog', { name: 'Novo Orçamento' });
  await expect(orcamento.getByTestId('cadastre-antes').first()).toBeVisible();
  await expect(orcamento).toContainText('Cadastre um tratamento em Recursos → Tratamentos.');
  await capturar(page, 'cadastre-antes/orcamento');

  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  const agendamento = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(agendamento).toContainText('Cadastre um tratamento em Recursos → Tratamentos.');
  await capturar(page, 'cadastre-antes/agendamento');
  await agendamento.getByRole('link', { name: 'Recursos → Tratamentos' }).click();
  await expect(page).toHaveURL(/\/tratamentos$/);
});
