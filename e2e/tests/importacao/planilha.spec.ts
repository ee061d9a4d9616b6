import { criarClinica, loginViaApi } from '../../fixtures/api';
import { criarPacienteViaApi } from '../../fixtures/pacientes';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { abrirSistemaAntigoFalso } from '../../fixtures/sistema-antigo-falso';
import { expect, test } from '../../fixtures/teste';

/** A spreadsheet as the big peers export it: UTF-8 with a BOM, ';' separators, accents, masks. */
const CSV = Buffer.from(
  `\uFEFF${[
    'Paciente;Telefone;Data de Nascimento;CPF;E-mail;Sexo',
    'João Conceição;(11) 98765-4321;05/03/1990;529.982.247-25;joao@exemplo.com.br;Masculino',
    'Maria José Araújo;+55 21 99876-5432;01/12/1985;123.456.789-00;maria@exemplo.com.br;Feminino',
    'Ângela Gonçalves;5531988887777;20/07/1978;;angela@exemplo.com.br;F',
    'Sem Telefone;;01/01/1980;;;',
    'João Conceição;11 98765-4321;;529.982.247-25;;',
  ].join('\r\n')}\r\n`,
  'utf8',
);

test("'Importar dados': planilha, prévia, confirmação, progresso, resumo e desfazer", async ({
  page,
  request,
}) => {
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  await entrar(page, c.email, c.senha, '/conta');

  await page.getByRole('link', { name: 'Importar dados' }).click();
  await expect(page).toHaveURL(/\/conta\/importar$/);
  await expect(page.getByRole('heading', { name: 'Importar dados' })).toBeVisible();
  await expect(page.getByText('Nenhuma importação ainda')).toBeVisible();
  await capturar(page, 'importacao/envio');

  await page.getByLabel('Arraste a planilha aqui ou clique para escolher').setInputFiles({
    name: 'pacientes-outro-sistema.csv',
    mimeType: 'text/csv',
    buffer: CSV,
  });
  await page.getByRole('button', { name: 'Enviar e ver prévia' }).click();
  await expect(page).toHaveURL(/\/conta\/importar\/\d+$/);

  // The columns were matched by name; the preview says what will happen and nothing is saved yet.
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Paciente');
  await expect(page.getByLabel('Celular', { exact: true })).toHaveValue('Telefone');
  await expect(page.getByRole('button', { name: 'Importar 3 pacientes' })).toBeVisible();
  await expect(page.getByText('Linha 5')).toBeVisible();
  await expect(page.getByText('Celular ausente.')).toBeVisible();
  await expect(page.getByText('CPF inválido: importado sem CPF.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Maria José Araújo' })).toBeVisible();
  const antes = await request.get('/api/pacientes?q=Concei', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await antes.json()).toHaveLength(0);
  await capturar(page, 'importacao/previa');
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, 'importacao/previa-celular');
  await page.setViewportSize({ width: 1366, height: 800 });

  await page.getByRole('button', { name: 'Importar 3 pacientes' }).click();
  // The worker runs it in the background; the page polls until the summary.
  await expect(page.getByText('Concluída')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Pacientes 5 de 5')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso da importação' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('cell', { name: 'Celular ausente.' })).toBeVisible();
  const depois = await request.get('/api/pacientes?q=Concei', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await depois.json()).toHaveLength(1);
  await capturar(page, 'importacao/resumo');
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, 'importacao/resumo-celular');

  await page.getByRole('button', { name: 'Desfazer importação' }).click();
  await page.getByRole('button', { name: 'Sim, desfazer' }).click();
  await expect(page.getByText('3 pacientes removidos.')).toBeVisible();
  await expect(page.getByText('Desfeita', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desfazer importação' })).toHaveCount(0);
  const desfeito = await request.get('/api/pacientes?q=Concei', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await desfeito.json()).toHaveLength(0);
  await capturar(page, 'importacao/desfeita-celular');
  await page.setViewportSize({ width: 1366, height: 800 });

  await page.getByRole('link', { name: 'Importações' }).click();
  await expect(page.getByRole('link', { name: 'pacientes-outro-sistema.csv' })).toBeVisible();
  await capturar(page, 'importacao/historico');
});

