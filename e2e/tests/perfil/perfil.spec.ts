import { criarClinica } from '../../fixtures/api';
import { capturar } from '../../fixtures/screenshots';
import { entrarPelaTela } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

test('o ADM cria um perfil só com Pacientes: Listar; um usuário com ele vê só o que pode e é recusado no resto', async ({
  page,
  request,
}) => {
  test.slow(); // one long journey: the profile, a user with it, two log-ins, every refusal
  const c = await criarClinica(request);
  await entrarPelaTela(page, c.email, c.senha);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Perfis' })
    .click();
  await expect(page.getByRole('cell', { name: 'Administrador', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Novo Perfil' }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Novo Perfil' });
  await dialogo.getByLabel('Nome do perfil').fill('Recepção');
  await dialogo.getByRole('switch', { name: 'Pacientes: Listar' }).click();
  await expect(dialogo.getByRole('switch', { name: 'Pacientes: Listar' })).toBeChecked();
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil criado com sucesso!')).toBeVisible();
  const linha = page.getByRole('row', { name: /Recepção/ });
  await expect(linha.getByText('1 funções')).toBeVisible();

  // Editing asks first, because it changes what every user with the profile may do.
  await linha.getByRole('button', { name: 'Editar Recepção' }).click();
  await expect(page.getByRole('switch', { name: 'Pacientes: Listar' })).toBeChecked();
  await page.getByRole('switch', { name: 'Bancos: Listar' }).click();
  await page.getByRole('dialog', { name: 'Editar Perfil' }).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvar alterações do perfil?')).toBeVisible();
  await capturar(page, 'perfil/aviso-edicao');
  await page
    .getByRole('dialog', { name: 'Salvar alterações do perfil?' })
    .getByRole('button', { name: 'Salvar' })
    .click();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  await expect(linha.getByText('2 funções')).toBeVisible();
  await linha.getByRole('button', { name: 'Editar Recepção' }).click();
  await page.getByRole('switch', { name: 'Bancos: Listar' }).click();
  await page.getByRole('dialog', { name: 'Editar Perfil' }).getByRole('button', { name: 'Salvar' }).click();
  await page
    .getByRole('dialog', { name: 'Salvar alterações do perfil?' })
    .getByRole('button', { name: 'Salvar' })
    .click();
  await expect(linha.getByText('1 funções')).toBeVisible();
  await capturar(page, 'perfil/lista');

  // A receptionist with that profile.
  const email = `recepcao.${Date.now()}@clinica.test`;
  await page.goto('/usuarios');
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const dlg = page.getByRole('dialog', { name: 'Novo Usuário' });
  await dlg.getByLabel('Nome').fill('Rita Recepção');
  await dlg.getByLabel('E-mail').fill(email);
  await dlg.getByLabel('Senha').fill('Recepcao#2026');
  await dlg.getByLabel('WhatsApp').fill('11987650000');
  await dlg.getByLabel('Tipo').selectOption({ label: 'Usuário' });
  await dlg.getByLabel('Perfil').selectOption({ label: 'Recepção' });
  await dlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário salvo com sucesso!')).toBeVisible();

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await entrarPelaTela(page, email, 'Recepcao#2026');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Pacientes', 'Tutoriais', 'Ajuda']);

  // A forbidden screen's data, asked for directly: the server refuses with 403 and its message.
  const resposta = await page.evaluate(async () => {
    // The page's own session: the HttpOnly cookie goes along by itself.
    const r = await fetch('/api/bancos');
    return { status: r.status, corpo: await r.json() };
  });
  expect(resposta).toEqual({
    status: 403,
    corpo: { code: 'SEM_PERMISSAO', message: 'Você não tem permissão para acessar este recurso.' },
  });
  await page.goto('/bancos');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  await expect(page.getByText('Você não tem permissão para acessar este recurso.')).toBeVisible();
});
