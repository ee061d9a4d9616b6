import { criarClinica, loginViaApi } from '../../fixtures/api';
import { criarVarios, postarViaApi } from '../../fixtures/cadastros-clinicos';
import { CELULAR } from '../../fixtures/dispositivos';
import { criarPacienteViaApi } from '../../fixtures/pacientes';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/**
 * Issue 17: the dialogs that pick a term template, an anamnesis model or a question search the
 * server, so in a clinic with 105 of each the 105th (never among the first 100 of a list call,
 * nor among the picker's first 20) is found by typing part of its name and chosen.
 */

const TOTAL = 105;
const n3 = (i: number) => String(i).padStart(3, '0');

async function clinicaGrande(request: Parameters<typeof criarClinica>[0]) {
  const c = await criarClinica(request, { nome: 'Clínica Grande' });
  const token = await loginViaApi(request, c.email, c.senha);
  await criarVarios(request, token, '/api/questoes-anamnese', TOTAL, (i) => ({
    pergunta: `Pergunta ${n3(i)}?`,
    tipo_pergunta: 'texto',
  }));
  const base = await postarViaApi(request, token, '/api/questoes-anamnese', {
    pergunta: 'Tem alergia a algum medicamento?',
    tipo_pergunta: 'sim_nao',
  });
  await criarVarios(request, token, '/api/modelos-anamnese', TOTAL, (i) => ({
    nome: `Modelo ${n3(i)}`,
    questoes: [base.id],
  }));
  await criarVarios(request, token, '/api/termos', TOTAL, (i) => ({
    titulo: `Termo ${n3(i)}`,
    corpo: `<p>Texto do termo número ${n3(i)}.</p>`,
  }));
  const paciente = await criarPacienteViaApi(request, token, {
    nome: 'Rita Albuquerque',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '21/09/1979',
    ddi: '55',
  });
  return { ...c, idPaciente: paciente.id };
}

test('modelo de termo, modelo de anamnese e questão: o 105º de cada é achado digitando e escolhido', async ({
  page,
  request,
}) => {
  test.slow(); // 316 registrations through the API, then three dialogs
  const c = await clinicaGrande(request);
  await entrar(page, c.email, c.senha);

  // The patient document's template.
  await page.goto(`/pacientes/${c.idPaciente}/documentos`);
  await page.getByRole('button', { name: 'Novo Documento' }).first().click();
  const doc = page.getByRole('dialog', { name: 'Geração de Termo/Contrato' });
  const modeloTermo = doc.getByRole('combobox', { name: 'Modelo' });
  await modeloTermo.click();
  // Opened without a term: the first 20 alphabetically, not the 105th.
  await expect(page.getByRole('option')).toHaveCount(20);
  await expect(page.getByRole('option', { name: 'Termo 001' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Termo 105' })).toHaveCount(0);
  await modeloTermo.fill('termo 105');
  await expect(page.getByRole('option')).toHaveCount(1);
  await capturar(page, 'seletores/termo-aberto');
  await page.getByRole('option', { name: 'Termo 105' }).click();
  await expect(doc.getByLabel('Título')).toHaveValue('Termo 105');
  await expect(doc.getByRole('textbox', { name: 'Texto do documento' })).toContainText(
    'Texto do termo número 105.',
  );
  // Loading the template's text leaves the focus on the picker and its list closed: the editor
  // used to take the focus, and the picker, focused again, opened its list over the dialog.
  await expect(modeloTermo).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await doc.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Termo criado com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Termo 105/ })).toBeVisible();

  // The patient anamnesis's model: required, then found and chosen.
  await page.goto(`/pacientes/${c.idPaciente}/anamnese`);
  await page.getByRole('button', { name: 'Nova Anamnese' }).first().click();
  const nova = page.getByRole('dialog', { name: 'Nova Anamnese' });
  await nova.getByRole('button', { name: 'Criar' }).click();
  await expect(nova.getByText('Selecione um modelo de anamnese.')).toBeVisible();
  await nova.getByRole('combobox', { name: 'Modelo de anamnese' }).fill('105');
  await page.getByRole('option', { name: 'Modelo 105' }).click();
  await expect(nova.getByText('Selecione um modelo de anamnese.')).toHaveCount(0);
  await nova.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByText('Anamnese criada com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Modelo 105/ })).toBeVisible();

  // A model's question: searched, appended included, saved.
  await page.goto('/modelos-anamnese');
  await page.getByRole('button', { name: 'Novo Modelo' }).first().click();
  const dlg = page.getByRole('dialog', { name: 'Novo Modelo' });
  await dlg.getByLabel('Nome do modelo').fill('Modelo com a última questão');
  await dlg.getByRole('combobox', { name: 'Adicionar questão' }).fill('pergunta 105');
  await page.getByRole('option', { name: 'Pergunta 105?' }).click();
  await dlg.getByRole('combobox', { name: 'Adicionar questão' }).fill('alergia');
  await page.getByRole('option', { name: /Tem alergia a algum medicamento\?/ }).click();
  await expect(dlg.getByRole('switch', { name: 'Incluir: Pergunta 105?' })).toBeChecked();
  await expect(dlg.getByText('2 incluídas')).toBeVisible();
  await dlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Modelo criado com sucesso!')).toBeVisible();
  await page.getByPlaceholder(/Pesquisar/).fill('última questão');
  const linha = page.getByRole('row').filter({ hasText: 'Modelo com a última questão' });
  await expect(linha.getByTestId('total-questoes')).toHaveText('2');
  await linha.getByRole('button', { name: 'Editar Modelo com a última questão' }).click();
  await expect
    .poll(() => page.getByRole('dialog').getByTestId('questao-modelo').locator('p.text-sm').allTextContents())
    .toEqual(['Pergunta 105?', 'Tem alergia a algum medicamento?']);
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('o seletor de questões do modelo aberto cabe em 390 px', async ({ page, request }) => {
    const c = await criarClinica(request);
    const token = await loginViaApi(request, c.email, c.senha);
    await criarVarios(request, token, '/api/questoes-anamnese', 25, (i) => ({
      pergunta: `Você já fez o procedimento estético número ${n3(i)} antes?`,
      tipo_pergunta: 'sim_nao_naosei',
    }));
    await entrar(page, c.email, c.senha, '/modelos-anamnese');
    await page.getByRole('button', { name: 'Novo Modelo' }).first().click();
    const dlg = page.getByRole('dialog', { name: 'Novo Modelo' });
    await dlg.getByLabel('Nome do modelo').fill('Estética');
    await dlg.getByRole('combobox', { name: 'Adicionar questão' }).fill('025');
    await page.getByRole('option', { name: /número 025/ }).click();
    // Searching again: the chosen one is marked as already in the model.
    await dlg.getByRole('combobox', { name: 'Adicionar questão' }).fill('número 02');
    await expect(page.getByRole('option')).toHaveCount(6);
    await expect(page.getByRole('option', { name: /número 025/ })).toContainText('no modelo');
    await capturar(page, 'seletores/questao-aberto-celular');
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
  });
});
