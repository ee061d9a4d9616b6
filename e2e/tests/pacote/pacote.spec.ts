import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { textoDoPdf } from '../../fixtures/pdf';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/**
 * Issue 36: a budget sells 5 sessions of a treatment; the revenue opens the patient's package;
 * five appointments finished use it (four through the API, the fifth in the form, which says
 * 'Sessão 5 de 5'); the record's 'Pacotes' tab shows 5 of 5 and the form warns on the sixth.
 */
async function clinicaComDrenagem(request: APIRequestContext) {
  const c = await criarClinica(request, { nome: 'Clínica Bem Estar' });
  const headers = { authorization: `Bearer ${await loginViaApi(request, c.email, c.senha)}` };
  const post = async (url: string, data: unknown) => {
    const r = await request.post(url, { headers, data });
    expect(r.status(), `${url}: ${await r.text()}`).toBe(201);
    return (await r.json()).id as number;
  };
  const helena = await post('/api/pacientes', {
    nome: 'Helena Prado',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '10/05/1988',
  });
  const drenagem = await post('/api/tratamentos', {
    nome: 'Drenagem linfática',
    preco_venda: 120,
    preco_custo: 20,
    duracao: 50,
  });
  const prof = await criarUsuario(request, c.idConta, [], {
    tipo: 'PROFISSIONAL',
    nome: 'Dra. Carla Mendes',
  });
  await post('/api/tipos_pagamento', { nome: 'Pix', tipo: 'R', taxa: 10 });
  return { ...c, headers, helena, drenagem, prof, post };
}

