import type { APIRequestContext, Page } from '@playwright/test';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { CELULAR, DESKTOP } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, prepararDispositivo, test } from '../../fixtures/teste';

/**
 * Online booking (issue 34): the clinic (through the REST API) gives its ADM working hours every
 * day and turns booking on; a patient books on a phone from /agendar/{slug} and moves it from
 * the link /consulta/{codigo}.
 */
async function clinicaComAgendamentoOnline(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const c = await criarClinica(request, { nome: 'Clínica Sorriso' });
  const token = await loginViaApi(request, c.email, c.senha);
  const headers = { authorization: `Bearer ${token}` };
  const t = await request.post('/api/tratamentos', {
    headers,
    data: { nome: 'Limpeza', preco_venda: 150, preco_custo: 20, duracao: 30 },
  });
  expect(t.ok()).toBe(true);
  const idTratamento = (await t.json()).id as number;
  // Every day 08:00–20:00: some day ahead has a free slot whatever the hour the suite runs.
  const horarios = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dia_semana: d, inicio: '08:00', fim: '20:00' }));
  expect(
    (await request.put(`/api/profissionais/${c.idUsuario}/horarios`, { headers, data: { horarios } })).ok(),
  ).toBe(true);
  const slug = `sorriso-${c.idConta}`;
  const config = await request.put('/api/agendamento-online', {
    headers,
    // No cancel window: the first free slot may be today, and the patient still moves it.
    data: {
      ativo: true,
      slug,
      tratamentos: [idTratamento],
      profissionais: [c.idUsuario],
      cancelamento_horas: 0,
      ...extra,
    },
  });
  expect(config.ok(), await config.text()).toBe(true);
  return { ...c, headers, slug };
}

const agendas = async (request: APIRequestContext, headers: Record<string, string>) =>
  ((await (await request.get('/api/agendas', { headers })).json()) as { status: string; data_hora: string }[])
    .map((a) => a.status)
    .sort();

