import type { BrowserContext, Page } from '@playwright/test';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { criarPacienteViaApi, enviarFotoViaApi, gerarPng } from '../../fixtures/pacientes';
import { expect, prepararDispositivo, test } from '../../fixtures/teste';

/**
 * Issue 18.6: the Content-Security-Policy allows no inline script and nothing from other
 * origins. This journey walks the screens that lean on the browser most — the calendar, the
 * photo gallery, the rich-text editor, the signature pad, the print view — and fails on any
 * violation the browser reports, so a screen that needs a looser policy is found here and not by
 * a clinic whose page went blank.
 */
function vigiarPolitica(contexto: BrowserContext) {
  const violacoes: string[] = [];
  contexto.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violacoes.push(m.text());
  });
  contexto.on('weberror', (e) => violacoes.push(`erro na página: ${e.error().message}`));
  return violacoes;
}

async function desenharAssinatura(page: Page) {
  const pad = page.getByRole('img', { name: 'Assine aqui com o dedo ou o mouse' });
  const caixa = (await pad.boundingBox())!;
  await page.mouse.move(caixa.x + 30, caixa.y + 100);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(caixa.x + 30 + i * 22, caixa.y + 100 + Math.sin(i) * 30);
  await page.mouse.up();
}

test('nenhuma tela viola a política de conteúdo: login, agenda, fotos, editor, assinatura e impressão', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two browser contexts and a dozen screens
  const violacoes = vigiarPolitica(page.context());
  const c = await criarClinica(request, { nome: 'Clínica Política' });
  const token = await loginViaApi(request, c.email, c.senha);
  const auth = { authorization: `Bearer ${token}` };
  const paciente = await criarPacienteViaApi(request, token, {
    nome: 'Ana Política',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '17/05/1990',
    ddi: '55',
  });
  await enviarFotoViaApi(request, token, paciente.id, 'Antes', gerarPng());
  const doc = await request.post('/api/pacientes_termos', {
    headers: auth,
    data: {
      id_paciente: paciente.id,
      titulo: 'Termo de teste',
      corpo: '<p>Autorizo o <strong>tratamento</strong>.</p>',
    },
  });
  expect(doc.ok()).toBe(true);
  const { codigo } = (await doc.json()) as { codigo: string };

  const cabecalhos = (await page.goto('/login'))!.headers();
  expect(cabecalhos['content-security-policy']).toContain("script-src 'self'");
  await page.getByLabel('E-mail').fill(c.email);
  await page.getByLabel('Senha').fill(c.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);

  for (const [rota, marca] of [
    ['/agenda', /Agenda/],
    ['/pacientes', /Nenhum paciente selecionado/],
    ['/termos', /Termos/],
    ['/estoque', /Estoque/],
    ['/transacoes', /Transações|Financeiro/],
    ['/orcamentos', /Orçamentos/],
  ] as const) {
    await page.goto(rota);
    await expect(page.getByText(marca).first()).toBeVisible();
  }
  await page.goto(`/pacientes/${paciente.id}/fotos`);
  const foto = page.getByRole('article', { name: 'Antes' }).getByRole('img');
  await expect(foto).toBeVisible();
  await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The rich-text editor (Lexical) opened and typed into.
  await page.goto('/termos');
  await page.getByRole('button', { name: 'Novo Termo' }).first().click();
  await page.getByRole('textbox', { name: 'Texto do termo' }).click();
  await page.keyboard.type('Texto com política de conteúdo.');

  // The patient signs on a phone; the print view loads the signature image.
  const celular = await browser.newContext({ ...CELULAR, locale: 'pt-BR' });
  await prepararDispositivo(celular);
  const p = await celular.newPage();
  const vistas = vigiarPolitica(celular);
  await p.goto(`/assinar/${codigo}`);
  await expect(p.getByRole('heading', { name: 'Assinar Documento' })).toBeVisible();
  await desenharAssinatura(p);
  await p.getByRole('button', { name: 'Salvar' }).click();
  await p.getByRole('button', { name: 'Assinar' }).click();
  await expect(p.getByText('Documento assinado com sucesso!')).toBeVisible();
  await celular.close();
  // The staff's print view (issue 19: the public answer no longer carries the image) loads it.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto(`/imprimir/${codigo}`);
  const assinatura = page.getByRole('img', { name: 'Assinatura do paciente' });
  await expect(assinatura).toBeVisible();
  expect(await assinatura.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  expect([...violacoes, ...vistas]).toEqual([]);
});