test("'Importar dados' do sistema antigo: endereço e token, prévia, importação e desfazer", async ({
  page,
  request,
  baseURL,
}) => {
  // 'The old system' is this same server: another clinic, reached by its address and its token.
  const antiga = await criarClinica(request);
  const tokenAntigo = await loginViaApi(request, antiga.email, antiga.senha);
  for (const [nome, celular] of [
    ['Beatriz Antiga', '11970000001'],
    ['Caio Antigo', '11970000002'],
  ]) {
    await criarPacienteViaApi(request, tokenAntigo, {
      nome,
      celular,
      sexo: 'Outro',
      nascimento: '01/02/1990',
    });
  }
  const c = await criarClinica(request);
  await entrar(page, c.email, c.senha, '/conta/importar');
  await page.getByLabel('Endereço').fill(`${baseURL}/api`);
  await page.getByLabel('Token', { exact: true }).fill(tokenAntigo);
  await capturar(page, 'importacao/sistema-antigo');
  await page.getByRole('button', { name: 'Ler e ver prévia' }).click();
  await expect(page).toHaveURL(/\/conta\/importar\/\d+$/);
  await expect(page.getByText('Dados do sistema antigo · 2 pacientes')).toBeVisible();
  // Every kind the old system has, counted before anything is written, in the stages' order.
  const tipos = page.getByTestId('tipos-importacao');
  await expect(tipos.getByRole('row', { name: /^Pacientes 2/ })).toBeVisible();
  await expect(tipos.getByRole('rowheader', { name: 'Movimentações de estoque' })).toBeVisible();
  // This product lists the patients' records clinic-wide too: counted before the import.
  await expect(tipos.getByRole('row', { name: /^Fotos 0/ })).toBeVisible();
  await expect(page.getByText('O sistema antigo lista estes dados paciente a paciente')).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Beatriz Antiga' })).toBeVisible();
  await capturar(page, 'importacao/sistema-antigo-previa');
  await page.getByRole('button', { name: 'Importar do sistema antigo' }).click();
  await expect(page.getByText('Concluída')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Todos os tipos de dado importados')).toBeVisible();
  await expect(tipos.getByRole('row', { name: /^Pacientes 2 2 0 0 0 Concluído$/ })).toBeVisible();
  await capturar(page, 'importacao/sistema-antigo-resumo');
  // On a phone the table of kinds scrolls sideways inside its own box, the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  const caixa = await tipos.locator('xpath=..').boundingBox();
  expect((caixa?.x ?? 0) + (caixa?.width ?? 999)).toBeLessThanOrEqual(390);
  await capturar(page, 'importacao/sistema-antigo-resumo-390');
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByRole('button', { name: 'Desfazer importação' }).click();
  await page.getByRole('button', { name: 'Sim, desfazer' }).click();
  // The two patients, and the old clinic's owner who came as an inactive professional.
  await expect(page.getByText('3 registros removidos.')).toBeVisible();
  await expect(page.getByText('Profissionais: 1 · Pacientes: 2')).toBeVisible();
});

test('Do sistema antigo: documento assinado sem a imagem da assinatura e arquivados recusados', async ({
  page,
  request,
}) => {
  // An older old system (tiny, in this process): one patient, one document she signed there whose
  // signature image it no longer delivers (404), and no list of archived records (400).
  const antigo = await abrirSistemaAntigoFalso({
    recusaArquivados: true,
    // It takes its time over its archived patients: the page shows which list is being read.
    esperaPacientesArquivadosMs: 4000,
    pacientes: [
      {
        id: 41,
        nome: 'Helena Antiga',
        celular: '11970000041',
        sexo: 'Feminino',
        nascimento: '1980-02-01',
        arquivado_em: null,
      },
    ],
    documentos: (url) => [
      {
        id: 7,
        id_paciente: 41,
        tipo: 'TERMO',
        titulo: 'Consentimento de clareamento',
        cabecalho: '<p>Paciente: Helena Antiga</p>',
        corpo: '<p>Autorizo o clareamento dental descrito pelo profissional.</p>',
        status: 'Assinado',
        criado_em: '2025-03-10T13:00:00.000Z',
        assinado_em: '2025-03-10T13:20:00.000Z',
        assinatura: `${url}/api/pacientes_termos/c/Ab12Cd34Ef56/assinatura?conta=9&exp=1999999999&sig=abc`,
        arquivado_em: null,
      },
    ],
  });
  try {
    const c = await criarClinica(request);
    await entrar(page, c.email, c.senha, '/conta/importar');
    await page.getByLabel('Endereço').fill(antigo.url);
    await page.getByLabel('Token', { exact: true }).fill(antigo.token);
    await page.getByRole('button', { name: 'Ler e ver prévia' }).click();
    await expect(page.getByText('Dados do sistema antigo · 1 paciente')).toBeVisible();
    // A version that lists the patients' records only patient by patient: no total before.
    await expect(
      page
        .getByTestId('tipos-importacao')
        .getByRole('row', { name: 'Fotos contado durante a importação', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('O sistema antigo lista estes dados paciente a paciente')).toBeVisible();
    await page.getByRole('button', { name: 'Importar do sistema antigo' }).click();
    // Patients are read twice: the active ones, then the archived ones (here refused, later).
    await expect(page.getByText('Pacientes 1 de 1 — lendo os arquivados')).toBeVisible();
    await expect(page.getByText('Agora vêm os arquivados no sistema antigo')).toBeVisible();
    await expect(
      page
        .getByTestId('tipos-importacao')
        .getByRole('row', { name: /^Pacientes .* Importando os arquivados$/ }),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await capturar(page, 'importacao/sistema-antigo-lendo-arquivados');
    await expect(page.getByText('Concluída')).toBeVisible({ timeout: 20_000 });
    // The row log: the document came signed without its image, and each kind the old system
    // archives has one note on the kind as a whole (row '—').
    const registro = page.getByRole('region', { name: 'Registro por linha' });
    await expect(
      registro.getByRole('row', {
        name: '7 Documentos dos pacientes Ressalva Importado assinado, sem a imagem da assinatura: o sistema antigo não entregou a imagem.',
      }),
    ).toBeVisible();
    const semArquivados =
      'O sistema antigo não lista os registros arquivados: só os ativos foram importados.';
    for (const tipo of ['Pacientes', 'Documentos dos pacientes', 'Anamneses', 'Fotos', 'Arquivos'])
      await expect(
        registro.getByRole('row', { name: `o tipo todo ${tipo} Ressalva ${semArquivados}` }),
      ).toBeVisible();
    await expect(
      page.getByRole('row', { name: /^Documentos dos pacientes 1 1 0 0 0 Concluído$/ }),
    ).toBeVisible();
    // The pictures without the preview's and the confirmation's notices over the table, and from
    // the top (a full-page picture of a scrolled page draws the fixed bar and menu halfway down).
    await expect(page.getByRole('button', { name: 'Fechar notificação' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await capturar(page, 'importacao/sistema-antigo-ressalvas');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(registro.getByText(semArquivados)).toHaveCount(5);
    await page.evaluate(() => window.scrollTo(0, 0));
    await capturar(page, 'importacao/sistema-antigo-ressalvas-390');
    await page.setViewportSize({ width: 1366, height: 800 });

    // The patient's document: signed there, read-only here; its print view says so instead of an image.
    await page.goto('/pacientes');
    await page.getByLabel('Buscar paciente').fill('helena');
    await page.getByRole('option', { name: /Helena Antiga/ }).click();
    await page.getByRole('tab', { name: 'Documentos e Termos' }).click();
    const linha = page.getByRole('row', { name: /Consentimento de clareamento/ });
    await expect(linha.getByText('Assinado no sistema anterior')).toBeVisible();
    await page.context().addInitScript(() => {
      window.print = () => {
        (window as unknown as { impresso: boolean }).impresso = true;
      };
    });
    await linha.getByRole('button', { name: 'Ações de Consentimento de clareamento' }).click();
    const [impressao] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('menuitem', { name: 'Imprimir' }).click(),
    ]);
    await expect(
      impressao.getByText('Autorizo o clareamento dental descrito pelo profissional.'),
    ).toBeVisible();
    await expect(impressao.getByText('Assinado no sistema anterior')).toBeVisible();
    await expect(impressao.getByRole('img', { name: 'Assinatura do paciente' })).toHaveCount(0);
    await expect(impressao.getByText('Documento ainda não assinado.')).toHaveCount(0);
    await expect
      .poll(() => impressao.evaluate(() => (window as unknown as { impresso?: boolean }).impresso))
      .toBe(true);
    await capturar(impressao, 'importacao/sistema-antigo-impressao');
    await impressao.setViewportSize({ width: 390, height: 844 });
    await capturar(impressao, 'importacao/sistema-antigo-impressao-390');
    // The image was asked of the old system once, at the address typed.
    expect(antigo.pedidos.filter((p) => p.includes('/assinatura?'))).toHaveLength(1);
  } finally {
    await antigo.fechar();
  }
});
