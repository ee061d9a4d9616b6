import type { Page } from '@playwright/test';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { criarPacienteViaApi } from '../../fixtures/pacientes';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, prepararDispositivo, test } from '../../fixtures/teste';

/** Draws a stroke across the pad with the mouse, as a person signing would. */
async function desenhar(page: Page, deslocamento = 0) {
  const pad = page.getByRole('img', { name: 'Assine aqui com o dedo ou o mouse' });
  const caixa = (await pad.boundingBox())!;
  await page.mouse.move(caixa.x + 30, caixa.y + 120 + deslocamento);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(caixa.x + 30 + i * 22, caixa.y + 120 + deslocamento + Math.sin(i) * 30, {
      steps: 3,
    });
  }
  await page.mouse.up();
}

test('modelo com negrito e lista → documento do paciente → assinatura pelo link, sem login → impressão e verificação', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two browser contexts and a full signing flow
  const c = await criarClinica(request, { nome: 'Clínica Sorriso' });
  const token = await loginViaApi(request, c.email, c.senha);
  const paciente = await criarPacienteViaApi(request, token, {
    nome: 'João da Silva',
    celular: '11987654321',
    sexo: 'Masculino',
    nascimento: '17/05/1990',
    ddi: '55',
  });
  await entrar(page, c.email, c.senha);

  // A template with bold text and a list.
  await page.goto('/termos');
  await page.getByRole('button', { name: 'Novo Termo' }).first().click();
  // Saving with the title only: one message for the missing fields, and nothing is created.
  await page.getByLabel('Título').fill('Clareamento dental');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preencha os campos obrigatórios.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Texto do termo' }).click();
  await page.keyboard.type('Autorizo o ');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('clareamento');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type(' descrito abaixo.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lista com marcadores' }).click();
  await page.keyboard.type('Sensibilidade temporária');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Termo criado com sucesso!')).toBeVisible();

  // The patient's document, generated from it.
  await page.goto(`/pacientes/${paciente.id}/documentos`);
  await page.getByRole('button', { name: 'Novo Documento' }).first().click();
  const dlg = page.getByRole('dialog', { name: 'Geração de Termo/Contrato' });
  await dlg.getByRole('button', { name: 'Gerar cabeçalho' }).click();
  await expect(page.getByText('Selecione um termo/contrato primeiro.')).toBeVisible();
  await dlg.getByRole('combobox', { name: 'Modelo' }).fill('clareamento');
  // The search's answer replaces the list under the pointer: click once it is in, and see the
  // list close (a list left open over the dialog held the next click for the whole timeout once).
  await expect(page.getByRole('option').filter({ hasNotText: 'Clareamento dental' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Clareamento dental' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await dlg.getByRole('button', { name: 'Gerar cabeçalho' }).click();
  await expect(dlg.getByRole('textbox', { name: 'Cabeçalho' })).toContainText('João da Silva');
  await expect(dlg.getByRole('textbox', { name: 'Texto do documento' })).toContainText(
    'Sensibilidade temporária',
  );
  await dlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Termo criado com sucesso!')).toBeVisible();
  const linha = page.getByRole('row', { name: /Clareamento dental/ });
  await expect(linha.getByText('Pendente')).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await linha.getByRole('button', { name: 'Ações de Clareamento dental' }).click();
  await page.getByRole('menuitem', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/assinar\/[A-Za-z0-9_-]{22,}$/);

  // The patient, on a phone, without logging in.
  const celular = await browser.newContext({ ...CELULAR, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await prepararDispositivo(celular);
  const p = await celular.newPage();
  await p.goto(link);
  await expect(p.getByRole('heading', { name: 'Assinar Documento' })).toBeVisible();
  await expect(p).toHaveTitle('Assinar Documento — Clínica');
  await expect(p.getByText('TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO - Clareamento dental')).toBeVisible();
  await expect(p.locator('.conteudo-rico strong', { hasText: 'clareamento' })).toBeVisible();
  await expect(p.locator('.conteudo-rico li', { hasText: 'Sensibilidade temporária' })).toBeVisible();
  await capturar(p, 'documentos/assinar-celular');

  await p.getByRole('button', { name: 'Salvar' }).click();
  await expect(p.getByText('Assinatura não pode ser vazia.')).toBeVisible();
  await desenhar(p);
  await p.getByRole('button', { name: 'Salvar' }).click();
  await expect(p.getByRole('img', { name: 'Prévia da assinatura' })).toBeVisible();
  await p.getByRole('button', { name: 'Corrigir' }).click();
  await desenhar(p, 20);
  await p.getByRole('button', { name: 'Salvar' }).click();
  await capturar(p, 'documentos/previa-celular');
  await p.getByRole('button', { name: 'Assinar' }).click();
  await expect(p.getByText('Documento assinado com sucesso!')).toBeVisible();
  await p.reload();
  await expect(p.getByText('Documento assinado, obrigado!')).toBeVisible();
  await capturar(p, 'documentos/assinado-celular');
  await celular.close();

  // Staff: signed, edit disabled.
  await page.reload();
  await expect(linha.getByText('Assinado')).toBeVisible();
  await linha.getByRole('button', { name: 'Ações de Clareamento dental' }).click();
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // The print view: signature image and evidence; it asks the browser to print once images load.
  const codigo = link.split('/').pop()!;
  const impressao = await page.context().newPage();
  await impressao.addInitScript(() => {
    window.print = () => {
      (window as unknown as { impresso: boolean }).impresso = true;
    };
  });
  await impressao.goto(`/imprimir/${codigo}`);
  const assinatura = impressao.getByRole('img', { name: 'Assinatura do paciente' });
  await expect(assinatura).toBeVisible();
  expect(await assinatura.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(impressao.getByText(/SHA-256 do conteúdo: [0-9a-f]{64}/)).toBeVisible();
  await expect
    .poll(() => impressao.evaluate(() => (window as unknown as { impresso?: boolean }).impresso))
    .toBe(true);
  await capturar(impressao, 'documentos/impressao');
  const hash = (await impressao.getByText(/SHA-256 do conteúdo/).textContent())!.split(': ')[1]!;

  await impressao.goto(`/verificar/${codigo}`);
  await expect(impressao.getByText('Documento assinado')).toBeVisible();
  await expect(impressao.getByText(hash)).toBeVisible();
});
