import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { criarClinica, criarUsuario, definirCobranca, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

const AGENDA = ['AGENDAMENTOS_LISTAR', 'AGENDAMENTOS_CRIAR', 'AGENDAMENTOS_EDITAR'];

/** A clinic with a patient, a 45-minute treatment and a professional, made through the REST API. */
async function clinicaComCadastros(request: APIRequestContext) {
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  const headers = { authorization: `Bearer ${token}` };
  const paciente = await request.post('/api/pacientes', {
    headers,
    data: { nome: 'Helena Prado', celular: '11987654321', sexo: 'Feminino', nascimento: '10/05/1988' },
  });
  const tratamento = await request.post('/api/tratamentos', {
    headers,
    data: { nome: 'Limpeza', preco_venda: 150, preco_custo: 20, duracao: 45 },
  });
  const prof = await criarUsuario(request, c.idConta, AGENDA, { tipo: 'PROFISSIONAL' });
  return {
    ...c,
    headers,
    idPaciente: (await paciente.json()).id as number,
    idTratamento: (await tratamento.json()).id as number,
    prof,
  };
}

const agendas = async (request: APIRequestContext, headers: Record<string, string>) =>
  (await (await request.get('/api/agendas', { headers })).json()) as {
    id: number;
    data_hora: string;
    duracao: number;
    status: string;
  }[];

/** Picks an option of an autocomplete by typing part of its name. */
async function escolher(campo: Locator, page: Page, texto: string, opcao: string) {
  await campo.fill(texto);
  await page.getByRole('option', { name: opcao }).first().click();
  // Headless UI gives the focus back to the field a moment after the choice; moving on before
  // that reopens the list over the rest of the dialog (a person is never that fast).
  await expect(campo).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The day column of the week view, Sunday = 0. */
const coluna = (page: Page, dia: number) => page.locator('.rbc-time-content .rbc-day-slot').nth(dia);

test('a recepção agenda num horário da semana, arrasta para outro dia, estica a duração, confirma, e vê na lista e na ficha', async ({
  page,
  request,
}) => {
  test.slow(); // one long journey: create, drag, resize, confirm, list, the record's tab
  const c = await clinicaComCadastros(request);
  await entrar(page, c.email, c.senha, '/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Semana' })).toHaveClass(/rbc-active/);
  await expect(page.getByText('07:00').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legenda dos status' })).toContainText(
    'Cancelado pelo paciente',
  );
  // Next week is always ahead of today, whatever day the suite runs.
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Tuesday 09:00: the third hour block of the third column.
  const slot = (await coluna(page, 2).locator('.rbc-timeslot-group').nth(2).boundingBox())!;
  await page.mouse.click(slot.x + slot.width / 2, slot.y + 4);
  const dialogo = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(dialogo.getByLabel('Hora')).toHaveValue('09:00');
  await expect(dialogo.getByLabel('Status')).toHaveValue('Agendado');
  await expect(dialogo.getByRole('switch', { name: 'Lembrete por WhatsApp' })).toBeChecked();
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo.getByText('Campo obrigatório').first()).toBeVisible();

  await escolher(dialogo.getByLabel('Paciente'), page, 'Helena', 'Helena Prado');
  await escolher(dialogo.getByLabel('Profissional'), page, 'Usuária', 'Usuária Limitada');
  await escolher(dialogo.getByLabel('Tratamento'), page, 'Limp', 'Limpeza');
  await expect(dialogo.getByLabel('Duração (min)')).toHaveValue('45');
  await capturar(page, 'agenda/formulario-novo');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Agendamento criado com sucesso!')).toBeVisible();
  await expect(dialogo).toBeHidden();

  const evento = page.locator('.rbc-event', { hasText: 'Helena Prado' });
  await expect(evento).toContainText('Limpeza');
  await expect(evento).toHaveClass(/status-agendado/);
  let [a] = await agendas(request, c.headers);
  expect(a?.data_hora).toMatch(/ 09:00$/);
  const terca = a!.data_hora.slice(0, 10);

  // Drag it to Wednesday, same hour.
  const caixa = (await evento.boundingBox())!;
  const quarta = (await coluna(page, 3).boundingBox())!;
  await page.mouse.move(caixa.x + caixa.width / 2, caixa.y + 10);
  await page.mouse.down();
  await page.mouse.move(quarta.x + quarta.width / 2, caixa.y + 12, { steps: 12 });
  await page.mouse.move(quarta.x + quarta.width / 2, caixa.y + 10, { steps: 4 });
  await page.mouse.up();
  // A move says it was moved; the duration message is a resize's (issue 40).
  await expect(page.getByText('Agendamento atualizado com sucesso!')).toBeVisible();
  await expect(page.getByText('Duração do agendamento atualizada com sucesso!')).toHaveCount(0);
  await expect.poll(async () => (await agendas(request, c.headers))[0]?.data_hora).not.toContain(terca);
  [a] = await agendas(request, c.headers);
  expect(a?.data_hora).toMatch(/ 09:00$/);
  expect(a?.status).toBe('Agendado');

  // Stretch it by dragging its bottom edge down one hour.
  const movido = page.locator('.rbc-event', { hasText: 'Helena Prado' });
  const hora = (await coluna(page, 3).locator('.rbc-timeslot-group').first().boundingBox())!.height;
  await movido.hover();
  const alca = (await movido.locator('.rbc-addons-dnd-resize-ns-anchor').last().boundingBox())!;
  await page.mouse.move(alca.x + alca.width / 2, alca.y + alca.height / 2);
  await page.mouse.down();
  await page.mouse.move(alca.x + alca.width / 2, alca.y + hora / 2, { steps: 8 });
  await page.mouse.move(alca.x + alca.width / 2, alca.y + hora, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await agendas(request, c.headers))[0]?.duracao).toBeGreaterThan(45);
  await expect(page.getByText('Duração do agendamento atualizada com sucesso!')).toBeVisible();
  await capturar(page, 'agenda/semana');

  // Open it, confirm it, and see the reminder waiting.
  await page.locator('.rbc-event', { hasText: 'Helena Prado' }).click();
  const edicao = page.getByRole('dialog', { name: 'Editar Agendamento' });
  await expect(edicao.getByText(/Lembrete agendado para/)).toBeVisible();
  await edicao.getByLabel('Status').selectOption('Confirmado');
  await edicao.getByLabel('Observação').fill('Primeira consulta: chegar 10 minutos antes.');
  await capturar(page, 'agenda/formulario-edicao');
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(edicao).toHaveCount(0);
  // The move's toast may still be up: the save's is the newest.
  await expect(page.getByText('Agendamento atualizado com sucesso!').last()).toBeVisible();
  await expect(page.locator('.rbc-event', { hasText: 'Helena Prado' })).toHaveClass(/status-confirmado/);

  await page.getByRole('button', { name: 'Mês' }).click();
  await expect(page.locator('.rbc-month-view')).toBeVisible();
  await capturar(page, 'agenda/mes');

  await page.getByRole('button', { name: 'Lista' }).click();
  const linha = page.getByRole('row').filter({ hasText: 'Helena Prado' });
  await expect(linha).toContainText('Limpeza');
  await expect(linha).toContainText('Usuária Limitada');
  await expect(linha).toContainText('Confirmado');
  await expect(linha).toContainText('09:00');
  await capturar(page, 'agenda/lista');

  await page.goto(`/pacientes/${c.idPaciente}/sobre`);
  const timeline = page.getByRole('list', { name: 'Linha do tempo' });
  await expect(timeline).toContainText('Confirmado');
  await expect(timeline).toContainText('Limpeza · Usuária Limitada');
  await expect(timeline).not.toContainText('chegar 10 minutos antes');
  await page.getByRole('button', { name: 'Ver detalhes' }).click();
  await expect(timeline).toContainText('Primeira consulta: chegar 10 minutos antes.');
  await expect(page.getByRole('button', { name: 'Ocultar detalhes' })).toBeVisible();
  await capturar(page, 'agenda/ficha-agendamentos');

  // A second booking on the same slot is refused, and the form says why.
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  const outro = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(outro.getByLabel('Paciente')).toHaveValue('Helena Prado');
  await escolher(outro.getByLabel('Profissional'), page, 'Usuária', 'Usuária Limitada');
  await escolher(outro.getByLabel('Tratamento'), page, 'Limp', 'Limpeza');
  const [d] = await agendas(request, c.headers);
  const [ano, mes, dia] = d!.data_hora.slice(0, 10).split('-');
  await outro.getByLabel('Data').fill(`${dia}/${mes}/${ano}`);
  await outro.getByLabel('Hora').fill('09:30');
  await outro.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    outro.getByRole('alert').filter({ hasText: 'Conflito com o agendamento de Helena Prado às 09:00.' }),
  ).toBeVisible();
});

