import type { Page } from '@playwright/test';
import { criarClinica } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { expect, test } from '../../fixtures/teste';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function entrar(page: Page, email: string, senha: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('uma clínica nova assina o Essencial Novo na demonstração, preenche a conta e cancela no portal', async ({
  page,
}) => {
  const email = `assina.${Date.now()}@clinica.test`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Cadastre-se' }).click();
  await page.getByLabel('Nome da clínica ou profissional').fill('Clínica Bem Viver');
  await page.getByRole('radio', { name: 'Clínica' }).click();
  await page.getByLabel('Seu nome').fill('Marina Alves');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Senha@segura1');
  await page.getByLabel('WhatsApp').pressSequentially('11987654321');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  await page.getByLabel('Senha').fill('Senha@segura1');
  await page.getByRole('button', { name: 'Entrar' }).click();

  // No subscription yet: the plans screen, with the benefits and the cards for a null status.
  await expect(page).toHaveURL(/\/planos$/);
  await expect(page.getByText('Gestão Completa')).toBeVisible();
  const cartoes = page.getByRole('region', { name: 'Planos' }).getByRole('article');
  await expect(cartoes).toHaveCount(2);
  await expect(cartoes.nth(0)).toContainText('Mais Popular');
  await expect(cartoes.nth(1)).toContainText('Recomendado');
  await capturar(page, 'cobranca/planos-desktop');

  await page
    .getByRole('article', { name: 'Essencial Novo' })
    .getByRole('button', { name: 'Começar Agora' })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Confirmar Assinatura' });
  await expect(dialogo).toContainText('Essencial Novo');
  await expect(dialogo).toContainText('R$ 147,00');
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/demo-checkout\/[\w-]+$/);
  await expect(page.getByText('Modo demonstração', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assinar o plano Essencial Novo' })).toBeVisible();
  await capturar(page, 'cobranca/demo-checkout-desktop');
  await page.getByRole('button', { name: 'Confirmar assinatura' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Account data: the CEP from the offline table fills the address; the logo is saved and shown.
  await menu(page).getByRole('link', { name: 'Minha Conta' }).click();
  await expect(page.getByRole('heading', { name: 'Minha Conta' })).toBeVisible();
  await page.getByLabel('CNPJ').pressSequentially('11222333000181');
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByRole('textbox', { name: 'Endereço', exact: true })).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Estado')).toHaveValue('SP');
  await page.getByLabel('Número').fill('1000');
  await expect(page.getByRole('button', { name: 'Adicionar Logo' })).toBeVisible();
  // A real PNG to upload: the product mark, photographed from the side menu.
  const png = await page.locator('aside img[src="/icon.svg"]').first().screenshot();
  await page
    .getByLabel('Arquivo do logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Alterar Logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Dados da conta atualizados com sucesso!')).toBeVisible();
  const logo = page.getByRole('img', { name: 'Logo da conta' });
  // The signed URL (issue 17), as a path of this origin.
  await expect(logo).toHaveAttribute(
    'src',
    /^\/api\/conta\/logo\/\d+\?conta=\d+&exp=\d+&s=[\w-]{22}&sig=[\w-]{43}$/,
  );
  await expect
    .poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Endereço', exact: true })).toHaveValue('Avenida Paulista');
  await expect(page.getByRole('img', { name: 'Logo da conta' })).toHaveAttribute(
    'src',
    /^\/api\/conta\/logo\/\d+\?conta=/,
  );
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'Logo da conta' })
        .evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth),
    )
    .toBeGreaterThan(0);
  await capturar(page, 'cobranca/conta-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, 'cobranca/conta-390');
  await page.setViewportSize({ width: 1366, height: 800 });

  // The plans screen now shows the active subscription; 'Gerenciar' opens the demo portal.
  await menu(page).getByRole('link', { name: 'Planos' }).click();
  await expect(page.getByText('Plano atual: Essencial Novo')).toBeVisible();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Plano Atual' })).toBeDisabled();
  await capturar(page, 'cobranca/planos-ativa-desktop');
  await page.getByRole('button', { name: 'Gerenciar' }).click();
  await expect(page).toHaveURL(/\/demo-portal$/);
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page).toHaveURL(/\/planos$/);
  await expect(
    page.getByText('Sua assinatura foi cancelada. Por favor, escolha um novo plano.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Começar Agora' })).toBeEnabled();
});

test("de volta ao Dashboard sem assinatura: o modal 'Ver Planos Disponíveis'", async ({ page, request }) => {
  const c = await criarClinica(request, { cobranca: null });
  await entrar(page, c.email, c.senha);
  await expect(page).toHaveURL(/\/planos$/);
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  const modal = page.getByRole('dialog', { name: 'Assinatura necessária' });
  await expect(modal.getByRole('button', { name: 'Ver Planos Disponíveis' })).toBeVisible();
  await capturar(page, 'cobranca/dashboard-modal');
  await modal.getByRole('button', { name: 'Ver Planos Disponíveis' }).click();
  await expect(page).toHaveURL(/\/planos$/);
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('planos, checkout de demonstração e conta em 390 px', async ({ page, request }) => {
    const c = await criarClinica(request, { cobranca: null });
    await entrar(page, c.email, c.senha);
    await expect(page).toHaveURL(/\/planos$/);
    await expect(page.getByRole('button', { name: 'Escolher Premium' })).toBeVisible();
    await capturar(page, 'cobranca/planos-celular');
    await page.getByRole('button', { name: 'Escolher Premium' }).click();
    await capturar(page, 'cobranca/confirmar-celular');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/demo-checkout\//);
    await expect(page.getByRole('heading', { name: 'Assinar o plano Premium' })).toBeVisible();
    await capturar(page, 'cobranca/demo-checkout-celular');
    await page.getByRole('button', { name: 'Confirmar assinatura' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/conta');
    await expect(page.getByRole('heading', { name: 'Minha Conta' })).toBeVisible();
    await capturar(page, 'cobranca/conta-celular');
  });
});
