import type { Page } from '@playwright/test';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { expect, test } from '../../fixtures/teste';

/*
 * Issue 40: the clinic's tablet opens the app by another address than APP_URL (a LAN IP; here
 * 'localhost' while the e2e server's APP_URL is 127.0.0.1). A signed consent used to print
 * without its signature: the image pointed at APP_URL, another origin the CSP's img-src 'self'
 * refuses. Now it loads from the address the app was opened at.
 */

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function termoAssinado(page: Page) {
  const request = page.request;
  const c = await criarClinica(request);
  const headers = { authorization: `Bearer ${await loginViaApi(request, c.email, c.senha)}` };
  const post = async (url: string, data: unknown) => {
    const r = await request.post(url, { headers, data });
    expect(r.ok(), await r.text()).toBe(true);
    return r.json();
  };
  const paciente = await post('/api/pacientes', {
    nome: 'Helena Prado',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '10/05/1988',
  });
  const doc = await post('/api/pacientes_termos', {
    id_paciente: paciente.id,
    tipo: 'TERMO',
    titulo: 'Clareamento',
    cabecalho: '<p><strong>PACIENTE:</strong> Helena Prado</p>',
    corpo: '<p>Autorizo o <strong>clareamento</strong>.</p>',
  });
  const assinar = await request.put(`/api/pacientes_termos/assinar/${doc.codigo}`, {
    data: { assinatura: PNG },
  });
  expect(assinar.ok(), await assinar.text()).toBe(true);
  return { ...c, codigo: doc.codigo as string };
}

async function imprimeComAssinatura(page: Page, nome: string) {
  const c = await termoAssinado(page);
  // Another address for the same server: the e2e front door's port, by name.
  const base = `http://localhost:${new URL(test.info().project.use.baseURL ?? '').port}`;
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(c.email);
  await page.getByLabel('Senha').fill(c.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(new URL(page.url()).hostname).toBe('localhost');

  await page.goto(`${base}/imprimir/${c.codigo}`);
  const assinatura = page.getByRole('img', { name: 'Assinatura do paciente' });
  await expect(assinatura).toBeVisible();
  expect(new URL((await assinatura.getAttribute('src')) ?? '', base).host).toBe(new URL(base).host);
  await expect
    .poll(() => assinatura.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await capturar(page, `documentos/${nome}`);
}

test('aberto por outro endereço que não o APP_URL, o termo assinado imprime com a assinatura', async ({
  page,
}) => {
  await imprimeComAssinatura(page, 'impressao-outro-endereco');
});

test('um link de impressão aberto sem login diz que precisa de login, não parece falha de rede', async ({
  page,
  browser,
}) => {
  const c = await termoAssinado(page);
  const anonimo = await browser.newPage();
  await anonimo.goto(`/imprimir/${c.codigo}`);
  const aviso = anonimo.getByRole('alert');
  await expect(aviso).toContainText('Entre para abrir este link');
  await expect(aviso).toContainText('só abre com login na clínica');
  await expect(anonimo.getByText('Tentar novamente')).toHaveCount(0);
  await capturar(anonimo, 'documentos/impressao-sem-login');
  await aviso.getByRole('link', { name: 'Entrar' }).click();
  await expect(anonimo).toHaveURL(/\/login$/);
  await anonimo.close();
});

test.describe('no celular', () => {
  test.use(CELULAR);
  test('a impressão por outro endereço em 390 px', async ({ page }) => {
    await imprimeComAssinatura(page, 'impressao-outro-endereco-celular');
  });
});