test('um PROFISSIONAL vê só os próprios agendamentos, sem o filtro de profissional', async ({
  page,
  request,
}) => {
  const c = await clinicaComCadastros(request);
  const outro = await criarUsuario(request, c.idConta, AGENDA, { tipo: 'PROFISSIONAL' });
  const base = { id_paciente: c.idPaciente, id_tratamento: c.idTratamento, duracao: 30 };
  for (const [prof, hora, obs] of [
    [c.prof.idUsuario, '08:00', 'meu'],
    [outro.idUsuario, '10:00', 'do colega'],
  ] as const) {
    const r = await request.post('/api/agendas', {
      headers: c.headers,
      data: { ...base, id_profissional: prof, data_hora: `2030-02-05 ${hora}`, observacao: obs },
    });
    expect(r.status()).toBe(201);
  }
  await entrar(page, c.prof.email, c.prof.senha, '/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await expect(page.getByLabel('Profissional')).toHaveCount(0);
  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Helena Prado' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Helena Prado' })).toContainText('08:00');
  await page.getByRole('button', { name: /Editar agendamento/ }).click();
  await expect(page.getByRole('dialog', { name: 'Editar Agendamento' }).getByLabel('Observação')).toHaveValue(
    'meu',
  );
});

test('assinatura pendente: a agenda avisa e funciona; cancelada: o modal da assinatura', async ({
  page,
  request,
}) => {
  const c = await clinicaComCadastros(request);
  await definirCobranca(request, c.idConta, 'past_due');
  await entrar(page, c.email, c.senha, '/agenda');
  await expect(page.getByText('Sua assinatura está pendente de pagamento.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Semana' })).toBeVisible();
  await expect(page).toHaveURL(/\/agenda$/);

  await definirCobranca(request, c.idConta, 'canceled');
  await page.reload();
  await expect(page.getByRole('dialog')).toContainText('Sua assinatura foi cancelada.');
  await expect(page).toHaveURL(/\/agenda$/);
  await capturar(page, 'agenda/assinatura-cancelada');
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('abre no dia, a lista vira cartões e o formulário ocupa a tela', async ({ page, request }) => {
    const c = await clinicaComCadastros(request);
    const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    await request.post('/api/agendas', {
      headers: c.headers,
      data: {
        id_paciente: c.idPaciente,
        id_profissional: c.prof.idUsuario,
        id_tratamento: c.idTratamento,
        data_hora: `${hoje} 11:00`,
        duracao: 45,
        status: 'Confirmado',
      },
    });
    await entrar(page, c.email, c.senha, '/agenda');
    await expect(page.getByRole('button', { name: 'Dia' })).toHaveClass(/rbc-active/);
    await expect(page.locator('.rbc-event', { hasText: 'Helena Prado' })).toBeVisible();
    await capturar(page, 'agenda/dia-celular');

    await page.getByRole('button', { name: 'Lista' }).click();
    const cartao = page.getByRole('list', { name: 'Agendamentos' }).getByRole('listitem');
    await expect(cartao).toHaveCount(1);
    await expect(cartao).toContainText('Confirmado');
    await capturar(page, 'agenda/lista-celular');

    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Novo Agendamento' });
    // Full screen: the title at the very top, the buttons at the very bottom.
    const titulo = (await dialogo.getByRole('heading', { name: 'Novo Agendamento' }).boundingBox())!;
    const salvar = (await dialogo.getByRole('button', { name: 'Salvar' }).boundingBox())!;
    expect(titulo.y).toBeLessThan(40);
    expect(salvar.y).toBeGreaterThan(700);
    await capturar(page, 'agenda/formulario-celular');
  });
});
