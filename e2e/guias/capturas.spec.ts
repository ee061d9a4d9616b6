import fs from 'node:fs';
import { VERSAO_APP } from '@clinica/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CELULAR } from '../fixtures/dispositivos';
import { clinicaDeExemplo, diaMais, hojeSp } from './clinica-exemplo';

/*
 * The pictures of the tutorials (docs/guias/imagens): our own screens, on the e2e server, with
 * a believable clinic built through the REST API. Not part of `pnpm test`; run it when a screen
 * changes (docs/guias/README.md) and look at the pictures before committing them:
 *
 *   cd e2e && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm guias:capturas
 */

const DIR = new URL('../../docs/guias/imagens/', import.meta.url);

test.setTimeout(240_000);
test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

/** The viewport (or the whole page) as PNG, without caret or animations. */
async function foto(page: Page, nome: string, fullPage = false) {
  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({
    path: new URL(nome, DIR).pathname,
    animations: 'disabled',
    caret: 'hide',
    fullPage,
  });
}

/** Toasts out of the picture (they leave after 5 s). */
async function semToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

async function entrar(page: Page, email: string, senha: string) {
  // The what's-new dialog is read already: the pictures show the screens, not the news.
  await page.addInitScript((v) => localStorage.setItem('lastNewsVersion', v), VERSAO_APP);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Types in a dialog's picker, takes the option, and closes the list (the dialog's title). */
async function escolher(dlg: Locator, rotulo: string, texto: string, opcao: string | RegExp) {
  await dlg.getByRole('combobox', { name: rotulo }).fill(texto);
  await dlg.page().getByRole('option', { name: opcao }).click();
  await dlg.getByRole('heading').first().click();
  await expect(dlg.page().getByRole('listbox')).toHaveCount(0);
}

/** A signature drawn with the mouse, as a finger would. */
async function desenhar(page: Page) {
  const pad = page.getByRole('img', { name: 'Assine aqui com o dedo ou o mouse' });
  await pad.scrollIntoViewIfNeeded();
  const caixa = (await pad.boundingBox())!;
  await page.mouse.move(caixa.x + 40, caixa.y + 120);
  await page.mouse.down();
  for (let i = 1; i <= 14; i++) {
    await page.mouse.move(caixa.x + 40 + i * 20, caixa.y + 110 + Math.sin(i / 1.5) * 35, { steps: 3 });
  }
  await page.mouse.up();
}

