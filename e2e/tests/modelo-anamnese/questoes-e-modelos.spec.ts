import type { Page } from '@playwright/test';
import { criarClinica } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

const linha = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });
const ordem = (page: Page) =>
  page.getByRole('dialog').getByTestId('questao-modelo').locator('p.text-sm').allTextContents();

test('o ADM cria três questões de tipos diferentes e um modelo que as ordena; excluir uma muda a contagem', async ({
  page,
  request,
}) => {
  test.slow(); // a long journey that ran close to the 30 s default on a loaded machine
  const c = await criarClinica(request);
  await entrar(page, c.email, c.senha, '/questoes-anamnese');
  await expect(page.getByText('Nenhuma questão encontrada')).toBeVisible();

  // A sim_nao_naosei_texto question: the auxiliary text is required and labels the extra answer.
  await page.getByRole('button', { name: 'Nova Questão' }).first().click();
  let dialogo = page.getByRole('dialog', { name: 'Nova Questão' });
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo.getByText('Pergunta é obrigatória')).toBeVisible();
  await expect(dialogo.getByText('Tipo é obrigatório')).toBeVisible();
  await dialogo.getByLabel('Pergunta').fill('Tem alergia a algum medicamento?');
  await expect(dialogo.getByText('32/500')).toBeVisible();
  await dialogo.getByLabel('Tipo').selectOption({ label: 'Sim / Não / Não sei + texto' });
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo.getByText('Texto auxiliar é obrigatório para este tipo de pergunta')).toBeVisible();
  // Changing the type away and back clears the auxiliary text.
  await dialogo.getByLabel('Texto auxiliar').fill('Quais?');
  await dialogo.getByLabel('Tipo').selectOption({ label: 'Texto' });
  await expect(dialogo.getByLabel('Texto auxiliar')).toBeHidden();
  await dialogo.getByLabel('Tipo').selectOption({ label: 'Sim / Não / Não sei + texto' });
  await expect(dialogo.getByLabel('Texto auxiliar')).toHaveValue('');
  await dialogo.getByLabel('Texto auxiliar').fill('Qual?');
  await capturar(page, 'modelo-anamnese/questao-dialogo');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Questão adicionada com sucesso!')).toBeVisible();
  await expect(dialogo).toBeHidden();

  for (const [pergunta, tipo] of [
    ['Fuma?', 'Sim / Não'],
    ['Descreva seus hábitos alimentares', 'Texto'],
  ] as const) {
    await page.getByRole('button', { name: 'Nova Questão' }).first().click();
    dialogo = page.getByRole('dialog', { name: 'Nova Questão' });
    await dialogo.getByLabel('Pergunta').fill(pergunta);
    await dialogo.getByLabel('Tipo').selectOption({ label: tipo });
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo).toBeHidden();
  }
  const alergia = linha(page, 'Tem alergia');
  await expect(alergia).toContainText('Sim / Não / Não sei + texto');
  await expect(alergia).toContainText('Qual?');
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByPlaceholder('Pesquisar questões...').fill('sim / não');
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByPlaceholder('Pesquisar questões...').fill('');
  await expect(page.getByRole('row')).toHaveCount(4);
  await capturar(page, 'modelo-anamnese/questoes');

  // The model: the three added through the question picker (server search), then reordered.
  await page.goto('/modelos-anamnese');
  await expect(page.getByText('Nenhum modelo encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Novo Modelo' }).first().click();
  dialogo = page.getByRole('dialog', { name: 'Novo Modelo' });
  await expect(dialogo.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await dialogo.getByLabel('Nome do modelo').fill('Anamnese geral');
  await expect(dialogo.getByText('Nenhuma questão no modelo.', { exact: false })).toBeVisible();
  // Opened without a term, the picker offers them alphabetically.
  const adicionar = dialogo.getByRole('combobox', { name: 'Adicionar questão' });
  await adicionar.click();
  await expect(page.getByRole('option')).toHaveText([
    'Descreva seus hábitos alimentares',
    'Fuma?',
    'Tem alergia a algum medicamento?',
  ]);
  await page.getByRole('option', { name: 'Descreva seus hábitos alimentares' }).click();
  for (const [termo, p] of [
    ['fuma', 'Fuma?'],
    ['ALERGIA', 'Tem alergia a algum medicamento?'],
  ] as const) {
    await adicionar.fill(termo);
    await page.getByRole('option', { name: p }).click();
  }
  await expect
    .poll(() => ordem(page))
    .toEqual(['Descreva seus hábitos alimentares', 'Fuma?', 'Tem alergia a algum medicamento?']);
  await expect(dialogo.getByRole('switch', { name: 'Incluir: Fuma?' })).toBeChecked();
  await dialogo.getByRole('button', { name: 'Mover para cima: Tem alergia a algum medicamento?' }).click();
  await dialogo.getByRole('button', { name: 'Mover para cima: Tem alergia a algum medicamento?' }).click();
  await dialogo.getByRole('button', { name: 'Mover para baixo: Descreva seus hábitos alimentares' }).click();
  await expect
    .poll(() => ordem(page))
    .toEqual(['Tem alergia a algum medicamento?', 'Fuma?', 'Descreva seus hábitos alimentares']);
  await expect(dialogo.getByText('3 incluídas')).toBeVisible();
  await capturar(page, 'modelo-anamnese/modelo-dialogo');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Modelo criado com sucesso!')).toBeVisible();
  await expect(dialogo).toBeHidden();
  const modelo = linha(page, 'Anamnese geral');
  await expect(modelo.getByTestId('total-questoes')).toHaveText('3');

  // Reopened: the saved order, all included; then one is excluded and the count follows.
  await modelo.getByRole('button', { name: 'Editar Anamnese geral' }).click();
  dialogo = page.getByRole('dialog', { name: 'Editar Modelo' });
  await expect
    .poll(() => ordem(page))
    .toEqual(['Tem alergia a algum medicamento?', 'Fuma?', 'Descreva seus hábitos alimentares']);
  await expect(dialogo.getByRole('switch', { name: 'Incluir: Fuma?' })).toBeChecked();
  await dialogo.getByRole('switch', { name: 'Incluir: Fuma?' }).click();
  await expect(dialogo.getByText('2 incluídas')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Modelo atualizado com sucesso!')).toBeVisible();
  await expect(modelo.getByTestId('total-questoes')).toHaveText('2');
  await page.reload();
  await expect(modelo.getByTestId('total-questoes')).toHaveText('2');
  await capturar(page, 'modelo-anamnese/modelos');

  // Reopened again: only the model's two, in order; the excluded one is back in the picker.
  await modelo.getByRole('button', { name: 'Editar Anamnese geral' }).click();
  dialogo = page.getByRole('dialog', { name: 'Editar Modelo' });
  await expect
    .poll(() => ordem(page))
    .toEqual(['Tem alergia a algum medicamento?', 'Descreva seus hábitos alimentares']);
  await dialogo.getByRole('combobox', { name: 'Adicionar questão' }).fill('fuma');
  await expect(page.getByRole('option', { name: 'Fuma?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();

  // A question in a model can't be deleted: the clear message, and the row stays.
  await page.goto('/questoes-anamnese');
  await linha(page, 'Tem alergia')
    .getByRole('button', { name: /^Excluir/ })
    .click();
  const confirmar = page.getByRole('dialog', { name: 'Excluir questão' });
  await expect(confirmar).toContainText('Esta ação não pode ser desfeita.');
  await confirmar.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(
    page.getByText('Esta questão faz parte de um modelo de anamnese e não pode ser excluída.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(linha(page, 'Tem alergia')).toBeVisible();
  // The unused one goes.
  await linha(page, 'Fuma?')
    .getByRole('button', { name: /^Excluir/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Excluir questão' })
    .getByRole('button', { name: 'Sim, excluir' })
    .click();
  await expect(page.getByText('Questão excluída com sucesso!')).toBeVisible();
  await expect(linha(page, 'Fuma?')).toBeHidden();
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('as duas telas e o diálogo do modelo cabem em 390 px; nova questão criada dentro do modelo', async ({
    page,
    request,
  }) => {
    const c = await criarClinica(request);
    await entrar(page, c.email, c.senha, '/questoes-anamnese');
    await page.getByRole('button', { name: 'Nova Questão' }).first().click();
    let dialogo = page.getByRole('dialog', { name: 'Nova Questão' });
    await dialogo.getByLabel('Pergunta').fill('Qual lado do rosto tem mais sensibilidade?');
    await dialogo.getByLabel('Tipo').selectOption({ label: 'Esquerda / Direita / Não sei' });
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(linha(page, 'Qual lado')).toContainText('Esquerda / Direita / Não sei');
    await capturar(page, 'modelo-anamnese/questoes-celular');

    await page.goto('/modelos-anamnese');
    await page.getByRole('button', { name: 'Novo Modelo' }).first().click();
    dialogo = page.getByRole('dialog', { name: 'Novo Modelo' });
    await dialogo.getByLabel('Nome do modelo').fill('Estética facial');
    await dialogo.getByRole('combobox', { name: 'Adicionar questão' }).fill('lado do rosto');
    await page.getByRole('option', { name: 'Qual lado do rosto tem mais sensibilidade?' }).click();
    await dialogo.getByRole('button', { name: 'Nova questão' }).click();
    await dialogo.getByLabel('Pergunta').fill('Usa protetor solar todos os dias?');
    await dialogo.getByLabel('Tipo').selectOption({ label: 'Sim / Não' });
    await dialogo.getByRole('button', { name: 'Adicionar questão' }).click();
    await expect(page.getByText('Questão adicionada com sucesso!')).toBeVisible();
    // Appended at the end, already included.
    await expect
      .poll(() => ordem(page))
      .toEqual(['Qual lado do rosto tem mais sensibilidade?', 'Usa protetor solar todos os dias?']);
    await expect(
      dialogo.getByRole('switch', { name: 'Incluir: Usa protetor solar todos os dias?' }),
    ).toBeChecked();
    await expect(
      dialogo.getByRole('switch', { name: 'Incluir: Qual lado do rosto tem mais sensibilidade?' }),
    ).toBeChecked();
    await dialogo.getByRole('button', { name: 'Mover para cima: Usa protetor solar todos os dias?' }).click();
    await capturar(page, 'modelo-anamnese/modelo-dialogo-celular');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Modelo criado com sucesso!')).toBeVisible();
    await expect(linha(page, 'Estética facial').getByTestId('total-questoes')).toHaveText('2');
    await capturar(page, 'modelo-anamnese/modelos-celular');
  });
});
