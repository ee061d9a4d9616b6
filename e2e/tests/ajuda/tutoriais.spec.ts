import { VERSAO_APP } from '@clinica/contracts';
import type { Page } from '@playwright/test';
import { criarClinica, criarUsuario } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { expect, test } from '../../fixtures/teste';

/*
 * The tutorials and the help page: the guides built from docs/guias, their search (accents and
 * case ignored, kept in the address), a guide with its pictures and in-app links, the help
 * page's questions, an empty state's link, and both pages for a user without any permission
 * and for a clinic whose subscription was cancelled.
 */

async function entrar(page: Page, email: string, senha: string) {
  await page.addInitScript((v) => localStorage.setItem('lastNewsVersion', v), VERSAO_APP);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/(home|planos)$/);
}

const semRolagemLateral = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('tutoriais: busca, guia com imagens e links, ajuda, estado vazio', async ({ page, request }) => {
  const c = await criarClinica(request, { nome: 'Clínica Boa Vista' });
  await entrar(page, c.email, c.senha);

  // From the menu: the eight guides, in order.
  await page.getByRole('link', { name: 'Tutoriais' }).first().click();
  await expect(page).toHaveURL(/\/tutoriais$/);
  await expect(page.getByRole('heading', { name: 'Tutoriais', level: 1 })).toBeVisible();
  const cartoes = page.getByRole('main').getByRole('listitem');
  await expect(cartoes).toHaveCount(8);
  await expect(cartoes.first()).toContainText('Primeiros passos da clínica');
  await capturar(page, 'ajuda/tutoriais-desktop');

  // Without accents or capitals: 'ORCAMENTO' finds 'orçamento', marked, and the address keeps it.
  const busca = page.getByRole('searchbox', { name: 'Pesquisar nos tutoriais' });
  await busca.fill('ORCAMENTO');
  const resultados = page.getByRole('region', { name: 'Resultados nos tutoriais' });
  await expect(resultados.getByRole('link').first()).toContainText('Do orçamento ao financeiro');
  await expect(resultados.locator('mark').first()).toHaveText(/^orçamento$/i);
  await expect(page).toHaveURL(/\/tutoriais\?q=ORCAMENTO$/);
  await expect(page.getByText(/\d+ resultados? para ORCAMENTO/)).toBeAttached();

  // Every word must be in the guide: two words narrow it to the signing guide's sections.
  await busca.fill('whatsapp comprovação');
  await expect(resultados.getByRole('link').first()).toContainText('Termo assinado pelo celular');
  for (const link of await resultados.getByRole('link').all()) {
    await expect(link).toContainText('Termo assinado pelo celular');
  }
  await capturar(page, 'ajuda/busca-desktop');
  await resultados.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tutoriais\/assinatura-whatsapp#/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Termo assinado pelo celular, com link no WhatsApp',
  );
  // The pictures are in the bundle and load (not the caption alone).
  const foto = page.getByRole('img', { name: 'Página de assinatura aberta no celular do paciente' });
  await foto.scrollIntoViewIfNeeded();
  await expect
    .poll(() => foto.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: 'Nesta página' })).toContainText('4. O paciente assina');
  await capturar(page, 'ajuda/guia-desktop');

  // Back: the search is still there.
  await page.goBack();
  await expect(busca).toHaveValue('whatsapp comprovação');
  await busca.fill('xyzqw');
  await expect(page.getByText('Nenhum resultado para “xyzqw”')).toBeVisible();

  // A link inside a guide moves inside the app, without reloading it.
  await page.goto('/tutoriais/primeiros-passos');
  await page.evaluate(() => {
    (window as unknown as { semRecarregar: boolean }).semRecarregar = true;
  });
  await page.getByRole('article').getByRole('link', { name: 'Minha Conta' }).click();
  await expect(page).toHaveURL(/\/conta$/);
  expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(
    true,
  );

  // An unknown guide.
  await page.goto('/tutoriais/nao-existe');
  await expect(page.getByText('Tutorial não encontrado')).toBeVisible();

  // Help: the search opens only the matching questions, and lists the guides too.
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Ajuda', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Como instalo a Clínica no celular?' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('searchbox', { name: 'Pesquisar na ajuda' }).fill('tela de inicio');
  const pergunta = page.getByRole('button', { name: 'Como instalo a Clínica no celular?' });
  await expect(pergunta).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Adicionar à Tela de\s+Início/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Posso alterar um documento depois de assinado?' }),
  ).toHaveCount(0);
  await expect(page.getByText(`versão ${VERSAO_APP}`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar na ajuda' }).fill('lembretes');
  await expect(
    page.getByRole('button', { name: 'Os lembretes de consulta vão pelo WhatsApp?' }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('region', { name: 'Resultados nos tutoriais' }).getByRole('link').first(),
  ).toContainText('Agenda e lembretes pelo WhatsApp');
  await capturar(page, 'ajuda/help-desktop');

  // An empty list links to its guide.
  await page.goto('/pacientes');
  await page.getByRole('tab', { name: 'Lista' }).click();
  await page.getByRole('link', { name: 'Como cadastrar um paciente' }).click();
  await expect(page).toHaveURL(/\/tutoriais\/cadastrar-paciente$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastrar um paciente');

  // The phone: the guide and the help page fit 390 px.
  await page.setViewportSize(CELULAR.viewport);
  await page.goto('/tutoriais/assinatura-whatsapp');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await semRolagemLateral(page)).toBe(true);
  await capturar(page, 'ajuda/guia-390');
  await page.goto('/tutoriais');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(8);
  expect(await semRolagemLateral(page)).toBe(true);
  await capturar(page, 'ajuda/tutoriais-390');
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
  expect(await semRolagemLateral(page)).toBe(true);
  await capturar(page, 'ajuda/help-390');
});

test('tutoriais e ajuda abrem para quem não tem permissão alguma e com a assinatura cancelada', async ({
  page,
  request,
}) => {
  const c = await criarClinica(request, { nome: 'Clínica Horizonte', cobranca: 'canceled' });
  const u = await criarUsuario(request, c.idConta, [], { nome: 'Recepção Sem Acesso' });
  await entrar(page, u.email, u.senha);
  await page.goto('/tutoriais/agenda');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda e lembretes pelo WhatsApp');
  await page.goto('/help');
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
});
