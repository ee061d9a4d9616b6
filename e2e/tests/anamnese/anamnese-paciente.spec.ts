import type { Page } from '@playwright/test';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { criarPacienteViaApi } from '../../fixtures/pacientes';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, prepararDispositivo, test } from '../../fixtures/teste';

async function desenhar(page: Page) {
  const pad = page.getByRole('img', { name: 'Assine aqui com o dedo ou o mouse' });
  await pad.scrollIntoViewIfNeeded();
  const caixa = (await pad.boundingBox())!;
  await page.mouse.move(caixa.x + 30, caixa.y + 100);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(caixa.x + 30 + i * 25, caixa.y + 100 + Math.cos(i) * 30, { steps: 3 });
  await page.mouse.up();
}

test('anamnese para um paciente, respondida e assinada no celular sem login, e vista pela equipe', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  const auth = { authorization: `Bearer ${token}` };
  const questao = async (pergunta: string, tipo_pergunta: string, texto_auxiliar: string | null = null) =>
    (
      await (
        await request.post('/api/questoes-anamnese', {
          data: { pergunta, tipo_pergunta, texto_auxiliar },
          headers: auth,
        })
      ).json()
    ).id;
  const ids = [
    await questao('Qual a sua queixa principal?', 'texto'),
    await questao('Tem alguma alergia?', 'sim_nao_naosei_texto', 'Qual?'),
    await questao('De que lado sente dor?', 'esquerda_direita_naosei'),
  ];
  await request.post('/api/modelos-anamnese', {
    data: { nome: 'Anamnese odontológica', questoes: ids },
    headers: auth,
  });
  const paciente = await criarPacienteViaApi(request, token, {
    nome: 'Maria Souza',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '10/02/1988',
    ddi: '55',
  });

  await entrar(page, c.email, c.senha, `/pacientes/${paciente.id}/anamnese`);
  await page.getByRole('button', { name: 'Nova Anamnese' }).first().click();
  const dlg = page.getByRole('dialog', { name: 'Nova Anamnese' });
  await dlg.getByRole('button', { name: 'Criar' }).click();
  await expect(dlg.getByText('Selecione um modelo de anamnese.')).toBeVisible();
  await dlg.getByRole('combobox', { name: 'Modelo de anamnese' }).fill('odonto');
  await page.getByRole('option', { name: 'Anamnese odontológica' }).click();
  await dlg.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByText('Anamnese criada com sucesso!')).toBeVisible();
  const linha = page.getByRole('row', { name: /Anamnese odontológica/ });
  await expect(linha.getByText('pendente')).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await linha.getByRole('button', { name: /Ações da anamnese/ }).click();
  await page.getByRole('menuitem', { name: 'Copiar link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/assinar\/anamnese\/[A-Za-z0-9_-]{22,}$/);

  // The patient's phone, no login.
  const celular = await browser.newContext({ ...CELULAR, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await prepararDispositivo(celular);
  const p = await celular.newPage();
  await p.goto(link);
  await expect(p.getByRole('heading', { name: 'Assinar Anamnese' })).toBeVisible();
  await expect(p.getByText('Anamnese odontológica')).toBeVisible();
  await expect(p.getByText('1. Qual a sua queixa principal?')).toBeVisible();

  await desenhar(p);
  await p.getByRole('button', { name: 'Salvar' }).click();
  await p.getByRole('button', { name: 'Assinar' }).click();
  await expect(p.getByText('Por favor, preencha todos os campos obrigatórios.')).toBeVisible();
  await expect(p.getByText('Campo obrigatório').first()).toBeVisible();

  await p.getByRole('textbox', { name: 'Qual a sua queixa principal?' }).fill('  Dor ao mastigar  ');
  await p.getByRole('radiogroup', { name: 'Tem alguma alergia?' }).getByText('Sim').click();
  await p.getByLabel('Qual?').fill('Dipirona');
  await p.getByRole('radiogroup', { name: 'De que lado sente dor?' }).getByText('Esquerda').click();
  await capturar(p, 'anamnese/responder-celular');
  await p.getByRole('button', { name: 'Assinar' }).click();
  await expect(p.getByText('Anamnese assinada com sucesso!')).toBeVisible();
  await p.reload();
  await expect(p.getByText('Anamnese assinada, obrigado!')).toBeVisible();
  await celular.close();

  // Staff: signed, answers in the view modal, delete disabled.
  await page.reload();
  await expect(linha.getByText('Assinada')).toBeVisible();
  await linha.getByRole('button', { name: /Ações da anamnese/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Visualizar' }).click();
  const vista = page.getByRole('dialog', { name: 'Anamnese odontológica' });
  await expect(vista).toContainText('Dor ao mastigar');
  await expect(vista).toContainText('Qual? Dipirona');
  await expect(vista).toContainText('Esquerda');
  await expect(vista.getByText(/SHA-256 do conteúdo: [0-9a-f]{64}/)).toBeVisible();
  await capturar(page, 'anamnese/vista-equipe');

  // Printed with its evidence: a dedicated A4 page that asks the browser to print once loaded.
  const codigo = link.split('/').pop()!;
  const impressao = await page.context().newPage();
  await impressao.addInitScript(() => {
    window.print = () => {
      (window as unknown as { impresso: boolean }).impresso = true;
    };
  });
  await impressao.goto(`/imprimir/anamnese/${codigo}`);
  await expect(impressao.getByText('Qual? Dipirona')).toBeVisible();
  await expect(impressao.getByRole('img', { name: 'Assinatura do paciente' })).toBeVisible();
  await expect(impressao.getByText(/SHA-256 do conteúdo: [0-9a-f]{64}/)).toBeVisible();
  await expect
    .poll(() => impressao.evaluate(() => (window as unknown as { impresso?: boolean }).impresso))
    .toBe(true);
  await capturar(impressao, 'anamnese/impressao');
});
