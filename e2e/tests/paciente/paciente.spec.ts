import fs from 'node:fs';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { criarPacienteViaApi, EXE, enviarFotoViaApi, gerarPng, PDF_MINIMO } from '../../fixtures/pacientes';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

test('cadastro com cada validação, busca sem acento, edição, foto (envio, card, download byte a byte, exclusão) e arquivos', async ({
  page,
  request,
}) => {
  test.slow(); // a long journey that ran close to the 30 s default on a loaded machine
  test.setTimeout(90_000);
  const c = await criarClinica(request);
  await entrar(page, c.email, c.senha, '/pacientes');
  await expect(page.getByText('Nenhum paciente selecionado')).toBeVisible();

  // The form: every rule of spec 02 §5, each message seen once.
  await page.getByRole('button', { name: 'Novo Paciente' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Novo Paciente' });
  const salvar = dialogo.getByRole('button', { name: 'Salvar' });
  await expect(salvar).toBeDisabled();
  const nome = dialogo.getByRole('textbox', { name: 'Nome', exact: true });
  await nome.focus();
  await nome.blur();
  await expect(dialogo.getByText('Campo obrigatório')).toHaveCount(1);
  await nome.fill('  João Conceição Araújo  ');
  await dialogo.getByRole('textbox', { name: 'Celular', exact: true }).pressSequentially('20987654321');
  await dialogo.getByLabel('Sexo').selectOption('Masculino');
  await expect(salvar).toBeEnabled();
  await dialogo.getByLabel('CPF', { exact: true }).pressSequentially('12345678900');
  await dialogo.getByLabel('E-mail', { exact: true }).fill('joao@');
  await salvar.click();
  await expect(dialogo.getByText('Campo obrigatório')).toBeVisible(); // birth date
  await expect(dialogo.getByText('Telefone inválido')).toBeVisible();
  await expect(dialogo.getByText('CPF inválido')).toBeVisible();
  await expect(dialogo.getByText('E-mail inválido')).toBeVisible();

  const nascimento = dialogo.getByLabel('Data de nascimento');
  for (const [valor, mensagem] of [
    ['12/03', 'Data inválida'],
    ['10/13/1990', 'Mês inválido'],
    ['32/01/1990', 'Dia inválido'],
    ['31/04/1990', 'Dia inválido para o mês'],
    ['01/01/1899', 'Ano inválido'],
  ] as const) {
    await nascimento.press('Control+a');
    await nascimento.press('Backspace');
    await nascimento.pressSequentially(valor);
    await expect(dialogo.getByText(mensagem, { exact: true })).toBeVisible();
  }
  await nascimento.press('Control+a');
  await nascimento.press('Backspace');
  await nascimento.pressSequentially('15031985');
  const celular = dialogo.getByRole('textbox', { name: 'Celular', exact: true });
  await celular.press('Control+a');
  await celular.press('Backspace');
  await celular.pressSequentially('11987654321');
  await expect(celular).toHaveValue('(11) 98765-4321');
  const cpf = dialogo.getByLabel('CPF', { exact: true });
  await cpf.press('Control+a');
  await cpf.press('Backspace');
  await cpf.pressSequentially('52998224725');
  await expect(cpf).toHaveValue('529.982.247-25');
  await dialogo.getByLabel('E-mail', { exact: true }).fill('joao@exemplo.com.br');
  await dialogo.getByLabel('CEP').pressSequentially('01310100');
  await expect(dialogo.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(dialogo.getByLabel('Endereço')).toHaveValue('Avenida Paulista');
  await dialogo.getByLabel('Número').fill('1000');
  await expect(dialogo.getByRole('alert')).toHaveCount(0);
  await capturar(page, 'paciente/formulario');
  await salvar.click();
  await expect(page.getByText('Paciente salvo com sucesso!')).toBeVisible();
  await expect(dialogo).toBeHidden();
  // The record opens on its first tab the profile allows ('Agendamentos', sub-tab sobre, for an ADM).
  await expect(page).toHaveURL(/\/pacientes\/\d+\/sobre$/);
  await expect(page.getByText('Nenhum agendamento encontrado')).toBeVisible();
  const painel = page.getByRole('region', { name: 'Dados do paciente' });
  await expect(painel).toContainText('João Conceição Araújo');
  await expect(painel).toContainText('(11) 98765-4321');
  await expect(painel).toContainText('15/03/1985');
  await expect(painel).toContainText('529.982.247-25');
  const urlFicha = page.url();

  // Lista: found by typing the name without accents (server search).
  await page.getByRole('tab', { name: 'Lista' }).click();
  await expect(page).toHaveURL(/\/pacientes\/lista$/);
  await page.getByPlaceholder('Pesquisar por nome, e-mail, celular ou ID...').fill('joao conceicao');
  await expect(page.getByRole('row').filter({ hasText: 'João Conceição Araújo' })).toBeVisible();
  await capturar(page, 'paciente/lista');
  await page.getByPlaceholder('Pesquisar por nome, e-mail, celular ou ID...').fill('xyzzy');
  await expect(page.getByText('Nenhum paciente encontrado')).toBeVisible();

  // Ficha: the autocomplete finds them too, and the record is in the URL.
  await page.getByRole('tab', { name: 'Ficha' }).click();
  await expect(page).toHaveURL(urlFicha);
  await page.goto('/pacientes');
  await page.getByLabel('Buscar paciente').fill('araujo');
  await page.getByRole('option', { name: /João Conceição Araújo/ }).click();
  await expect(page).toHaveURL(urlFicha);

  // Edit.
  await page.getByRole('button', { name: 'Editar Paciente' }).click();
  const edicao = page.getByRole('dialog', { name: 'Editar Paciente' });
  await expect(edicao.getByLabel('CPF', { exact: true })).toHaveValue('529.982.247-25');
  await edicao.getByRole('textbox', { name: 'Nome', exact: true }).fill('João Conceição Araújo Neto');
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Paciente salvo com sucesso!').first()).toBeVisible();
  await expect(painel).toContainText('João Conceição Araújo Neto');
  await page.reload();
  await expect(painel).toContainText('João Conceição Araújo Neto');

  // Photos: upload a PNG, see its card, download the same bytes, delete it.
  await page.getByRole('tab', { name: 'Fotos' }).click();
  await expect(page).toHaveURL(/\/pacientes\/\d+\/fotos$/);
  const png = gerarPng();
  await page.getByRole('button', { name: 'Adicionar Foto' }).first().click();
  const envio = page.getByRole('dialog', { name: 'Adicionar Foto' });
  await envio.getByRole('button', { name: 'Salvar' }).click();
  await expect(envio.getByText('Selecione uma foto')).toBeVisible();
  await envio.getByLabel('Arraste uma foto aqui ou clique para escolher').setInputFiles({
    name: 'documento.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('texto'),
  });
  await expect(envio.getByText('Por favor, selecione apenas arquivos de imagem')).toBeVisible();
  await envio.getByLabel('Arraste uma foto aqui ou clique para escolher').setInputFiles({
    name: 'sorriso-antes.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(envio.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('sorriso-antes');
  await envio.getByRole('textbox', { name: 'Nome', exact: true }).fill('');
  await envio.getByRole('button', { name: 'Salvar' }).click();
  await expect(envio.getByText('Nome é obrigatório')).toBeVisible();
  await envio.getByRole('textbox', { name: 'Nome', exact: true }).fill('Sorriso antes');
  await envio.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Foto adicionada com sucesso!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Sorriso antes' });
  await expect(card).toBeVisible();
  const miniatura = card.getByRole('img', { name: 'Sorriso antes' });
  await expect(miniatura).toBeVisible();
  // Straight from its signed URL (issue 17), loaded without any header of ours.
  await expect(miniatura).toHaveAttribute(
    'src',
    /^\/api\/fotos\/\d+\/miniatura\?conta=\d+&exp=\d+&s=[\w-]{22}&sig=/,
  );
  await expect
    .poll(() => miniatura.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
  await capturar(page, 'paciente/fotos');
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, 'paciente/fotos-390');
  await page.setViewportSize({ width: 1366, height: 800 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Baixar Sorriso antes' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sorriso-antes.png');
  expect(fs.readFileSync(await download.path()).equals(png)).toBe(true);

  await card.getByRole('button', { name: 'Excluir Sorriso antes' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir foto' })
    .getByRole('button', { name: 'Sim, excluir' })
    .click();
  await expect(page.getByText('Foto deletada com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma foto encontrada')).toBeVisible();

  // Files: a PDF is kept; an .exe renamed to .pdf is refused by the server.
  await page.getByRole('tab', { name: 'Arquivos' }).click();
  await expect(page).toHaveURL(/\/arquivos$/);
  await expect(page.getByText('Nenhum arquivo encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Arquivo' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Adicionar Arquivo' });
  const campo = modal.getByLabel('Arraste um arquivo aqui ou clique para escolher');
  await campo.setInputFiles({
    name: 'planilha.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('PK'),
  });
  await expect(modal.getByText('Tipo de arquivo não suportado. Use PDF, DOC ou DOCX.')).toBeVisible();
  await campo.setInputFiles({ name: 'exame.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMO });
  await modal.getByRole('textbox', { name: 'Nome', exact: true }).fill('Exame de sangue');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Arquivo adicionado com sucesso!')).toBeVisible();
  await expect(modal).toBeHidden();
  const arquivo = page.getByRole('article', { name: 'Exame de sangue' });
  await expect(arquivo).toContainText('exame.pdf');
  await expect(arquivo).toContainText(`${PDF_MINIMO.byteLength} Bytes`);
  await capturar(page, 'paciente/arquivos');
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, 'paciente/arquivos-390');
  await page.setViewportSize({ width: 1366, height: 800 });

  await page.getByRole('button', { name: 'Adicionar Arquivo' }).first().click();
  await campo.setInputFiles({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: EXE });
  await modal.getByRole('textbox', { name: 'Nome', exact: true }).fill('Laudo falso');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Tipo de arquivo não suportado. Use PDF, DOC ou DOCX.').first()).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Adicionar Arquivo' })).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('página de fotos: filtro por paciente, edição de nome e observação, exclusão', async ({
  page,
  request,
}) => {
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  const base = { celular: '11987654321', sexo: 'Feminino', nascimento: '1990-05-10' };
  const ana = await criarPacienteViaApi(request, token, { ...base, nome: 'Ana Lúcia Prado' });
  const bia = await criarPacienteViaApi(request, token, { ...base, nome: 'Beatriz Simões' });
  await enviarFotoViaApi(request, token, ana.id, 'Perfil esquerdo', gerarPng(96, [14, 116, 144]));
  await enviarFotoViaApi(request, token, bia.id, 'Frontal', gerarPng(96, [190, 24, 93]));
  await entrar(page, c.email, c.senha, '/fotos');
  await expect(page.getByRole('row').filter({ hasText: 'Perfil esquerdo' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Frontal' })).toBeVisible();
  await capturar(page, 'paciente/pagina-fotos');

  await page.getByLabel('Filtrar por paciente').fill('beatriz simoes');
  await page.getByRole('option', { name: /Beatriz Simões/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Perfil esquerdo' })).toHaveCount(0);
  const linha = page.getByRole('row').filter({ hasText: 'Frontal' });
  await linha.getByRole('button', { name: 'Editar Frontal' }).click();
  const edicao = page.getByRole('dialog', { name: 'Editar Foto' });
  await edicao.getByRole('textbox', { name: 'Nome', exact: true }).fill('Frontal sorrindo');
  await edicao.getByLabel('Observação').fill('Após clareamento');
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Foto atualizada com sucesso!')).toBeVisible();
  const editada = page.getByRole('row').filter({ hasText: 'Frontal sorrindo' });
  await expect(editada).toContainText('Após clareamento');
  await editada.getByRole('button', { name: 'Excluir Frontal sorrindo' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir foto' })
    .getByRole('button', { name: 'Sim, excluir' })
    .click();
  await expect(page.getByText('Foto deletada com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma foto encontrada')).toBeVisible();
  // Focus goes back to where it was before the dialog: the deleted row's button while the list has
  // not refreshed (then the page), or, once the row is gone, the patient filter, whose options open
  // on focus. Which one depends on the host's pace, so the options are closed once focus settled.
  // While they are open the rest of the page is inert (Headless UI's list is modal), so a person
  // presses Escape and clicks again: the same here, until the click lands (the options may open
  // late, after a first Escape, on a loaded host).
  const opcoes = page.getByRole('listbox');
  await expect(async () => {
    if (await opcoes.isVisible()) await page.keyboard.press('Escape');
    await expect(opcoes).toBeHidden({ timeout: 500 });
    await page.getByRole('button', { name: 'Limpar filtro' }).click({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('row').filter({ hasText: 'Perfil esquerdo' })).toBeVisible();
});

test.describe('no celular (390 px)', () => {
  test.use(CELULAR);

  test('lista, ficha com fotos, formulário e página de fotos cabem na tela', async ({ page, request }) => {
    const c = await criarClinica(request);
    const token = await loginViaApi(request, c.email, c.senha);
    const p = await criarPacienteViaApi(request, token, {
      nome: 'Márcia Ávila Gonçalves',
      celular: '21998765432',
      sexo: 'Feminino',
      nascimento: '1992-11-02',
      cpf: '11144477735',
      email: 'marcia.avila@exemplo.com.br',
    });
    for (const nome of ['Perfil direito', 'Sorriso'])
      await enviarFotoViaApi(request, token, p.id, nome, gerarPng());
    await entrar(page, c.email, c.senha, '/pacientes/lista');
    await expect(page.getByRole('row').filter({ hasText: 'Márcia Ávila Gonçalves' })).toBeVisible();
    await capturar(page, 'paciente/lista-celular');
    await page.goto(`/pacientes/${p.id}/fotos`);
    await expect(page.getByRole('article', { name: 'Sorriso' }).getByRole('img')).toBeVisible();
    await capturar(page, 'paciente/fotos-celular');
    await page.getByRole('button', { name: 'Editar Paciente' }).click();
    await expect(page.getByRole('heading', { name: 'Editar Paciente' })).toBeVisible();
    await capturar(page, 'paciente/formulario-celular');
    await page.goto('/fotos');
    await expect(page.getByRole('row').filter({ hasText: 'Sorriso' })).toBeVisible();
    await capturar(page, 'paciente/pagina-fotos-celular');
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
  });
});
