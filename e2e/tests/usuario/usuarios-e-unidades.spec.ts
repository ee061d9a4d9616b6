import type { Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

const linha = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });
const MSG_ULTIMO_ADM = 'É necessário manter pelo menos um administrador ativo na clínica.';

test('o ADM cria uma unidade e um profissional ligado a ela, desativa, não se desativa e exclui em lote', async ({
  page,
  request,
}) => {
  test.slow(); // one long journey through two screens and seven dialogs
  const c = await criarClinica(request);
  await entrar(page, c.email, c.senha);

  // Unit: sections, masks, CEP lookup (offline table on the e2e server), cents.
  await page.goto('/unidades');
  await expect(page.getByText('Nenhuma unidade encontrada.')).toBeVisible();
  await page.getByRole('button', { name: 'Nova Unidade' }).first().click();
  const dlgUnidade = page.getByRole('dialog', { name: 'Nova Unidade' });
  await dlgUnidade.getByRole('button', { name: 'Salvar' }).click();
  await expect(dlgUnidade.getByText('Nome fantasia é obrigatório')).toBeVisible();
  await expect(dlgUnidade.getByText('CNPJ é obrigatório')).toBeVisible();
  await dlgUnidade.getByLabel('Nome fantasia').fill('Unidade Centro');
  await dlgUnidade.getByLabel('CNPJ').fill('11222333000181');
  await dlgUnidade.getByLabel('Razão social').fill('Clínica Centro Ltda');
  await dlgUnidade.getByLabel('Responsável').fill('Dra. Ana Souza');
  await dlgUnidade.getByLabel('Horário de início').fill('08:00');
  await dlgUnidade.getByLabel('Horário de fim').fill('18:00');
  await dlgUnidade.getByLabel('Taxa de marketing').fill('15000');
  await dlgUnidade.getByLabel('Telefone').fill('1133334444');
  await dlgUnidade.getByLabel('Celular').fill('11987654321');
  await dlgUnidade.getByLabel('CEP').fill('01310100');
  await expect(dlgUnidade.getByLabel('Endereço')).toHaveValue('Avenida Paulista');
  await expect(dlgUnidade.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(dlgUnidade.getByLabel('Estado')).toHaveValue('SP');
  await dlgUnidade.getByLabel('Número').fill('1000');
  await expect(dlgUnidade.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await expect(dlgUnidade.getByLabel('Telefone')).toHaveValue('(11) 3333-4444');
  await expect(dlgUnidade.getByLabel('Taxa de marketing')).toHaveValue('R$ 150,00');
  await capturar(page, 'usuario/unidade-dialogo');
  await dlgUnidade.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Unidade salva com sucesso!')).toBeVisible();
  await expect(dlgUnidade).toBeHidden();
  const rowUnidade = linha(page, 'Clínica Centro Ltda');
  await expect(rowUnidade).toContainText('Unidade Centro');
  await expect(rowUnidade).toContainText('11.222.333/0001-81');
  await expect(rowUnidade).toContainText('(11) 3333-4444');
  await capturar(page, 'usuario/unidades');

  // User: PROFISSIONAL, 'Administrador' profile, linked to the unit.
  await page.goto('/usuarios');
  await expect(page.getByRole('link', { name: 'Unidades' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const dlgUsuario = page.getByRole('dialog', { name: 'Novo Usuário' });
  await dlgUsuario.getByRole('button', { name: 'Salvar' }).click();
  await expect(dlgUsuario.getByText('Campo obrigatório').first()).toBeVisible();
  const email = `paula.${Date.now()}@exemplo.com.br`;
  await dlgUsuario.getByLabel('Nome').fill('Paula Profissional');
  await dlgUsuario.getByLabel('E-mail').fill(email);
  await dlgUsuario.getByLabel('Senha').fill('Sorriso#2024');
  await expect(dlgUsuario.getByText('Forte')).toBeVisible();
  await dlgUsuario.getByLabel('WhatsApp').fill('11987651234');
  await dlgUsuario.getByLabel('CPF').fill('52998224725');
  await dlgUsuario.getByLabel('CRO').fill('CRO-SP 12345');
  await dlgUsuario.getByLabel('Tipo').selectOption({ label: 'Profissional' });
  await dlgUsuario.getByLabel('Perfil').selectOption({ label: 'Administrador' });
  await dlgUsuario.getByRole('checkbox', { name: /Unidade Centro/ }).check();
  await expect(dlgUsuario.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await capturar(page, 'usuario/usuario-dialogo');
  await dlgUsuario.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário salvo com sucesso!')).toBeVisible();
  await expect(dlgUsuario).toBeHidden();

  const paula = linha(page, 'Paula Profissional');
  await expect(paula).toContainText(email);
  await expect(paula.getByText('Profissional', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(paula).toContainText('Ativo');
  await capturar(page, 'usuario/usuarios');

  await paula.getByRole('button', { name: 'Unidades de Paula Profissional' }).click();
  const dlgUnidades = page.getByRole('dialog', { name: 'Unidades' });
  await expect(dlgUnidades).toContainText('Unidade Centro');
  await expect(dlgUnidades).toContainText('11.222.333/0001-81');
  await expect(dlgUnidades).toContainText('Dra. Ana Souza');
  await capturar(page, 'usuario/usuario-unidades');
  await dlgUnidades.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dlgUnidades).toBeHidden();

  // Editing keeps what was saved (WhatsApp without the country code, profile, unit).
  await paula.getByRole('button', { name: 'Editar Paula Profissional' }).click();
  const dlgEdicao = page.getByRole('dialog', { name: 'Editar Usuário' });
  await expect(dlgEdicao.getByLabel('WhatsApp')).toHaveValue('(11) 98765-1234');
  await expect(dlgEdicao.getByLabel('Perfil')).toHaveValue(/\d+/);
  await expect(dlgEdicao.getByLabel('Tipo')).toHaveValue('PROFISSIONAL');
  await expect(dlgEdicao.getByRole('checkbox', { name: /Unidade Centro/ })).toBeChecked();
  await expect(dlgEdicao.getByLabel('Senha')).toHaveCount(0);
  await dlgEdicao.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dlgEdicao).toBeHidden();

  await paula.getByRole('button', { name: 'Desativar Paula Profissional' }).click();
  const dlgStatus = page.getByRole('dialog', { name: 'Desativar usuário' });
  await expect(dlgStatus).toContainText('"Paula Profissional"');
  await dlgStatus.getByRole('button', { name: 'Sim, desativar' }).click();
  await expect(page.getByText('Usuário desativado com sucesso!')).toBeVisible();
  await expect(paula).toContainText('Inativo');

  // The sole ADM can't deactivate themselves: the server's message, and nothing changes.
  const adm = linha(page, 'Administradora Teste');
  await adm.getByRole('button', { name: 'Desativar Administradora Teste' }).click();
  await page
    .getByRole('dialog', { name: 'Desativar usuário' })
    .getByRole('button', { name: 'Sim, desativar' })
    .click();
  await expect(page.getByText(MSG_ULTIMO_ADM)).toBeVisible();
  await expect(adm).toContainText('Ativo');

  await paula.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Excluir selecionados (1)' }).click();
  const dlgExclusao = page.getByRole('dialog', { name: 'Excluir usuários selecionados' });
  await expect(dlgExclusao).toContainText('excluir 1 usuário selecionado');
  await dlgExclusao.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Usuário(s) excluído(s) com sucesso!')).toBeVisible();
  await expect(paula).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Excluir selecionados/ })).toHaveCount(0);
});

test('quem só pode listar usuários não cria, não edita, não seleciona e não vê Unidades', async ({
  page,
  request,
}) => {
  const c = await criarClinica(request);
  const u = await criarUsuario(request, c.idConta, ['USUARIOS_LISTAR']);
  await entrar(page, u.email, u.senha, '/usuarios');
  const adm = linha(page, 'Administradora Teste');
  await expect(adm).toContainText('Administrador');
  await expect(page.getByRole('button', { name: 'Novo Usuário' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Unidades' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(adm.getByRole('button', { name: /^(Editar|Desativar|Excluir) / })).toHaveCount(0);
  await adm.getByRole('button', { name: 'Unidades de Administradora Teste' }).click();
  await expect(page.getByRole('dialog', { name: 'Unidades' })).toContainText(
    'Nenhuma unidade vinculada a este usuário.',
  );
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('usuários e unidades cabem em 390 px', async ({ page, request }) => {
    const c = await criarClinica(request);
    const token = await loginViaApi(request, c.email, c.senha);
    const r = await request.post('/api/unidades', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        nome_fantasia: 'Unidade Jardins',
        cnpj: '11.222.333/0001-81',
        razao_social: 'Clínica Jardins Odontologia Integrada Ltda',
        responsavel: 'Dr. Carlos Lima',
        telefone: '(11) 3333-4444',
      },
    });
    expect(r.status()).toBe(201);
    await criarUsuario(request, c.idConta, ['USUARIOS_LISTAR'], { tipo: 'MEDICO' });
    await entrar(page, c.email, c.senha, '/usuarios');
    await expect(linha(page, 'Usuária Limitada')).toContainText('Médico');
    await capturar(page, 'usuario/usuarios-celular');
    // On phones a row's actions are one menu.
    await page.getByRole('button', { name: 'Ações de Usuária Limitada' }).click();
    await expect(page.getByRole('menuitem', { name: 'Desativar' })).toBeVisible();
    await capturar(page, 'usuario/usuarios-acoes-celular');
    await page.getByRole('menuitem', { name: 'Unidades' }).click();
    const unidades = page.getByRole('dialog', { name: 'Unidades' });
    await expect(unidades).toContainText('Nenhuma unidade vinculada a este usuário.');
    await unidades.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(unidades).toBeHidden();
    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Novo Usuário' });
    await dialogo.getByLabel('Senha').fill('abc12345');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo.getByText('Campo obrigatório').first()).toBeVisible();
    await capturar(page, 'usuario/usuario-dialogo-celular');

    await page.goto('/unidades');
    await expect(linha(page, 'Clínica Jardins')).toContainText('11.222.333/0001-81');
    await capturar(page, 'usuario/unidades-celular');
    await page.getByRole('button', { name: 'Editar Unidade Jardins' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar Unidade' }).getByLabel('Telefone')).toHaveValue(
      '(11) 3333-4444',
    );
    await capturar(page, 'usuario/unidade-dialogo-celular');
  });
});