async function escolher(campo: Locator, page: Page, texto: string, opcao: string | RegExp) {
  await campo.fill(texto);
  if (texto) await expect(page.getByRole('option').filter({ hasNotText: opcao })).toHaveCount(0);
  await page.getByRole('option', { name: opcao }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('pacote de 5 sessões: orçamento, receita, cinco atendimentos finalizados, a aba mostra 5 de 5 e o sexto avisa', async ({
  page,
  request,
}) => {
  test.slow();
  const c = await clinicaComDrenagem(request);
  await entrar(page, c.email, c.senha, '/orcamentos');

  // The budget: 5 sessions of Drenagem at a package price of R$ 500,00 instead of 5 × R$ 120,00.
  await page.getByRole('button', { name: 'Criar Primeiro Orçamento' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Novo Orçamento' });
  await escolher(dialogo.getByRole('combobox', { name: 'Paciente' }), page, 'hele', /Helena Prado/);
  await escolher(dialogo.getByRole('combobox', { name: 'Tratamento 1' }), page, 'dren', /Drenagem/);
  await escolher(dialogo.getByRole('combobox', { name: 'Profissional 1' }), page, '', c.prof.nome);
  await expect(dialogo.getByTestId('total-orcamento')).toHaveText('R$ 120,00');
  await dialogo.getByLabel('Sessões').fill('5');
  await expect(dialogo.getByTestId('total-orcamento')).toHaveText('R$ 600,00');
  await dialogo.getByLabel('Valor do pacote').pressSequentially('50000');
  await dialogo.getByLabel('Valor do pacote').press('Tab');
  await expect(dialogo.getByTestId('total-orcamento')).toHaveText('R$ 500,00');
  await expect(dialogo.getByText('5 × R$ 120,00')).toBeVisible();
  await capturar(page, 'pacote/orcamento-formulario');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Orçamento criado com sucesso!')).toBeVisible();
  const linhaOrcamento = page.getByRole('row').filter({ hasText: 'Helena Prado' });
  await expect(linhaOrcamento).toContainText('R$ 500,00');
  await linhaOrcamento.getByRole('button', { name: /Ações do orçamento/ }).click();
  await page.getByRole('menuitem', { name: 'Visualizar' }).click();
  const ver = page.getByRole('dialog', { name: /Orçamento nº/ });
  await expect(ver.getByText(/Pacote de 5 sessões/)).toBeVisible();
  await capturar(page, 'pacote/orcamento-visualizar');
  // The PDF says both: the sessions and the package price that replaced 5 × R$ 120,00.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ver.getByRole('button', { name: 'Salvar PDF' }).click(),
  ]);
  const pdf = await textoDoPdf(fs.readFileSync(await download.path()));
  for (const trecho of ['Drenagem linfática', 'Pacote de 5 sessões', 'R$ 120,00', 'R$ 500,00'])
    expect(pdf.texto).toContain(trecho);
  await ver.getByRole('button', { name: 'Fechar' }).last().click();

  // The revenue from it, on the finance screen.
  await page.getByRole('link', { name: 'Transações' }).first().click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByRole('menuitem', { name: 'Receita' }).click();
  const receita = page.getByRole('dialog', { name: 'Nova Receita' });
  await receita.getByRole('combobox', { name: 'Paciente' }).fill('helena');
  await page.getByRole('option', { name: /Helena Prado/ }).click();
  await receita.getByLabel('Orçamento').selectOption({ index: 1 });
  await receita.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Receita cadastrada com sucesso!')).toBeVisible();

  // The package is open with 5 sessions; four appointments are finished through the API.
  await page.goto(`/pacientes/${c.helena}/pacotes`);
  const cartao = page.getByRole('listitem', { name: /Pacote #\d+/ });
  await expect(cartao).toContainText('Drenagem linfática');
  await expect(cartao).toContainText('0 de 5');
  await expect(cartao).toContainText('Aberto');
  const idPacote = Number((await cartao.getAttribute('aria-label'))?.replace(/\D/g, ''));
  // This month's first days: the sessions report below reads the current month.
  const mes = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 7);
  for (let dia = 2; dia <= 5; dia++) {
    const id = await c.post('/api/agendas', {
      id_paciente: c.helena,
      id_profissional: c.prof.idUsuario,
      id_tratamento: c.drenagem,
      data_hora: `${mes}-0${dia} 10:00`,
      duracao: 50,
    });
    const r = await request.put(`/api/agendas/${id}`, { headers: c.headers, data: { status: 'Finalizada' } });
    expect(r.status()).toBe(200);
  }

  // The fifth, in the record's form: it says which session it uses.
  await page.goto(`/pacientes/${c.helena}/sobre`);
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await escolher(form.getByRole('combobox', { name: 'Profissional' }), page, '', c.prof.nome);
  await escolher(form.getByRole('combobox', { name: 'Tratamento' }), page, 'dren', /Drenagem/);
  await expect(form.getByText(`Sessão 5 de 5 — pacote #${idPacote}`)).toBeVisible();
  const dataBr = `06/${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
  await form.getByLabel('Data').fill(dataBr);
  await form.getByLabel('Hora').fill('10:00');
  await form.getByLabel('Status').selectOption('Finalizada');
  await capturar(page, 'pacote/agendamento-sessao');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Agendamento criado com sucesso!')).toBeVisible();

  // The tab: 5 of 5, finished, with its five appointments.
  await page.getByRole('tab', { name: 'Pacotes' }).click();
  await expect(cartao).toContainText('5 de 5');
  await expect(cartao).toContainText('Concluído');
  await cartao.getByText(/Sessões realizadas \(5\)/).click();
  await expect(cartao.getByRole('listitem')).toHaveCount(5);
  await expect(cartao).toContainText(`Sessão 5: ${dataBr} às 10:00`);
  await capturar(page, 'pacote/aba-pacotes');

  // The sixth: the form warns that the package is used up.
  await page.getByRole('tab', { name: 'Agendamentos' }).click();
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  await escolher(form.getByRole('combobox', { name: 'Tratamento' }), page, 'dren', /Drenagem/);
  await expect(form.getByText('Pacote esgotado: 5 de 5 sessões usadas')).toBeVisible();
  await capturar(page, 'pacote/agendamento-esgotado');
  await form.getByRole('button', { name: 'Cancelar' }).click();

  // Beside the commissions: the month's sessions per professional, and no patient left with sessions.
  await page.getByRole('link', { name: 'Comissões' }).first().click();
  const sessoes = page.getByTestId('sessoes-profissional');
  await expect(sessoes.getByRole('row').filter({ hasText: 'Dra. Carla Mendes' })).toContainText('5');
  await capturar(page, 'pacote/sessoes-por-profissional');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(
    page.getByTestId('tabela-pacientes').getByRole('row').filter({ hasText: 'Com sessões de pacote a usar' }),
  ).toContainText('0');
});

test.describe('no celular', () => {
  test.use(CELULAR);
  test('a aba Pacotes e o aviso do formulário cabem em 390 px', async ({ page, request }) => {
    const c = await clinicaComDrenagem(request);
    const orcamento = await c.post('/api/orcamentos', {
      id_paciente: c.helena,
      vencimento: '2031-01-31',
      tratamentos: [
        { id_tratamento: c.drenagem, id_profissional: c.prof.idUsuario, quantidade: 5, valor_pacote: 500 },
      ],
    });
    const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    await c.post('/api/transacoes', { tipo: 'RECEITA', id_orcamento: orcamento, vencimento: hoje });
    for (let dia = 2; dia <= 6; dia++) {
      const id = await c.post('/api/agendas', {
        id_paciente: c.helena,
        id_profissional: c.prof.idUsuario,
        id_tratamento: c.drenagem,
        data_hora: `2030-03-0${dia} 10:00`,
        duracao: 50,
      });
      const r = await request.put(`/api/agendas/${id}`, {
        headers: c.headers,
        data: { status: 'Finalizada' },
      });
      expect(r.status()).toBe(200);
    }
    await entrar(page, c.email, c.senha, `/pacientes/${c.helena}/pacotes`);
    const cartao = page.getByRole('listitem', { name: /Pacote #\d+/ });
    await expect(cartao).toContainText('5 de 5');
    await cartao.getByText(/Sessões realizadas/).click();
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
    await capturar(page, 'pacote/aba-pacotes-celular');
    await page.goto(`/pacientes/${c.helena}/sobre`);
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await escolher(form.getByRole('combobox', { name: 'Tratamento' }), page, 'dren', /Drenagem/);
    await expect(form.getByText('Pacote esgotado: 5 de 5 sessões usadas')).toBeVisible();
    await capturar(page, 'pacote/agendamento-esgotado-celular');
    await page.goto('/orcamentos');
    await page.getByRole('button', { name: 'Novo Orçamento' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Novo Orçamento' });
    await escolher(dialogo.getByRole('combobox', { name: 'Tratamento 1' }), page, 'dren', /Drenagem/);
    await dialogo.getByLabel('Sessões').fill('10');
    await capturar(page, 'pacote/orcamento-formulario-celular');
  });
});
