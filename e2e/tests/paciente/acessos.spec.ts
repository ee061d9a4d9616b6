import { criarClinica, loginViaApi } from '../../fixtures/api';
import { criarPacienteViaApi } from '../../fixtures/pacientes';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

test("aba 'Acessos': quem abriu a ficha, filtro por usuário e por período", async ({ page, request }) => {
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  const p = await criarPacienteViaApi(request, token, {
    nome: 'Clara Auditoria',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '01/02/1990',
  });
  // An integrator reads the record through REST: one row with the request's IP.
  expect(
    (await request.get(`/api/pacientes/${p.id}`, { headers: { authorization: `Bearer ${token}` } })).ok(),
  ).toBe(true);

  await entrar(page, c.email, c.senha, `/pacientes/${p.id}/acessos`);
  await expect(page.getByRole('heading', { name: 'Quem acessou esta ficha' })).toBeVisible();
  const linhas = page.getByRole('listitem').filter({ hasText: 'Abriu a ficha' });
  // Each read's row is written before its answer (issue 38): the REST read is listed at once.
  await expect(linhas.first()).toBeVisible();
  await expect(linhas.first()).toContainText('Administradora');
  await expect(linhas.first()).toContainText('IP ');

  await linhas.first().getByRole('button').click();
  await expect(page.getByRole('button', { name: /Remover filtro do usuário/ })).toBeVisible();
  await expect(linhas.first()).toBeVisible();

  // The clinic's dd/mm/aaaa field: a day after today leaves nothing.
  const depois = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('De', { exact: true }).fill(depois.split('-').reverse().join('/'));
  await expect(page.getByText('Nenhum acesso registrado neste período')).toBeVisible();
});
