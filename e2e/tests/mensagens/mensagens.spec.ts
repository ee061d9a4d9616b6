import type { Page } from '@playwright/test';
import { codigoDeDescadastro, criarClinica, loginViaApi } from '../../fixtures/api';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

async function nasDuasLarguras(page: Page, nome: string) {
  await capturar(page, `mensagens/${nome}`);
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout follows the resize on its next render: nothing wider than the phone.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capturar(page, `mensagens/${nome}-390`);
  await page.setViewportSize({ width: 1366, height: 800 });
}

/**
 * Issue 35, consent: the new-patient form's unticked marketing box, the staff recording the
 * patient's yes on the record ('Mensagens'); the patient opens the opt-out link in a fresh context (no login) and the record shows the revocation.
 */
test('consentimento na ficha e o link "Não quero mais receber estas mensagens"', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const c = await criarClinica(request, { nome: 'Clínica Sorriso Feliz' });

  // The new-patient form asks for marketing consent with an unticked box; the patient says yes.
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrar(page, c.email, c.senha, '/pacientes');
  await page.getByRole('button', { name: 'Novo Paciente' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo Paciente' });
  await novo.getByRole('textbox', { name: 'Nome', exact: true }).fill('Renata Retorno');
  await novo.getByRole('textbox', { name: 'Celular', exact: true }).pressSequentially('11987654321');
  await novo.getByLabel('Sexo').selectOption('Feminino');
  await novo.getByLabel('Data de nascimento').pressSequentially('01021990');
  const caixa = novo.getByRole('checkbox', { name: /aniversário e novidades da clínica/ });
  await expect(caixa).not.toBeChecked();
  await caixa.scrollIntoViewIfNeeded();
  await capturar(page, 'mensagens/novo-paciente-caixa');
  await caixa.check();
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(novo).toBeHidden();
  // A same-document navigation (the record opens in place, then on its first tab: /pacientes/10
  // becomes /pacientes/10/sobre): poll the address for the id, no load event to wait for.
  await expect(page).toHaveURL(/\/pacientes\/\d+(\/|$)/);
  const idPaciente = Number(/\/pacientes\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);

  await page.goto(`/pacientes/${idPaciente}/mensagens`);
  await expect(page.getByRole('heading', { name: 'Consentimentos de mensagens' })).toBeVisible();
  // Appointment reminders yes by default, return no until the patient says yes, marketing as ticked.
  await expect(page.locator('[data-consentimento="lembrete_whatsapp"]')).toContainText('Sim');
  await expect(page.locator('[data-consentimento="retorno_whatsapp"]')).toContainText('Não');
  await expect(page.locator('[data-consentimento="marketing_email"]')).toContainText('Sim');
  const historico = page.getByRole('region', { name: 'Histórico de alterações' }).getByRole('listitem');
  await expect(historico).toHaveCount(2);

  // The patient asks for return reminders by WhatsApp: the staff record it.
  await page.getByRole('button', { name: 'Alterar' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo
    .getByRole('group', { name: 'Lembretes de retorno' })
    .getByRole('switch', { name: 'WhatsApp' })
    .click();
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Consentimento atualizado.')).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(page.locator('[data-consentimento="retorno_whatsapp"]')).toContainText('Sim');
  await expect(historico).toHaveCount(3);
  await expect(historico.first()).toContainText('Lembretes de retorno por WhatsApp: aceitou');
  await expect(historico.first()).toContainText('Equipe, na ficha');
  // The toast slides out first (at 390 px it would still sit where the wide page put it).
  await expect(page.getByText('Consentimento atualizado.')).toBeHidden({ timeout: 15_000 });
  await nasDuasLarguras(page, 'ficha-consentimentos');

  // The patient, on their phone, with no session: the link revokes 'retorno' at once.
  const codigo = await codigoDeDescadastro(request, c.idConta, idPaciente, 'retorno');
  const celular = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const paciente = await celular.newPage();
  await paciente.goto(`/descadastrar/${codigo}`);
  await expect(paciente.getByText('Pedido registrado')).toBeVisible();
  await expect(paciente.getByRole('status')).toContainText('Lembretes de retorno');
  await expect(paciente.getByRole('heading', { name: 'Clínica Sorriso Feliz' })).toBeVisible();
  await expect(paciente.getByText('Renata')).toHaveCount(0);
  expect(await paciente.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capturar(paciente, 'mensagens/descadastrar-390');
  // The other purposes still on are offered: marketing goes too.
  await paciente.getByRole('button', { name: /Não quero receber Aniversário e novidades/ }).click();
  await expect(paciente.getByRole('button', { name: /Aniversário e novidades/ })).toHaveCount(0);
  await capturar(paciente, 'mensagens/descadastrar-outras-390');
  await paciente.setViewportSize({ width: 1366, height: 800 });
  await capturar(paciente, 'mensagens/descadastrar');
  await celular.close();

  // The record shows it, with where it came from.
  await page.reload();
  await expect(page.locator('[data-consentimento="retorno_whatsapp"]')).toContainText('Não');
  await expect(page.locator('[data-consentimento="marketing_email"]')).toContainText('Não');
  await expect(historico.first()).toContainText('Link do paciente');
  await expect(historico.first()).toContainText('recusou');
  await expect(historico).toHaveCount(6);
  await capturar(page, 'mensagens/ficha-revogado');
});

/**
 * Issue 35, returns: the ADM sets 'Retorno em 7 dias' on a treatment, the front desk finishes an
 * appointment of it on the agenda, the record's 'Mensagens' shows the return scheduled, and the
 * 'Retornos' list has the patient as not booked (the front desk's call).
 */
test('retorno: o tratamento diz "Retorno em 7 dias", o atendimento finalizado agenda a mensagem e o paciente aparece em Retornos', async ({
  page,
  request,
}) => {
  test.slow();
  const c = await criarClinica(request, { nome: 'Clínica Sorriso Feliz' });
  const token = await loginViaApi(request, c.email, c.senha);
  const headers = { authorization: `Bearer ${token}` };
  const postar = async (url: string, data: unknown) => {
    const r = await request.post(url, { headers, data });
    expect(r.status(), `${url}: ${await r.text()}`).toBe(201);
    return ((await r.json()) as { id: number }).id;
  };
  const idPaciente = await postar('/api/pacientes', {
    nome: 'Otávio Retorno',
    celular: '11987654321',
    sexo: 'Masculino',
    nascimento: '15/03/1985',
  });
  const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const idTratamento = await postar('/api/tratamentos', {
    nome: 'Limpeza',
    preco_venda: 200,
    preco_custo: 0,
    duracao: 30,
  });
  await postar('/api/agendas', {
    id_paciente: idPaciente,
    id_profissional: c.idUsuario,
    id_tratamento: idTratamento,
    data_hora: `${hoje} 07:00`,
    duracao: 30,
  });

  // The ADM, on 'Minha Conta': birthday messages on, the texts with a preview for an example patient.
  await entrar(page, c.email, c.senha, '/conta');
  await page.getByLabel('Texto de aniversário').fill('Parabéns, {nome}! Um abraço da equipe da {clinica}.');
  await expect(
    page.getByText('Parabéns, Maria! Um abraço da equipe da Clínica Sorriso Feliz.'),
  ).toBeVisible();
  await page.getByLabel('Texto de retorno').fill('Olá, {nomes}!');
  await page.getByRole('switch', { name: 'Enviar mensagem de aniversário' }).click();
  await page.getByRole('button', { name: 'Salvar mensagens' }).click();
  await expect(page.getByText('Marcador desconhecido (use {nome} e {clinica}): {nomes}')).toBeVisible();
  await page.getByLabel('Texto de retorno').fill('Olá, {nome}! Está na hora do seu retorno na {clinica}.');
  await page.getByRole('button', { name: 'Salvar mensagens' }).click();
  await expect(page.getByText('Configuração de mensagens salva.')).toBeVisible();
  await page.getByRole('heading', { name: 'Mensagens aos pacientes' }).scrollIntoViewIfNeeded();
  await nasDuasLarguras(page, 'conta-mensagens');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Enviar mensagem de aniversário' })).toBeChecked();
  await expect(page.getByLabel('Texto de retorno')).toHaveValue(
    'Olá, {nome}! Está na hora do seu retorno na {clinica}.',
  );

  // 'Retorno em 7 dias' on the treatment.
  await page.goto('/tratamentos');
  await page.getByRole('button', { name: 'Editar Limpeza' }).click();
  const tratamento = page.getByRole('dialog', { name: 'Editar Tratamento' });
  await tratamento.getByLabel('Retorno').selectOption('Retorno em 7 dias');
  await tratamento.getByRole('button', { name: 'Salvar' }).click();
  await expect(tratamento).toBeHidden();

  // The front desk finishes the appointment on the agenda.
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Lista' }).click();
  await page.getByRole('button', { name: 'Editar agendamento de Otávio Retorno' }).click();
  const edicao = page.getByRole('dialog', { name: 'Editar Agendamento' });
  await edicao.getByLabel('Status').selectOption('Finalizada');
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Agendamento atualizado com sucesso!')).toBeVisible();

  // The record: the return is scheduled, its text waiting for the day.
  await page.goto(`/pacientes/${idPaciente}/mensagens`);
  // Beside the appointment's own reminder, the return: scheduled, its text waiting for the day.
  const retorno = page
    .getByRole('list', { name: 'Mensagens do paciente' })
    .getByRole('listitem')
    .filter({ hasText: /^Retorno/ });
  await expect(retorno).toHaveCount(1);
  await expect(retorno).toContainText('Agendada');
  await nasDuasLarguras(page, 'ficha-retorno-agendado');

  // 'Retornos': the patient is due in 7 days and has not booked.
  await page.goto('/retornos');
  await expect(page).toHaveTitle('Retornos — Clínica');
  const devido = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Sao_Paulo',
  });
  if (devido.slice(0, 7) !== hoje.slice(0, 7))
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  const linha = page.getByRole('row').filter({ hasText: 'Otávio Retorno' });
  await expect(linha).toContainText('Limpeza');
  await expect(linha).toContainText(devido.split('-').reverse().join('/'));
  await expect(linha).toContainText('Não marcou: ligar');
  await nasDuasLarguras(page, 'retornos');
});
