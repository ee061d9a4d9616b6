import type { Page } from '@playwright/test';
import { criarClinica, criarUsuario, definirCobranca } from '../../fixtures/api';
import { capturar } from '../../fixtures/screenshots';
import { entrarPelaTela } from '../../fixtures/sessao';
import { expect, prepararDispositivo, test } from '../../fixtures/teste';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('o ADM vê o menu completo, e o item ativo acompanha o caminho', async ({ page, request }) => {
  const c = await criarClinica(request);
  await entrarPelaTela(page, c.email, c.senha);
  await expect(menu(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Pacientes',
    'Agenda',
    'Retornos',
    'Perfis',
    'Usuários',
    'Produtos',
    'Estoque',
    'Orçamentos',
    'Transações',
    'Comissões',
    'Tratamentos',
    'Bancos',
    'Categorias',
    'Tipos de Pagamento',
    'Termos',
    'Questões Anamnese',
    'Modelos Anamnese',
    'Planos',
    'Minha Conta',
    'Tutoriais',
    'Ajuda',
  ]);
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // The tab says which screen it is (issue 33), from the route table's title.
  await expect(page).toHaveTitle('Dashboard — Clínica');
  await capturar(page, 'home-adm');
  await menu(page).getByRole('link', { name: 'Planos' }).click();
  await expect(page).toHaveURL(/\/planos$/);
  await expect(page).toHaveTitle('Planos e Assinaturas — Clínica');
  await menu(page).getByRole('link', { name: 'Produtos' }).click();
  await expect(page).toHaveTitle('Produtos — Clínica');
  await menu(page).getByRole('link', { name: 'Planos' }).click();
  await expect(menu(page).getByRole('link', { name: 'Planos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Ativa')).toBeVisible();
});

test('o menu mostra só o que o perfil permite; o grupo Recursos aparece com um filho visível', async ({
  page,
  request,
}) => {
  const c = await criarClinica(request);
  const recepcao = await criarUsuario(request, c.idConta, ['PACIENTES_LISTAR']);
  await entrarPelaTela(page, recepcao.email, recepcao.senha);
  await expect(menu(page).getByRole('link')).toHaveText(['Dashboard', 'Pacientes', 'Tutoriais', 'Ajuda']);
  await expect(menu(page).getByRole('button', { name: 'Recursos' })).toHaveCount(0);

  // A screen the profile does not allow is refused even when typed in the address bar.
  await page.goto('/perfis');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menuitem', { name: 'Minha conta' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const financeiro = await criarUsuario(request, c.idConta, [
    'BANCOS_LISTAR',
    'FINANCEIRO_LISTAR_TRANSACOES',
  ]);
  // Another person at the same computer: the session cookies and the stored user go.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('userData'));
  await entrarPelaTela(page, financeiro.email, financeiro.senha);
  await expect(menu(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Transações',
    'Comissões',
    'Bancos',
    'Tutoriais',
    'Ajuda',
  ]);
  await expect(menu(page).getByRole('button', { name: 'Recursos' })).toBeVisible();
});

test('sair encerra a sessão com a mensagem do spec', async ({ page, request }) => {
  const c = await criarClinica(request);
  await entrarPelaTela(page, c.email, c.senha);
  // The user menu (Headless UI's Menu and @floating-ui) is not part of the first screen: it loads
  // when its button is approached, here by the keyboard, and Enter opens it once it has loaded.
  const scriptsDoMenu = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((e) => /\/menu-usuario-[\w-]+\.js$/.test(e.name))
          .length,
    );
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await scriptsDoMenu()).toBe(0);
  await page.getByRole('button', { name: 'Menu do usuário' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await scriptsDoMenu()).toBe(1);
  await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sessão encerrada com sucesso')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  // The server cleared both cookies on logout.
  expect((await page.context().cookies()).filter((k) => k.name === 'sessao' || k.name === 'csrf')).toEqual(
    [],
  );
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('sair de todos os dispositivos encerra a sessão do outro aparelho também', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two log-ins in two browser contexts
  const c = await criarClinica(request);
  // The same person logged in on a phone (another browser context: its own storage).
  const celular = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  await prepararDispositivo(celular);
  const outro = await celular.newPage();
  await entrarPelaTela(outro, c.email, c.senha);
  await entrarPelaTela(page, c.email, c.senha);

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair de todos os dispositivos' }).click();
  const dlg = page.getByRole('dialog', { name: 'Sair de todos os dispositivos' });
  await expect(dlg.getByText('inclusive esta')).toBeVisible();
  await capturar(page, 'plataforma/sair-de-todos');
  await dlg.getByRole('button', { name: 'Sair de todos' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Você saiu de todos os dispositivos.')).toBeVisible();

  // The phone's token was revoked on the server: its next screen asks for a log-in again.
  await outro.goto('/pacientes');
  await expect(outro).toHaveURL(/\/login$/);
  await celular.close();
});

test.describe('portão de assinatura', () => {
  for (const [status, mensagem] of [
    ['canceled', 'Sua assinatura foi cancelada. Por favor, renove para continuar usando o sistema.'],
    [
      'past_due',
      'Sua assinatura está pendente de pagamento. Por favor, regularize para continuar usando o sistema.',
    ],
  ] as const) {
    test(`assinatura ${status}: mensagem de erro e redirecionamento para /planos`, async ({
      page,
      request,
    }) => {
      const c = await criarClinica(request);
      await entrarPelaTela(page, c.email, c.senha);
      await definirCobranca(request, c.idConta, status);
      await page.goto('/home');
      await expect(page).toHaveURL(/\/planos$/);
      await expect(page.getByText(mensagem)).toBeVisible();
    });
  }

  test('sem assinatura: direto para /planos', async ({ page, request }) => {
    const c = await criarClinica(request, { cobranca: null });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(c.email);
    await page.getByLabel('Senha').fill(c.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/planos$/);
    await expect(
      page.getByText('Sua clínica ainda não tem uma assinatura ativa.', { exact: false }),
    ).toBeVisible();
  });
});
