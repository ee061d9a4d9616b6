import type { Page } from '@playwright/test';
import { codigoDeDescadastro, criarClinica, loginViaApi } from '../../fixtures/api';
import { criarPacienteViaApi } from '../../fixtures/pacientes';
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
 * Issue 35, consent: the staff record the patient's yes on the record ('Mensagens'); the patient
 * opens the opt-out link in a fresh context (no login) and the record shows the revocation.
 */
test('consentimento na ficha e o link "Não quero mais receber estas mensagens"', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const c = await criarClinica(request, { nome: 'Clínica Sorriso Feliz' });
  const token = await loginViaApi(request, c.email, c.senha);
  const p = await criarPacienteViaApi(request, token, {
    nome: 'Renata Retorno',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '01/02/1990',
  });

  await page.setViewportSize({ width: 1366, height: 800 });
  await entrar(page, c.email, c.senha, `/pacientes/${p.id}/mensagens`);
  await expect(page.getByRole('heading', { name: 'Consentimentos de mensagens' })).toBeVisible();
  // Defaults: appointment reminders yes, return and marketing no (unticked until the patient says yes).
  await expect(page.locator('[data-consentimento="lembrete_whatsapp"]')).toContainText('Sim');
  await expect(page.locator('[data-consentimento="retorno_whatsapp"]')).toContainText('Não');
  await expect(page.locator('[data-consentimento="marketing_email"]')).toContainText('Não');
  await expect(page.getByText('Nenhuma alteração registrada')).toBeVisible();

  await page.getByRole('button', { name: 'Alterar' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo
    .getByRole('group', { name: 'Lembretes de retorno' })
    .getByRole('switch', { name: 'WhatsApp' })
    .click();
  await dialogo
    .getByRole('group', { name: 'Aniversário e novidades da clínica' })
    .getByRole('switch', { name: 'E-mail' })
    .click();
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Consentimento atualizado.')).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(page.locator('[data-consentimento="retorno_whatsapp"]')).toContainText('Sim');
  await expect(page.locator('[data-consentimento="marketing_email"]')).toContainText('Sim');
  const historico = page.getByRole('region', { name: 'Histórico de alterações' }).getByRole('listitem');
  await expect(historico).toHaveCount(2);
  await expect(historico.first()).toContainText('aceitou');
  await expect(historico.first()).toContainText('Equipe, na ficha');
  // The toast slides out first (at 390 px it would still sit where the wide page put it).
  await expect(page.getByText('Consentimento atualizado.')).toBeHidden({ timeout: 15_000 });
  await nasDuasLarguras(page, 'ficha-consentimentos');

  // The patient, on their phone, with no session: the link revokes 'retorno' at once.
  const codigo = await codigoDeDescadastro(request, c.idConta, p.id, 'retorno');
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
  await capturar(page, 'mensagens/ficha-revogado');
});
