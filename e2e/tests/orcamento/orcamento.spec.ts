import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { textoDoPdf } from '../../fixtures/pdf';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/** A clinic with two patients, two priced treatments and a professional, made through REST. */
async function clinicaComCadastros(request: APIRequestContext) {
  const c = {
    ...(await criarClinica(request, { nome: 'Clínica Sorriso Pleno' })),
    nome: 'Clínica Sorriso Pleno',
  };
  const token = await loginViaApi(request, c.email, c.senha);
  const headers = { authorization: `Bearer ${token}` };
  const paciente = async (nome: string, email?: string) =>
    (
      await (
        await request.post('/api/pacientes', {
          headers,
          data: { nome, celular: '11987654321', sexo: 'Feminino', nascimento: '10/05/1988', email },
        })
      ).json()
    ).id as number;
  const tratamento = async (nome: string, preco_venda: number) =>
    (
      await (
        await request.post('/api/tratamentos', {
          headers,
          data: { nome, preco_venda, preco_custo: 20, duracao: 30 },
        })
      ).json()
    ).id as number;
  const helena = await paciente('Helena Prado', 'helena@exemplo.com.br');
  const joao = await paciente('João Conceição');
  const limpeza = await tratamento('Limpeza', 150);
  const clareamento = await tratamento('Clareamento Dental', 350.5);
  const prof = await criarUsuario(request, c.idConta, [], {
    tipo: 'PROFISSIONAL',
    nome: 'Dra. Carla Mendes',
  });
  return { ...c, headers, helena, joao, limpeza, clareamento, prof };
}

async function escolher(campo: Locator, page: Page, texto: string, opcao: string | RegExp) {
  await campo.fill(texto);
  // The search's answer replaces the list under the pointer (the debounce is 300 ms): a click on
  // the list as it was kept it open once. Only the matching options once the answer is in.
  if (texto) await expect(page.getByRole('option').filter({ hasNotText: opcao })).toHaveCount(0);
  await page.getByRole('option', { name: opcao }).first().click();
  // The list closes before the next step: a closing list under the next click swallowed it once.
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

const linha = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });

