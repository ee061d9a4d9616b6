import { criarClinica, loginViaApi } from '../../fixtures/api';
import { criarPacienteViaApi } from '../../fixtures/pacientes';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/** Today on the clinic's clock (São Paulo), as DD/MM/AAAA: the agenda's week view shows it. */
function hojeBr() {
  const [a, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-');
  return `${d}/${m}/${a}`;
}

test("'Importar dados': agendamentos de uma planilha, prévia, confirmação, resumo e a agenda", async ({
  page,
  request,
}) => {
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  const headers = { authorization: `Bearer ${token}` };
  await request.post('/api/tratamentos', {
    headers,
    data: { nome: 'Avaliação Ortodôntica', preco_venda: 150, preco_custo: 20, duracao: 40 },
  });
  await criarPacienteViaApi(request, token, {
    nome: 'Helena Prado',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '10/05/1988',
  });
  // A peer's agenda export: BOM, ';', accents, DD/MM/AAAA, phones with 55; the professional is
  // the clinic's administrator, named by e-mail.
  const csv = Buffer.from(
    `\uFEFF${[
      'Paciente;Celular;Data;Hora início;Hora fim;Profissional;Procedimento;Status;Observações',
      `Helena Prado;+55 11 98765-4321;${hojeBr()};10:00;10:40;${c.email};Avaliação ortodôntica;Confirmado;Trazer exames`,
      `Otávio Gonçalves;5521998887777;${hojeBr()};11:00;;${c.email};Avaliação Ortodôntica;Agendado;`,
      `Helena Prado;11987654321;${hojeBr()};14:00;;Dr. Fulano;Avaliação Ortodôntica;Atendido;`,
    ].join('\r\n')}\r\n`,
    'utf8',
  );

  await entrar(page, c.email, c.senha, '/conta/importar');
  await page.getByRole('radio', { name: 'Agendamentos' }).click();
  await expect(page.getByText('Profissionais e tratamentos precisam estar cadastrados')).toBeVisible();
  await page.getByLabel('Arraste a planilha aqui ou clique para escolher').setInputFiles({
    name: 'agenda-outro-sistema.csv',
    mimeType: 'text/csv',
    buffer: csv,
  });
  await capturar(page, 'importacao/agendas-envio');
  await page.getByRole('button', { name: 'Enviar e ver prévia' }).click();
  await expect(page).toHaveURL(/\/conta\/importar\/\d+$/);

  // The agenda columns, matched by name; the preview: two to import (one a new patient), one refused.
  await expect(page.getByText('Agendamentos · 3 linhas na planilha')).toBeVisible();
  await expect(page.getByLabel('Paciente', { exact: true })).toHaveValue('Paciente');
  await expect(page.getByLabel('Hora de início', { exact: true })).toHaveValue('Hora início');
  await expect(page.getByLabel('Tratamento', { exact: true })).toHaveValue('Procedimento');
  await expect(page.getByRole('cell', { name: 'Otávio Gonçalves (novo)' })).toBeVisible();
  await expect(
    page.getByText('Profissional "Dr. Fulano" não encontrado nesta clínica', { exact: false }),
  ).toBeVisible();
  await capturar(page, 'importacao/agendas-previa');
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, 'importacao/agendas-previa-celular');
  await page.setViewportSize({ width: 1366, height: 800 });
  const antes = await request.get('/api/agendas', { headers });
  expect(await antes.json()).toHaveLength(0);

  await page.getByRole('button', { name: 'Importar 2 agendamentos' }).click();
  await expect(page.getByText('Concluída')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Agendamentos 3 de 3')).toBeVisible();
  await capturar(page, 'importacao/agendas-resumo');
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, 'importacao/agendas-resumo-celular');
  await page.setViewportSize({ width: 1366, height: 800 });

  // The appointments are on the agenda, as any other.
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await expect(page.getByText('Helena Prado').first()).toBeVisible();
  await expect(page.getByText('Otávio Gonçalves').first()).toBeVisible();
  await capturar(page, 'importacao/agendas-na-agenda');
});

test("'Importar dados' do sistema antigo com e-mail e senha: a recusa sob a senha, depois a prévia", async ({
  page,
  request,
  baseURL,
}) => {
  // 'The old system' is this same server: another clinic, reached by its address and its admin's login.
  const antiga = await criarClinica(request);
  const tokenAntigo = await loginViaApi(request, antiga.email, antiga.senha);
  await criarPacienteViaApi(request, tokenAntigo, {
    nome: 'Beatriz Antiga',
    celular: '11970000001',
    sexo: 'Outro',
    nascimento: '01/02/1990',
  });
  const c = await criarClinica(request);
  await entrar(page, c.email, c.senha, '/conta/importar');
  await page.getByLabel('Endereço').fill(`${baseURL}/api`);
  await page.getByRole('radio', { name: 'E-mail e senha' }).click();
  await expect(page.getByLabel('Token', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ler e ver prévia' }).click();
  await expect(page.getByText('Informe o e-mail de um administrador do sistema antigo.')).toBeVisible();
  await expect(page.getByText('Informe a senha.')).toBeVisible();

  await page.getByLabel('E-mail do administrador').fill(antiga.email);
  const senha = page.getByLabel('Senha', { exact: true });
  await expect(senha).toHaveAttribute('autocomplete', 'off');
  await senha.fill('senha-errada-123');
  await page.getByRole('button', { name: 'Ler e ver prévia' }).click();
  await expect(page.getByText('O sistema antigo recusou o e-mail ou a senha.')).toBeVisible();
  // The refused password is not kept in the form.
  await expect(senha).toHaveValue('');
  await capturar(page, 'importacao/sistema-antigo-senha-recusada');
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, 'importacao/sistema-antigo-senha-recusada-celular');
  await page.setViewportSize({ width: 1366, height: 800 });

  await senha.fill(antiga.senha);
  await page.getByRole('button', { name: 'Ler e ver prévia' }).click();
  await expect(page).toHaveURL(/\/conta\/importar\/\d+$/);
  await expect(page.getByText('Dados do sistema antigo · 1 paciente', { exact: true })).toBeVisible();
  await expect(page.getByTestId('tipos-importacao').getByRole('row', { name: /^Pacientes 1/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Beatriz Antiga' })).toBeVisible();
});