test('capturas das telas para os tutoriais', async ({ page, browser, request }) => {
  const c = await clinicaDeExemplo(request, browser);
  await entrar(page, c.email, c.senha);

  // Primeiros passos
  await expect(page.getByTestId('metrica-receita-bruta')).toContainText('R$');
  await page.waitForLoadState('networkidle');
  await foto(page, 'home.png');
  await page.goto('/conta');
  await expect(page.getByRole('img', { name: 'Logo da conta' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'conta.png');

  // Pacientes
  await page.goto('/pacientes');
  await page.getByRole('button', { name: 'Novo Paciente' }).first().click();
  const novo = page.getByRole('dialog', { name: 'Novo Paciente' });
  await novo.getByRole('textbox', { name: 'Nome', exact: true }).fill('Laura Martins');
  await novo.getByRole('textbox', { name: 'Celular', exact: true }).fill('11954321098');
  await novo.getByRole('textbox', { name: 'E-mail' }).fill('laura.martins@exemplo.com.br');
  await foto(page, 'paciente-novo.png');
  await page.keyboard.press('Escape');
  await page.goto(`/pacientes/${c.idHelena}/documentos`);
  await expect(page.getByRole('heading', { name: 'Helena Prado' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'paciente-ficha.png');

  // Termos e assinatura
  await page.goto('/termos');
  await page.getByRole('button', { name: 'Novo Termo' }).first().click();
  const termo = page.getByRole('dialog');
  await termo.getByLabel('Título').fill('Tratamento ortodôntico');
  await termo.getByRole('textbox', { name: 'Texto do termo' }).click();
  await page.keyboard.type('Autorizo o início do ');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('tratamento ortodôntico');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type(' com aparelho fixo, conforme o plano apresentado.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lista com marcadores' }).click();
  await page.keyboard.type('Consultas de manutenção a cada 30 dias.');
  await foto(page, 'termo-editor.png');
  await page.keyboard.press('Escape');

  await page.goto(`/pacientes/${c.idHelena}/documentos`);
  await page.getByRole('button', { name: 'Novo Documento' }).first().click();
  const doc = page.getByRole('dialog', { name: 'Geração de Termo/Contrato' });
  await escolher(doc, 'Modelo', 'clareamento', 'Clareamento dental');
  await doc.getByRole('button', { name: 'Gerar cabeçalho' }).click();
  await expect(doc.getByRole('textbox', { name: 'Cabeçalho' })).toContainText('Helena Prado');
  await foto(page, 'documento-gerar.png');
  await doc.getByRole('button', { name: 'Salvar' }).click();
  const linha = page.getByRole('row', { name: /Clareamento dental/ });
  await expect(linha.getByText('Pendente')).toBeVisible();
  await semToasts(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await linha.getByRole('button', { name: 'Ações de Clareamento dental' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copiar link' })).toBeVisible();
  await foto(page, 'documento-copiar-link.png');
  await page.getByRole('menuitem', { name: 'Copiar link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  const celular = await browser.newContext({ ...CELULAR, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const fone = await celular.newPage();
  await fone.goto(link);
  await expect(fone.getByRole('heading', { name: 'Assinar Documento' })).toBeVisible();
  await fone.waitForLoadState('networkidle');
  await desenhar(fone);
  await foto(fone, 'assinar-celular.png', true);
  await fone.getByRole('button', { name: 'Salvar' }).click();
  await fone.getByRole('button', { name: 'Assinar' }).click();
  await expect(fone.getByText('Documento assinado com sucesso!')).toBeVisible();

  await fone.goto(`/assinar/anamnese/${c.anamnese}`);
  await expect(fone.getByRole('heading', { name: 'Assinar Anamnese' })).toBeVisible();
  await fone.getByRole('textbox', { name: 'Qual o motivo da consulta?' }).fill('Quero clarear os dentes');
  await fone.getByRole('radiogroup', { name: 'Tem alguma alergia?' }).getByText('Sim').click();
  await fone.getByLabel('Qual?').fill('Dipirona');
  await fone.waitForLoadState('networkidle');
  await foto(fone, 'anamnese-celular.png', true);
  await celular.close();

  const impressao = await page.context().newPage();
  await impressao.addInitScript(() => {
    window.print = () => undefined;
  });
  await impressao.goto(link.replace('/assinar/', '/imprimir/'));
  await expect(impressao.getByRole('img', { name: 'Assinatura do paciente' })).toBeVisible();
  await expect(impressao.getByText(/SHA-256 do conteúdo/)).toBeVisible();
  await impressao.waitForLoadState('networkidle');
  await impressao.getByText(/SHA-256 do conteúdo/).scrollIntoViewIfNeeded();
  await foto(impressao, 'impressao.png');
  await impressao.close();

  // Anamnese: the model's dialog
  await page.goto('/modelos-anamnese');
  await page.getByRole('button', { name: 'Editar Anamnese odontológica' }).click();
  await expect(page.getByRole('dialog')).toContainText('Tem alguma alergia?');
  await foto(page, 'modelo-anamnese.png');
  await page.keyboard.press('Escape');

  // Agenda
  await page.goto('/agenda');
  await expect(page.getByText('Helena Prado').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'agenda-semana.png');
  await page.getByRole('button', { name: 'Novo Agendamento' }).first().click();
  const ag = page.getByRole('dialog');
  await escolher(ag, 'Paciente', 'mariana', /Mariana Costa/);
  await escolher(ag, 'Profissional', 'carla', /Carla Mendes/);
  await escolher(ag, 'Tratamento', 'limpeza', /Limpeza e profilaxia/);
  await expect(ag.getByLabel('Duração (min)')).toHaveValue('40');
  await ag.getByLabel('Data', { exact: true }).fill(diaMais(hojeSp(), 1).split('-').reverse().join('/'));
  await ag.getByLabel('Hora', { exact: true }).fill('16:30');
  await foto(page, 'agendamento-novo.png');
  await page.keyboard.press('Escape');

  // Orçamento e financeiro
  await page.goto('/orcamentos');
  await page.getByRole('button', { name: 'Novo Orçamento' }).first().click();
  const orc = page.getByRole('dialog', { name: 'Novo Orçamento' });
  await escolher(orc, 'Paciente', 'ana', /Ana Beatriz Ramos/);
  await orc.getByLabel('Vencimento').fill(diaMais(hojeSp(), 30).split('-').reverse().join('/'));
  await escolher(orc, 'Tratamento 1', 'limpeza', /Limpeza e profilaxia/);
  await escolher(orc, 'Profissional 1', 'carla', /Carla Mendes/);
  await orc.getByRole('button', { name: 'Adicionar tratamento' }).click();
  await escolher(orc, 'Tratamento 2', 'restaura', /Restauração em resina/);
  await escolher(orc, 'Profissional 2', 'rafael', /Rafael Lima/);
  await expect(orc).toContainText('R$ 500,00');
  await foto(page, 'orcamento-novo.png');
  await page.keyboard.press('Escape');

  await page.goto('/transacoes');
  const helena = page.getByRole('row', { name: /Helena Prado/ });
  await helena.getByRole('button', { name: 'Dar Baixa' }).click();
  const baixa = page.getByRole('dialog', { name: /Dar Baixa/ });
  await baixa.getByLabel('Forma de pagamento 1').selectOption({ label: 'Pix' });
  await baixa.getByLabel('Valor 1').click();
  for (let i = 0; i < 10; i++) await page.keyboard.press('Backspace');
  await baixa.getByLabel('Valor 1').pressSequentially('30000');
  await baixa.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await baixa.getByLabel('Forma de pagamento 2').selectOption({ label: 'Cartão de crédito' });
  await baixa.getByLabel('Parcelas 2').fill('3');
  await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 0,00');
  await foto(page, 'dar-baixa.png');
  await page.keyboard.press('Escape');

  // Estoque
  await page.goto('/produtos');
  await expect(page.getByText('Resina composta A2')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'produtos.png');
  await page.goto('/estoque');
  await page.getByRole('button', { name: 'Inserir Movimentação' }).first().click();
  const mov = page.getByRole('dialog', { name: 'Inserir Movimentação' });
  await escolher(mov, 'Produto', 'luva', /Luva nitrílica/);
  await mov.getByLabel('Quantidade').fill('20');
  await mov.getByLabel('Preço Custo (Unitário)').pressSequentially('3290');
  await mov.getByLabel('Data de Validade').fill(diaMais(hojeSp(), 365).split('-').reverse().join('/'));
  await foto(page, 'movimentacao.png');
  await page.keyboard.press('Escape');

  // Usuários e perfis
  await page.goto('/perfis');
  await page.getByRole('button', { name: 'Novo Perfil' }).first().click();
  const perfil = page.getByRole('dialog');
  await perfil.getByLabel('Nome do perfil').fill('Recepção');
  await foto(page, 'perfil.png');
  await page.keyboard.press('Escape');
  await page.goto('/usuarios');
  await expect(page.getByText('Dra. Carla Mendes').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'usuarios.png');
});