test('a recepção monta um orçamento de dois tratamentos, baixa o PDF, cancela; cria outro na ficha e o exclui', async ({
  page,
  request,
}) => {
  test.slow(); // a long journey that ran close to the 30 s default on a loaded machine
  const c = await clinicaComCadastros(request);
  await entrar(page, c.email, c.senha);
  await page.getByRole('link', { name: 'Orçamentos' }).first().click();
  await expect(page).toHaveURL(/\/orcamentos$/);
  await expect(page.getByRole('heading', { name: 'Orçamentos' })).toBeVisible();
  await expect(page.getByText('Nenhum orçamento encontrado')).toBeVisible();
  await expect(page.getByText('Comece criando seu primeiro orçamento')).toBeVisible();
  await capturar(page, 'orcamento/vazio');

  await page.getByRole('button', { name: 'Criar Primeiro Orçamento' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Novo Orçamento' });
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo.getByText('Campo obrigatório').first()).toBeVisible();
  await expect(dialogo.getByRole('button', { name: /Remover tratamento/ })).toHaveCount(0);

  await escolher(dialogo.getByRole('combobox', { name: 'Paciente' }), page, 'hele', /Helena Prado/);
  await escolher(dialogo.getByRole('combobox', { name: 'Tratamento 1' }), page, 'limp', /Limpeza/);
  await escolher(dialogo.getByRole('combobox', { name: 'Profissional 1' }), page, '', c.prof.nome);
  await expect(dialogo.getByTestId('total-orcamento')).toHaveText('R$ 150,00');
  await dialogo.getByRole('button', { name: 'Adicionar tratamento' }).click();
  await escolher(
    dialogo.getByRole('combobox', { name: 'Tratamento 2' }),
    page,
    'clare',
    /Clareamento Dental/,
  );
  await escolher(dialogo.getByRole('combobox', { name: 'Profissional 2' }), page, '', c.prof.nome);
  await expect(dialogo.getByTestId('total-orcamento')).toHaveText('R$ 500,50');
  await expect(dialogo.getByRole('button', { name: /Remover tratamento/ })).toHaveCount(2);
  const vencimento = await dialogo.getByLabel('Vencimento').inputValue();
  expect(vencimento).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await capturar(page, 'orcamento/formulario');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Orçamento criado com sucesso!')).toBeVisible();

  const helena = linha(page, 'Helena Prado');
  await expect(helena).toContainText('helena@exemplo.com.br');
  await expect(helena).toContainText('R$ 500,50');
  await expect(helena).toContainText(vencimento);
  await expect(helena).toContainText('ATIVO');
  await capturar(page, 'orcamento/lista');

  // Visualizar, then 'Salvar PDF': a real file with the budget's text.
  await helena.getByRole('button', { name: /Ações do orçamento/ }).click();
  await page.getByRole('menuitem', { name: 'Visualizar' }).click();
  const ver = page.getByRole('dialog', { name: /Orçamento nº/ });
  await expect(ver.getByText('Clareamento Dental')).toBeVisible();
  await expect(ver.getByText('R$ 500,50')).toBeVisible();
  await capturar(page, 'orcamento/visualizar');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ver.getByRole('button', { name: 'Salvar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('orcamento_helena_prado.pdf');
  const pdf = await textoDoPdf(fs.readFileSync(await download.path()));
  expect(pdf.paginas).toBe(1);
  for (const trecho of [
    c.nome,
    'Helena Prado',
    'Limpeza',
    'Clareamento Dental',
    c.prof.nome,
    'R$ 150,00',
    'R$ 350,50',
    'R$ 500,50',
    `Válido até ${vencimento}`,
  ])
    expect(pdf.texto).toContain(trecho);

  // 'Cancelar orçamento' keeps it in the history as CANCELADO.
  await ver.getByRole('button', { name: 'Cancelar orçamento' }).click();
  await page.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByText('Orçamento cancelado com sucesso!')).toBeVisible();
  await expect(ver.getByText('CANCELADO')).toBeVisible();
  await expect(ver.getByRole('button', { name: 'Cancelar orçamento' })).toHaveCount(0);
  await ver.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(helena).toContainText('CANCELADO');

  // The patient's tab: the patient is set, one treatment.
  await page.goto(`/pacientes/${c.joao}/orcamentos`);
  await expect(page.getByRole('tab', { name: 'Orçamentos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nenhum orçamento encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Novo Orçamento' }).click();
  const doJoao = page.getByRole('dialog', { name: 'Novo Orçamento' });
  await expect(doJoao.getByRole('combobox', { name: 'Paciente' })).toHaveValue('João Conceição');
  await expect(doJoao.getByRole('combobox', { name: 'Paciente' })).toBeDisabled();
  await escolher(doJoao.getByRole('combobox', { name: 'Tratamento 1' }), page, 'limp', /Limpeza/);
  await escolher(doJoao.getByRole('combobox', { name: 'Profissional 1' }), page, '', c.prof.nome);
  await doJoao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Orçamento criado com sucesso!').first()).toBeVisible();
  await expect(linha(page, 'R$ 150,00')).toContainText('ATIVO');
  await expect(page.getByRole('row').filter({ hasText: 'Helena' })).toHaveCount(0);
  await capturar(page, 'orcamento/aba-paciente');

  // Back on the screen: search without accents, then delete with the spec's confirmation.
  await page.goto('/orcamentos');
  await page.getByPlaceholder(/Paciente, status/).fill('joao conceicao');
  await expect(page.getByRole('row').filter({ hasText: 'Helena' })).toHaveCount(0);
  const joao = linha(page, 'João Conceição');
  await expect(joao).toContainText('N/A');
  await joao.getByRole('button', { name: /Ações do orçamento/ }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await expect(page.getByText('Tem certeza que deseja excluir este orçamento?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirmar exclusão' })).toBeVisible();
  await page.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Orçamento excluído com sucesso')).toBeVisible();
  await expect(page.getByText('Tente ajustar os filtros de pesquisa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar Primeiro Orçamento' })).toHaveCount(0);
});

test('paginação de 10 com "Mostrando X - Y de N orçamentos"; sem permissão de criar e excluir, sem os botões', async ({
  page,
  request,
}) => {
  const c = await clinicaComCadastros(request);
  for (let i = 0; i < 12; i++)
    await request.post('/api/orcamentos', {
      headers: c.headers,
      data: {
        id_paciente: i % 2 ? c.helena : c.joao,
        vencimento: '2031-01-31',
        tratamentos: [{ id_tratamento: c.limpeza, id_profissional: c.prof.idUsuario }],
      },
    });
  const leitor = await criarUsuario(request, c.idConta, ['ORCAMENTOS_LISTAR'], { tipo: 'USUARIO' });
  await entrar(page, leitor.email, leitor.senha, '/orcamentos');
  await expect(page.getByText('Mostrando 1 - 10 de 12 orçamentos')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Novo Orçamento' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page.getByText('Mostrando 11 - 12 de 12 orçamentos')).toBeVisible();
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /Ações do orçamento/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Visualizar' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toHaveCount(0);
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('a lista e o formulário cabem em 390 px', async ({ page, request }) => {
    const c = await clinicaComCadastros(request);
    await request.post('/api/orcamentos', {
      headers: c.headers,
      data: {
        id_paciente: c.helena,
        vencimento: '2031-01-31',
        tratamentos: [
          { id_tratamento: c.limpeza, id_profissional: c.prof.idUsuario },
          { id_tratamento: c.clareamento, id_profissional: c.prof.idUsuario },
        ],
      },
    });
    await entrar(page, c.email, c.senha, '/orcamentos');
    await expect(linha(page, 'Helena Prado')).toContainText('R$ 500,50');
    await capturar(page, 'orcamento/lista-celular');
    await page.getByRole('button', { name: 'Novo Orçamento' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Novo Orçamento' });
    await dialogo.getByRole('button', { name: 'Adicionar tratamento' }).click();
    await expect(dialogo.getByRole('button', { name: /Remover tratamento/ })).toHaveCount(2);
    await capturar(page, 'orcamento/formulario-celular');
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
  });
});