/** Treatment, professional, the first free day and time, the patient's data and consent: 'Confirmar agendamento'. */
async function agendarComoPaciente(page: Page, slug: string) {
  await page.goto(`/agendar/${slug}`);
  await expect(page.getByRole('heading', { name: 'Clínica Sorriso' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /Limpeza/ }).click();
  await page.getByRole('button', { name: 'Qualquer profissional' }).click();
  await escolherHorario(page);
  await page.getByLabel('Nome completo').fill('Maria Souza');
  await page.getByRole('textbox', { name: 'WhatsApp' }).fill('11987651234');
  await page.getByRole('checkbox', { name: /Autorizo Clínica Sorriso/ }).check();
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
}

/** The first (or last) free day of the calendar's month, then that day's first time. */
async function escolherHorario(page: Page, dia: 'primeiro' | 'ultimo' = 'primeiro') {
  const livres = page.getByRole('group', { name: 'Dias' }).locator('button:enabled');
  await (dia === 'primeiro' ? livres.first() : livres.last()).click();
  const horarios = page.getByRole('region', { name: 'Horários' }).getByRole('button');
  await horarios.first().click();
}

test.describe('paciente no celular', () => {
  test.use(CELULAR);

  test('agenda pela página pública, vê a confirmação, remarca e completa o cadastro pelo link da consulta', async ({
    page,
    request,
  }) => {
    test.slow(); // a booking and a reschedule, each through a fresh page on the phone
    const c = await clinicaComAgendamentoOnline(request);
    await page.goto(`/agendar/${c.slug}`);
    // The first page of a fresh browser on a busy machine: the app's chunks come cold.
    await expect(page.getByRole('heading', { name: 'Clínica Sorriso' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: /Limpeza/ }).click();
    await page.getByRole('button', { name: 'Qualquer profissional' }).click();
    await escolherHorario(page);
    await page.getByLabel('Nome completo').fill('Maria Souza');
    await page.getByRole('textbox', { name: 'WhatsApp' }).fill('11987651234');
    // The consent line is the server's text; without it the page says so and sends nothing.
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText('Para agendar, é preciso concordar com o uso dos seus dados.')).toBeVisible();
    await page.getByRole('checkbox', { name: /Autorizo Clínica Sorriso/ }).check();
    // Birthday and news are asked apart, unticked, and never needed to book (issue 35).
    const marketing = page.getByRole('checkbox', { name: /Quero receber mensagens de aniversário/ });
    await expect(marketing).not.toBeChecked();
    await marketing.check();
    await capturar(page, 'agendamento-online/dados-celular');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText('Consulta agendada!')).toBeVisible();
    const [maria] = await (await request.get('/api/pacientes?q=11987651234', { headers: c.headers })).json();
    const consentimentos = (await (
      await request.get(`/api/pacientes/${maria.id}/consentimentos`, { headers: c.headers })
    ).json()) as { finalidade: string; consentido: boolean; origem: string | null }[];
    expect(consentimentos.filter((x) => x.finalidade === 'marketing')).toEqual([
      expect.objectContaining({ consentido: true, origem: 'agendamento' }),
      expect.objectContaining({ consentido: true, origem: 'agendamento' }),
    ]);
    await expect(page.getByText('Horário', { exact: true })).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await capturar(page, 'agendamento-online/confirmacao-celular');
    expect(await agendas(request, c.headers)).toEqual(['Agendado']);

    await page.getByRole('link', { name: 'Ver ou alterar minha consulta' }).click();
    await expect(page).toHaveURL(/\/consulta\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'Sua consulta' })).toBeVisible();
    await expect(page.getByText('Agendado', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Escolher outro horário' }).click();
    // Another day than the booking's, whatever the hour: today may have no second slot left.
    await escolherHorario(page, 'ultimo');
    await page.getByRole('button', { name: /^Remarcar para/ }).click();
    await expect(page.getByText('Consulta remarcada.')).toBeVisible();
    await capturar(page, 'agendamento-online/remarcada-celular');
    expect(await agendas(request, c.headers)).toEqual(['Agendado', 'Reagendada']);

    // Booked with name and WhatsApp only: the link asks for the rest of the record, once.
    await expect(page.getByRole('heading', { name: 'Complete seu cadastro' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar meu cadastro' }).click();
    await expect(page.getByLabel('Data de nascimento')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Data de nascimento').fill('15041990');
    await page.getByLabel('Sexo').selectOption('Feminino');
    await page.getByLabel('CPF').fill('11144477735');
    await page.getByLabel('CEP').fill('01310100');
    await page.getByLabel('Endereço').fill('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByLabel('Bairro').fill('Bela Vista');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('Estado').fill('sp');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await capturar(page, 'agendamento-online/completar-cadastro-celular');
    await page.setViewportSize({ width: 1366, height: 900 });
    await capturar(page, 'agendamento-online/completar-cadastro-desktop');
    await page.getByRole('button', { name: 'Salvar meu cadastro' }).click();
    await expect(page.getByText('Cadastro completo. Obrigado!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete seu cadastro' })).toHaveCount(0);
    const pacientes = await (await request.get('/api/pacientes', { headers: c.headers })).json();
    expect(pacientes).toMatchObject([
      { nome: 'Maria Souza', cadastro_incompleto: false, cpf: '11144477735', nascimento: '1990-04-15' },
    ]);
  });
});

test.describe('equipe no computador', () => {
  test.use(DESKTOP);

  test('define os horários e as ausências pela agenda e liga o agendamento online em Minha Conta', async ({
    page,
    request,
  }) => {
    test.slow(); // two screens, four saves
    const c = await criarClinica(request, { nome: 'Clínica Horizonte' });
    const token = await loginViaApi(request, c.email, c.senha);
    const headers = { authorization: `Bearer ${token}` };
    await request.post('/api/tratamentos', {
      headers,
      data: { nome: 'Avaliação', preco_venda: 100, preco_custo: 0, duracao: 40 },
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(c.email);
    await page.getByLabel('Senha').fill(c.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });

    await page.goto('/agenda');
    await page.getByRole('button', { name: 'Horários' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Horários de atendimento' });
    await expect(dialogo.getByText('Sem atendimento').first()).toBeVisible();
    await dialogo.getByRole('button', { name: 'Adicionar intervalo na segunda' }).click();
    await dialogo.getByRole('button', { name: 'Adicionar intervalo na segunda' }).click();
    await expect(dialogo.getByLabel('Segunda, intervalo 2: Início')).toHaveValue('13:00');
    await dialogo.getByRole('button', { name: 'Salvar horários' }).click();
    await expect(page.getByText('Horários salvos com sucesso!')).toBeVisible();
    await dialogo.getByLabel('De', { exact: true }).fill('24/12/2030');
    await dialogo.getByLabel('Até', { exact: true }).fill('26/12/2030');
    await dialogo.getByLabel('Motivo (opcional)').fill('Recesso de fim de ano');
    await dialogo.getByRole('button', { name: 'Adicionar ausência' }).click();
    await expect(dialogo.getByRole('list', { name: 'Ausências' })).toContainText('24/12/2030 a 26/12/2030');
    await capturar(page, 'agendamento-online/horarios-desktop');
    const semana = await (
      await request.get(`/api/profissionais/${c.idUsuario}/horarios`, { headers })
    ).json();
    expect(semana.horarios).toEqual([
      { dia_semana: 1, inicio: '08:00', fim: '12:00' },
      { dia_semana: 1, inicio: '13:00', fim: '18:00' },
    ]);
    await dialogo.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(dialogo).toBeHidden();
    // The calendar greys what is outside the week just saved (07:00 is before Monday's 08:00).
    await expect(page.locator('.rbc-day-slot .fora-do-expediente').first()).toBeVisible();
    await capturar(page, 'agendamento-online/agenda-expediente-desktop');

    await page.goto('/conta');
    const cartao = page.locator('section', {
      has: page.getByRole('heading', { name: 'Agendamento online' }),
    });
    await cartao.getByRole('switch', { name: 'Agendamento online ligado' }).click();
    await cartao.getByLabel('Endereço da página').fill(`horizonte-${c.idConta}`);
    await expect(cartao.getByText('Disponível.')).toBeVisible();
    await cartao.getByRole('checkbox', { name: 'Avaliação' }).check();
    await cartao.getByRole('checkbox', { name: 'Administradora Teste' }).check();
    await cartao.getByLabel('Confirmação').selectOption('equipe');
    await cartao.getByRole('button', { name: 'Salvar agendamento online' }).click();
    await expect(page.getByText('Agendamento online salvo com sucesso!')).toBeVisible();
    await capturar(page, 'agendamento-online/configuracao-desktop');
    const config = await (await request.get('/api/agendamento-online', { headers })).json();
    expect(config).toMatchObject({ ativo: true, slug: `horizonte-${c.idConta}`, confirmacao: 'equipe' });
    expect(config.tratamentos).toHaveLength(1);
  });
});

test.describe('confirmação pela equipe', () => {
  test.use(DESKTOP);

  test('o paciente pede pelo celular; a agenda aberta mostra o pedido sem recarregar, o sino avisa, a equipe confirma', async ({
    page,
    request,
    browser,
  }) => {
    const c = await clinicaComAgendamentoOnline(request, { confirmacao: 'equipe' });
    // The agenda refreshes itself every 15 s and the bell every 30 s: the staff's page runs on a
    // clock the journey moves forward, so those timers fire without 45 s of waiting (the real
    // timers, their intervals and the refetch they start are what runs).
    await page.clock.install();
    await entrar(page, c.email, c.senha, '/agenda');
    await page.getByRole('button', { name: 'Lista' }).click();
    const linha = page.getByRole('row').filter({ hasText: 'Maria Souza' });
    // Loaded and empty before the patient books: what appears later came by the agenda's own refresh.
    await expect(page.getByText('Nenhum agendamento encontrado').filter({ visible: true })).toBeVisible();
    await expect(linha).toHaveCount(0);

    // The patient, on her phone, in a browser of her own.
    const celular = await browser.newContext({
      ...CELULAR,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    await prepararDispositivo(celular);
    const p = await celular.newPage();
    await agendarComoPaciente(p, c.slug);
    await expect(p.getByText('Pedido de agendamento enviado')).toBeVisible();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await capturar(p, 'agendamento-online/pedido-celular');

    // The front desk's agenda, left open, shows the request without a reload; the bell says it.
    await expect(linha).toHaveCount(0);
    await page.clock.fastForward('00:31');
    await expect(linha).toContainText('Pré-agendado');
    const sino = page.getByRole('button', { name: 'Notificações: 1 não lida' });
    await expect(sino).toBeVisible();
    await sino.click();
    const aviso = page.getByRole('list', { name: 'Notificações' }).getByRole('button', {
      name: /Maria Souza pediu uma consulta para (hoje|amanhã|\d{2}\/\d{2}) às \d{2}:\d{2} \(aguarda confirmação\)/,
    });
    await expect(aviso).toBeVisible();
    await capturar(page, 'agendamento-online/pedido-sino-desktop');
    await aviso.click();
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();

    // The staff confirm it: Pré-agendado → Agendado.
    await page.getByRole('button', { name: 'Editar agendamento de Maria Souza' }).click();
    const edicao = page.getByRole('dialog', { name: 'Editar Agendamento' });
    await expect(edicao.getByLabel('Status')).toHaveValue('Pré-agendado');
    await edicao.getByLabel('Status').selectOption('Agendado');
    await edicao.getByRole('button', { name: 'Salvar' }).click();
    await expect(edicao).toHaveCount(0);
    await expect(page.getByText('Agendamento atualizado com sucesso!')).toBeVisible();
    await expect(linha).toContainText('Agendado');

    // The patient's link now reads Agendado and lets her confirm; the open agenda follows.
    await p.getByRole('link', { name: 'Ver ou alterar minha consulta' }).click();
    await expect(p.getByRole('heading', { name: 'Sua consulta' })).toBeVisible();
    await expect(p.getByText('Agendado', { exact: true })).toBeVisible();
    await p.getByRole('button', { name: 'Confirmar presença' }).click();
    await expect(p.getByText('Presença confirmada. Até lá!')).toBeVisible();
    await celular.close();
    await page.clock.fastForward('00:16');
    await expect(linha).toContainText('Confirmado');
    await capturar(page, 'agendamento-online/confirmada-lista-desktop');
    expect(await agendas(request, c.headers)).toEqual(['Confirmado']);
  });
});
