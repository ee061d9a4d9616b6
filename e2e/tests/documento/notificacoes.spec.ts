import type { Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { criarPacienteViaApi, enviarFotoViaApi, gerarPng } from '../../fixtures/pacientes';
import { capturar } from '../../fixtures/screenshots';
import { expect, prepararDispositivo, test } from '../../fixtures/teste';

/** Draws a stroke across the pad with the mouse, as a person signing would. */
async function desenhar(page: Page) {
  const pad = page.getByRole('img', { name: 'Assine aqui com o dedo ou o mouse' });
  const caixa = (await pad.boundingBox())!;
  await page.mouse.move(caixa.x + 30, caixa.y + 120);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(caixa.x + 30 + i * 22, caixa.y + 120 + Math.sin(i) * 30, { steps: 3 });
  }
  await page.mouse.up();
}

const PNG_ASSINATURA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('a equipe é avisada: quem criou o termo de uso de imagem recebe a notificação da assinatura; a foto deixa de ser uso interno', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two browser contexts and a full signing flow
  const c = await criarClinica(request, { nome: 'Clínica Aviso' });
  const adm = await loginViaApi(request, c.email, c.senha);
  const auth = { authorization: `Bearer ${adm}` };
  const paciente = await criarPacienteViaApi(request, adm, {
    nome: 'Carla Dias',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '03/04/1991',
    ddi: '55',
  });
  await enviarFotoViaApi(request, adm, paciente.id, 'Antes do clareamento', gerarPng());
  const termo = await request.post('/api/termos', {
    headers: auth,
    data: {
      titulo: 'Uso de imagem para divulgação',
      corpo: '<p>Autorizo o uso das minhas imagens em divulgação (CFM 2.336/2023).</p>',
      tipo: 'uso_imagem',
    },
  });
  expect(termo.ok()).toBe(true);
  // The staff member who writes the consent: not ADM.
  const ana = await criarUsuario(
    request,
    c.idConta,
    ['PACIENTES_LISTAR', 'TERMOS_LISTAR', 'TERMOS_CRIAR', 'TERMOS_EDITAR', 'FOTOS_LISTAR'],
    { nome: 'Ana Atendente' },
  );

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ana.email);
  await page.getByLabel('Senha').fill(ana.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();

  // Photos of a patient without the consent are 'Uso interno'; the tab offers the consent document.
  await page.goto(`/pacientes/${paciente.id}/fotos`);
  const foto = page.getByRole('article', { name: 'Antes do clareamento' });
  await expect(foto.getByText('Uso interno')).toBeVisible();
  await expect(foto.getByTestId('uso-interno')).toHaveAttribute(
    'title',
    'Paciente sem consentimento de uso de imagem',
  );
  await capturar(page, 'notificacoes/fotos-uso-interno');
  await page.getByRole('button', { name: 'Criar termo de uso de imagem' }).click();
  const dlg = page.getByRole('dialog', { name: 'Geração de Termo/Contrato' });
  await expect(dlg.getByRole('textbox', { name: 'Texto do documento' })).toContainText('CFM 2.336/2023');
  await expect(dlg.getByLabel('Título')).toHaveValue('Uso de imagem para divulgação');
  await dlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Termo criado com sucesso!')).toBeVisible();

  const docs = await request.get(`/api/pacientes_termos/${paciente.id}`, { headers: auth });
  const [doc] = (await docs.json()) as { codigo: string; tipo_termo: string }[];
  expect(doc!.tipo_termo).toBe('uso_imagem');

  // The patient signs on her phone, without logging in.
  const celular = await browser.newContext({ ...CELULAR, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await prepararDispositivo(celular);
  const p = await celular.newPage();
  await p.goto(`/assinar/${doc!.codigo}`);
  await expect(p.getByRole('heading', { name: 'Assinar Documento' })).toBeVisible();
  await desenhar(p);
  await p.getByRole('button', { name: 'Salvar' }).click();
  await p.getByRole('button', { name: 'Assinar' }).click();
  await expect(p.getByText('Documento assinado com sucesso!')).toBeVisible();
  await celular.close();

  // The notification reaches the creator: the bell (read again on reload, no 30 s wait).
  await page.goto('/home');
  const sino = page.getByRole('button', { name: 'Notificações: 1 não lida' });
  await expect(sino).toBeVisible();
  await expect(page.getByTestId('badge-sino')).toHaveText('1');
  await sino.click();
  const painel = page.getByRole('list', { name: 'Notificações' });
  const aviso = painel.getByRole('button', {
    name: /Carla Dias assinou o termo "Uso de imagem para divulgação"/,
  });
  await expect(aviso).toBeVisible();
  await expect(aviso.locator('time')).toHaveText('agora');
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novidades do aplicativo' })).toBeVisible();
  await capturar(page, 'notificacoes/painel-desktop');

  // A click opens the patient's documents tab and reads it; the row says when and 'novo'.
  await aviso.click();
  await expect(page).toHaveURL(new RegExp(`/pacientes/${paciente.id}/documentos$`));
  const linha = page.getByRole('row', { name: /Uso de imagem para divulgação/ });
  await expect(linha.getByText('Assinado')).toBeVisible();
  await expect(linha.getByText('novo')).toBeVisible();
  await expect(linha.locator('time')).toHaveText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(page.getByTestId('badge-sino')).toHaveCount(0);
  await capturar(page, 'notificacoes/documentos-novo');

  // The photo is no longer 'uso interno' and the notice is gone.
  await page.goto(`/pacientes/${paciente.id}/fotos`);
  await expect(foto).toBeVisible();
  await expect(foto.getByText('Uso interno')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Criar termo de uso de imagem' })).toHaveCount(0);

  // On a phone: a second signature (written by Ana through the API), the panel at 390 px.
  const tokenAna = await loginViaApi(request, ana.email, ana.senha);
  const outro = await request.post('/api/pacientes_termos', {
    headers: { authorization: `Bearer ${tokenAna}` },
    data: {
      id_paciente: paciente.id,
      tipo: 'CONTRATO',
      titulo: 'Contrato de clareamento',
      corpo: '<p>Ok.</p>',
    },
  });
  const { codigo } = (await outro.json()) as { codigo: string };
  expect(
    (
      await request.put(`/api/pacientes_termos/assinar/${codigo}`, { data: { assinatura: PNG_ASSINATURA } })
    ).ok(),
  ).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Notificações: 1 não lida' }).click();
  await expect(
    painel.getByRole('button', { name: /assinou o contrato "Contrato de clareamento"/ }),
  ).toBeVisible();
  const caixa = (await page.locator('[id^="headlessui-popover-panel"]').boundingBox())!;
  expect(caixa.x).toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width).toBeLessThanOrEqual(390);
  await capturar(page, 'notificacoes/painel-celular');
  // 'Marcar todas como lidas' empties the badge; the news stay one click away.
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);
  await expect(page.getByTestId('badge-sino')).toHaveCount(0);
  await page.getByRole('button', { name: 'Novidades do aplicativo' }).click();
  const novidades = page.getByRole('dialog', { name: 'Novidades' });
  await expect(novidades.getByRole('heading', { name: 'Novidades' })).toBeVisible();
});
