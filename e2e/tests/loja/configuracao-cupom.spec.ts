import type { APIRequestContext, Page } from '@playwright/test';
import { capturar } from '../../fixtures/screenshots';
import { entrar as entrarNaClinica } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';
import { pngSolido } from './png-solido';

type Pessoa = { email: string; senha: string; nome: string };
type Cenario = { operador: Pessoa; dono: Pessoa; assessor: string; slugOcupado: string };

/** A clinic with a store operator (a bare store), a store owner and an advisor without a store. */
async function cenario(request: APIRequestContext): Promise<Cenario> {
  const r = await request.post('/__e2e/loja-configuracao', { data: {} });
  expect(r.ok(), await r.text()).toBe(true);
  return r.json();
}

async function entrar(page: Page, p: Pessoa) {
  await page.context().clearCookies();
  await entrarNaClinica(page, p.email, p.senha);
}

/** The page at 1366 px (the project's viewport) and at 390 px, back to 1366 after. */
async function capturarNosDois(page: Page, nome: string) {
  // The success toasts are closed so they don't cover the page's header in the pictures.
  for (const fechar of await page.getByRole('button', { name: 'Fechar notificação' }).all()) {
    // One may be leaving on its own meanwhile: a short try, then wait until none is left.
    await fechar.click({ timeout: 1_000 }).catch(() => {});
  }
  await expect(page.getByRole('button', { name: 'Fechar notificação' })).toHaveCount(0, { timeout: 10_000 });
  await capturar(page, `loja/${nome}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await capturar(page, `loja/${nome}-celular`);
  await page.setViewportSize({ width: 1366, height: 800 });
}

const png = (nome: string, largura: number, altura: number, rgb: [number, number, number]) => ({
  name: nome,
  mimeType: 'image/png',
  buffer: pngSolido(largura, altura, rgb),
});

test('cupons (novo, repetido, edição) e configurações da loja com banner, link e CEP; marketing e artistas', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const c = await cenario(request);
  await entrar(page, c.operador);

  // The clinic menu's 'Loja' group leads into the store's own layout.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Loja' }).isVisible();
  await menu.getByRole('link', { name: 'Cupons' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(page.getByRole('navigation', { name: 'Menu da loja' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cupons de Desconto', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum cupom encontrado')).toBeVisible();

  // NEW: the code is upper-cased, at least 5 characters, checked live.
  await page.getByRole('button', { name: 'Novo Cupom' }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Novo Cupom' });
  const codigo = dialogo.getByLabel('Código');
  await codigo.fill('abc');
  await expect(codigo).toHaveValue('ABC');
  await expect(dialogo.getByText('O Código deve ter no mínimo 5 caracteres')).toBeVisible();
  await expect(dialogo.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await codigo.fill('promo10');
  await expect(dialogo.getByText('Código disponível')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo.getByText('O campo desconto é obrigatório!')).toBeVisible();
  await expect(dialogo.getByText('O campo quantidade é obrigatório!')).toBeVisible();
  await expect(dialogo.getByText('O campo validade é obrigatório!')).toBeVisible();
  await dialogo.getByLabel('Desconto (%)').fill('12,5');
  await dialogo.getByLabel('Quantidade').fill('50');
  await dialogo.getByLabel('Validade').fill('31/12/2027');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cupom cadastrado com sucesso!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const tabela = page.getByRole('table', { name: 'Cupons de desconto' });
  await expect(tabela.getByRole('row').filter({ hasText: 'PROMO10' })).toContainText('12,5%');
  await expect(tabela.getByRole('row').filter({ hasText: 'PROMO10' })).toContainText('0 de 50');
  await expect(tabela.getByRole('row').filter({ hasText: 'PROMO10' })).toContainText('31/12/2027');

  // The same code again: 'Cupom já cadastrado', save stays disabled.
  await page.getByRole('button', { name: 'Novo Cupom' }).first().click();
  await dialogo.getByRole('radio', { name: 'Valor fixo' }).click();
  await codigo.fill(' Promo10');
  await expect(dialogo.getByText('Cupom já cadastrado')).toBeVisible();
  await expect(dialogo.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await capturar(page, 'loja/cupom-repetido');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // EDIT: code, discount and type read-only; quantity and validity change.
  await tabela.getByRole('button', { name: 'Editar cupom PROMO10' }).click();
  const edicao = page.getByRole('dialog', { name: 'Editar Cupom' });
  await expect(edicao.getByLabel('Código')).toHaveAttribute('readonly', '');
  await expect(edicao.getByLabel('Desconto (%)')).toHaveAttribute('readonly', '');
  await expect(edicao.getByLabel('Tipo')).toHaveValue('Percentual');
  await edicao.getByLabel('Quantidade').fill('80');
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cupom atualizado com sucesso!')).toBeVisible();
  await expect(tabela.getByRole('row').filter({ hasText: 'PROMO10' })).toContainText('0 de 80');
  await capturarNosDois(page, 'cupons');
  // On a phone the store's menu is a drawer with the same items.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const gaveta = page.getByRole('dialog').getByRole('navigation', { name: 'Menu da loja' });
  await expect(gaveta.getByRole('link', { name: 'Marketing' })).toBeVisible();
  await capturar(page, 'loja/menu-loja-celular');
  await page.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 800 });

  // Store settings: required fields, the live link check, a banner upload, the CEP lookup.
  await page
    .getByRole('navigation', { name: 'Menu da loja' })
    .getByRole('link', { name: 'Configurações da loja' })
    .click();
  await expect(page.getByRole('heading', { name: 'Configurações da loja', level: 1 })).toBeVisible();
  const link = page.getByLabel('Link da loja');
  await link.fill(c.slugOcupado);
  await expect(page.getByText('Link indisponível').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled();
  // Typed freely, kept as a link: lower case, no accents, hyphens.
  await link.fill('Loja Do Otávio!');
  await expect(link).toHaveValue('loja-do-otavio');
  await expect(page.getByText('Link disponível')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Preencha todos os campos').first()).toBeVisible();

  await page.getByLabel('CPF').fill('529.982.247-26');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('CPF inválido').first()).toBeVisible();
  await page.getByLabel('CPF').fill('529.982.247-25');
  await page.getByLabel('Instagram').fill('https://instagram.com/lojadootavio');
  await page.getByLabel('WhatsApp').fill('11987654321');
  await page.getByLabel('CEP').fill('99999-999');
  await expect(page.getByText('CEP não encontrado. Insira o endereço manualmente.')).toBeVisible();
  await page.getByLabel('CEP').fill('01310-100');
  await expect(page.getByLabel('Endereço')).toHaveValue(/Paulista/);
  await expect(page.getByLabel('Estado')).toHaveValue('SP');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Arquivo: Logo').setInputFiles(png('logo.png', 500, 125, [13, 148, 136]));
  await page
    .getByLabel('Arquivo: Banner do carrossel 1')
    .setInputFiles(png('topo.png', 1400, 620, [245, 158, 11]));
  await page
    .getByLabel('Arquivo: Banner de categoria 1')
    .setInputFiles(png('cat.png', 512, 512, [99, 102, 241]));
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Informações salvas com sucesso!')).toBeVisible();

  // Back from the server: the CPF is read-only, the banner is the stored file (signed URL).
  await page.reload();
  await expect(page.getByLabel('CPF')).toBeDisabled();
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(11) 98765-4321');
  const banner = page.getByRole('img', { name: 'Banner de categoria 1' });
  await expect(banner).toHaveAttribute('src', /\/api\/loja\/imagens\/\d+\?/);
  await expect.poll(() => banner.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(512);
  await capturarNosDois(page, 'configuracoes');

  // Removing the category banner ('delete').
  await page.getByRole('button', { name: 'Remover' }).first().click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Informações salvas com sucesso!').last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: 'Banner de categoria 1' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();

  // Marketing: the pixel id is required; the help dialog.
  await page
    .getByRole('navigation', { name: 'Menu da loja' })
    .getByRole('link', { name: 'Marketing' })
    .click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preencha o campo ID Pixels')).toBeVisible();
  await page.getByRole('button', { name: 'Como encontrar?' }).click();
  const ajuda = page.getByRole('dialog', { name: 'Como encontrar o ID do Pixel' });
  await expect(ajuda.getByText('Gerenciador de Eventos')).toBeVisible();
  await ajuda.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('ID Pixels').fill('123456789012345');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informações salvas com sucesso!')).toBeVisible();
  await capturarNosDois(page, 'marketing');

  // Artists: the operator adds one for the advisor without a store.
  await page
    .getByRole('navigation', { name: 'Menu da loja' })
    .getByRole('link', { name: 'Artistas' })
    .click();
  await expect(page.getByRole('heading', { name: 'Banda da Lia' })).toBeVisible();
  await page.getByRole('button', { name: 'NOVO ARTISTA' }).click();
  const artista = page.getByRole('dialog', { name: 'Novo Artista' });
  await artista.getByRole('button', { name: 'Salvar' }).click();
  await expect(artista.getByText('Selecione uma imagem')).toBeVisible();
  await expect(artista.getByText('Preencha o campo nome')).toBeVisible();
  await artista.getByLabel('Assessor').selectOption({ label: `${c.assessor} (5511987654321)` });
  await artista.getByLabel('Nome').fill('DJ Aurora');
  await artista.getByLabel('Categoria').selectOption('DJ');
  await artista.getByLabel('Descrição').fill('Sets de house e MPB eletrônica.');
  await artista.getByLabel('Arquivo: Foto do artista').setInputFiles(png('dj.png', 400, 400, [236, 72, 153]));
  await artista.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Artista inserido com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'DJ Aurora' })).toBeVisible();
  await page.getByLabel('Pesquisar por nome').fill('aurora');
  await expect(page.getByRole('heading', { name: 'Banda da Lia' })).toHaveCount(0);
  await page.getByLabel('Pesquisar por nome').fill('');
  await expect(page.getByRole('heading', { name: 'Banda da Lia' })).toBeVisible();
  await capturarNosDois(page, 'artistas');

  // The store owner: only their own artist, no 'NOVO ARTISTA', no operator pages.
  await entrar(page, c.dono);
  await page.goto('/artists');
  await expect(page.getByRole('heading', { name: 'Banda da Lia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'DJ Aurora' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'NOVO ARTISTA' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Menu da loja' }).getByRole('link', { name: 'Logs' }),
  ).toHaveCount(0);
});
