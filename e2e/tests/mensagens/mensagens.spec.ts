import type { Page } from '@playwright/test';
import { codigoDeDescadastro, criarClinica } from '../../fixtures/api';
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
