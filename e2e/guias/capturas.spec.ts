import fs from 'node:fs';
import { VERSAO_APP } from '@clinica/contracts';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../fixtures/api';
import { CELULAR } from '../fixtures/dispositivos';

/*
 * The pictures of the tutorials (docs/guias/imagens): our own screens, on the e2e server, with
 * a believable clinic built through the REST API. Not part of `pnpm test`; run it when a screen
 * changes (docs/guias/README.md) and look at the pictures before committing them:
 *
 *   cd e2e && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm guias:capturas
 */

const DIR = new URL('../../docs/guias/imagens/', import.meta.url);

test.setTimeout(240_000);
test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

const hojeSp = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const diaMais = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The viewport (or the whole page) as PNG, without caret or animations. */
async function foto(page: Page, nome: string, fullPage = false) {
  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({
    path: new URL(nome, DIR).pathname,
    animations: 'disabled',
    caret: 'hide',
    fullPage,
  });
}

/** Toasts out of the picture (they leave after 5 s). */
async function semToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

async function entrar(page: Page, email: string, senha: string) {
  // The what's-new dialog is read already: the pictures show the screens, not the news.
  await page.addInitScript((v) => localStorage.setItem('lastNewsVersion', v), VERSAO_APP);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A logo for the clinic, drawn by the browser: a teal tooth-like mark and the name. */
async function logo(browser: Browser) {
  const ctx = await browser.newContext({ viewport: { width: 240, height: 240 } });
  const p = await ctx.newPage();
  await p.setContent(`<body style="margin:0"><div id="l" style="width:240px;height:240px;display:grid;place-items:center;background:#f0fdfa;font:600 26px system-ui;color:#0f766e">
    <svg width="110" height="110" viewBox="0 0 24 24" fill="none" stroke="#0d9488" stroke-width="1.6"><path d="M7 3c-2.5 0-4 2-4 4.5 0 3 1.5 4.5 2 8 .4 3 1.2 5.5 2.5 5.5s1.6-3 2.5-5 1.5-2 2-2 1 0 2 2 1.2 5 2.5 5 2.1-2.5 2.5-5.5c.5-3.5 2-5 2-8C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3Z"/></svg>
    <div>Sorriso Pleno</div></div></body>`);
  const png = await p.locator('#l').screenshot();
  await ctx.close();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function postar<T = { id: number }>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
) {
  const r = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  if (!r.ok()) throw new Error(`POST ${url}: HTTP ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}

/** Clínica Sorriso Pleno: its account, team, treatments, patients, a week of appointments... */
async function clinicaDeExemplo(request: APIRequestContext, browser: Browser) {
  const c = await criarClinica(request, { nome: 'Clínica Sorriso Pleno' });
  const token = await loginViaApi(request, c.email, c.senha);
  const p = <T = { id: number }>(url: string, data: unknown) => postar<T>(request, token, url, data);
  const hoje = hojeSp();

  const conta = await request.put('/api/conta', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      nome: 'Clínica Sorriso Pleno',
      tipo: 'clinica',
      documento: '11.222.333/0001-81',
      cep: '01310-100',
      endereco: 'Avenida Paulista',
      numero: '1578',
      complemento: 'Sala 804',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      imagem_perfil: await logo(browser),
    },
  });
  if (!conta.ok()) throw new Error(`PUT /api/conta: ${conta.status()} ${await conta.text()}`);

  const carla = await criarUsuario(request, c.idConta, ['AGENDAMENTOS_LISTAR'], {
    tipo: 'PROFISSIONAL',
    nome: 'Dra. Carla Mendes',
  });
  const rafael = await criarUsuario(request, c.idConta, ['AGENDAMENTOS_LISTAR'], {
    tipo: 'MEDICO',
    nome: 'Dr. Rafael Lima',
  });
  const juliana = await criarUsuario(request, c.idConta, ['PACIENTES_LISTAR', 'AGENDAMENTOS_LISTAR'], {
    tipo: 'USUARIO',
    nome: 'Juliana Alves',
  });
  // People's names and e-mails instead of the fixtures' generated ones.
  const equipe = [
    [c.idUsuario, 'Patrícia Moura', 'patricia@sorrisopleno.com.br', '11991110001'],
    [carla.idUsuario, 'Dra. Carla Mendes', 'carla@sorrisopleno.com.br', '11991110002'],
    [rafael.idUsuario, 'Dr. Rafael Lima', 'rafael@sorrisopleno.com.br', '11991110003'],
    [juliana.idUsuario, 'Juliana Alves', 'recepcao@sorrisopleno.com.br', '11991110004'],
  ] as const;
  for (const [id, nome, email, whatsapp] of equipe) {
    const r = await request.put(`/api/usuario/${id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { nome, email, whatsapp },
    });
    if (!r.ok()) throw new Error(`PUT /api/usuario/${id}: ${r.status()} ${await r.text()}`);
  }

  const trat = (nome: string, preco_venda: number, preco_custo: number, duracao: number) =>
    p('/api/tratamentos', { nome, preco_venda, preco_custo, duracao });
  const limpeza = await trat('Limpeza e profilaxia', 180, 35, 40);
  const clareamento = await trat('Clareamento dental', 900, 180, 60);
  const restauracao = await trat('Restauração em resina', 320, 60, 50);
  const pix = await p('/api/tipos_pagamento', { nome: 'Pix', tipo: 'R', taxa: 0 });
  await p('/api/tipos_pagamento', { nome: 'Cartão de crédito', tipo: 'R', taxa: 5 });
  const aluguel = await p('/api/categorias', { nome: 'Aluguel' });

  const pacientes = [
    [
      'Helena Prado',
      '11987654321',
      'Feminino',
      '10/03/1988',
      '529.982.247-25',
      'helena.prado@exemplo.com.br',
    ],
    ['João Conceição', '11976543210', 'Masculino', '05/01/1979', null, 'joao.conceicao@exemplo.com.br'],
    ['Mariana Costa', '21998765432', 'Feminino', '22/07/1995', null, null],
    ['Pedro Henrique Souza', '31991234567', 'Masculino', '14/11/2012', null, null],
    ['Ana Beatriz Ramos', '11965432109', 'Feminino', '30/09/1990', null, 'ana.ramos@exemplo.com.br'],
  ] as const;
  const ids: number[] = [];
  for (const [nome, celular, sexo, nascimento, cpf, email] of pacientes) {
    const r = await p('/api/pacientes', {
      nome,
      celular,
      sexo,
      nascimento,
      ...(cpf ? { cpf } : {}),
      ...(email ? { email } : {}),
      ...(nome.startsWith('Pedro') ? { responsavel_nome: 'Marcos Souza' } : {}),
    });
    ids.push(r.id);
  }

  // A week of appointments: today and the next days, in several statuses.
  const agenda = [
    [0, '08:30', 0, limpeza, carla, 'Confirmado'],
    [0, '10:00', 1, restauracao, rafael, 'Agendado'],
    [0, '14:00', 2, clareamento, carla, 'Em Atendimento'],
    [1, '09:00', 3, limpeza, rafael, 'Agendado'],
    [1, '15:30', 4, clareamento, carla, 'Confirmado'],
    [2, '11:00', 0, restauracao, carla, 'Agendado'],
    [-1, '16:00', 1, limpeza, rafael, 'Finalizada'],
  ] as const;
  for (const [dias, hora, i, t, prof, status] of agenda) {
    await p('/api/agendas', {
      id_paciente: ids[i],
      id_profissional: prof.idUsuario,
      id_tratamento: t.id,
      data_hora: `${diaMais(hoje, dias)} ${hora}`,
      duracao: 45,
      status,
    });
  }

  const orcamento = await p('/api/orcamentos', {
    id_paciente: ids[0],
    vencimento: diaMais(hoje, 30),
    tratamentos: [
      { id_tratamento: limpeza.id, id_profissional: carla.idUsuario },
      { id_tratamento: clareamento.id, id_profissional: carla.idUsuario },
    ],
  });
  await p('/api/transacoes', { tipo: 'RECEITA', id_orcamento: orcamento.id, vencimento: hoje });
  const outro = await p('/api/orcamentos', {
    id_paciente: ids[1],
    vencimento: diaMais(hoje, 15),
    tratamentos: [{ id_tratamento: restauracao.id, id_profissional: rafael.idUsuario }],
  });
  const paga = await p('/api/transacoes', { tipo: 'RECEITA', id_orcamento: outro.id, vencimento: hoje });
  await p(`/api/transacoes/pagamentos/${paga.id}`, [
    { id_tipo_pagamento: pix.id, valor: 320, data: hoje, qnt_parcelas: 1 },
  ]);
  await p('/api/transacoes', {
    tipo: 'DESPESA',
    descricao: 'Aluguel do consultório',
    valor_total: 180,
    id_categoria: aluguel.id,
    id_banco: null,
    vencimento: hoje,
  });

  const produto = (nome: string, qnt_minima: number) => p('/api/produtos', { nome, qnt_minima });
  const luva = await produto('Luva nitrílica (caixa com 100)', 10);
  const resina = await produto('Resina composta A2', 5);
  await produto('Anestésico lidocaína 2%', 20);
  const mov = (id_produto: number, quantidade: number, preco_custo: number, vencimento?: string) =>
    p('/api/movimentacoes', { id_produto, tipo: 'ENTRADA', quantidade, preco_custo, vencimento });
  await mov(luva.id, 6, 32.9);
  await mov(resina.id, 12, 89.5, diaMais(hoje, 20));

  const perguntas = [
    ['Qual o motivo da consulta?', 'texto', null],
    ['Tem alguma alergia?', 'sim_nao_naosei_texto', 'Qual?'],
    ['Está tomando algum medicamento?', 'sim_nao', null],
    ['Sente dor ao mastigar?', 'esquerda_direita_naosei', null],
  ] as const;
  const idsQ: number[] = [];
  for (const [pergunta, tipo_pergunta, texto_auxiliar] of perguntas) {
    idsQ.push((await p('/api/questoes-anamnese', { pergunta, tipo_pergunta, texto_auxiliar })).id);
  }
  const modelo = await p('/api/modelos-anamnese', { nome: 'Anamnese odontológica', questoes: idsQ });
  const anamnese = await p<{ codigo: string }>('/api/pacientes-anamnese', {
    id_modelo_anamnese: modelo.id,
    id_paciente: ids[0],
  });
  await p('/api/termos', {
    titulo: 'Clareamento dental',
    corpo:
      '<p>Declaro que fui informado(a) sobre o <strong>clareamento dental</strong>, seus benefícios e riscos, e autorizo o procedimento.</p><ul><li>Pode haver sensibilidade temporária nos dentes.</li><li>O resultado varia de pessoa para pessoa.</li><li>Devo evitar alimentos com corantes por 48 horas.</li></ul>',
  });
  return { ...c, email: equipe[0][2], idHelena: ids[0]!, anamnese: anamnese.codigo };
}

/** Types in a dialog's picker, takes the option, and closes the list (the dialog's title). */
async function escolher(dlg: Locator, rotulo: string, texto: string, opcao: string | RegExp) {
  await dlg.getByRole('combobox', { name: rotulo }).fill(texto);
  await dlg.page().getByRole('option', { name: opcao }).click();
  await dlg.getByRole('heading').first().click();
  await expect(dlg.page().getByRole('listbox')).toHaveCount(0);
}

/** A signature drawn with the mouse, as a finger would. */
async function desenhar(page: Page) {
  const pad = page.getByRole('img', { name: 'Assine aqui com o dedo ou o mouse' });
  await pad.scrollIntoViewIfNeeded();
  const caixa = (await pad.boundingBox())!;
  await page.mouse.move(caixa.x + 40, caixa.y + 120);
  await page.mouse.down();
  for (let i = 1; i <= 14; i++) {
    await page.mouse.move(caixa.x + 40 + i * 20, caixa.y + 110 + Math.sin(i / 1.5) * 35, { steps: 3 });
  }
  await page.mouse.up();
}

test('capturas das telas para os tutoriais', async ({ page, browser, request }) => {
  const c = await clinicaDeExemplo(request, browser);
  await entrar(page, c.email, c.senha);

  // Primeiros passos
  await expect(page.getByTestId('metrica-receita-bruta')).toContainText('R$');
  await page.waitForLoadState('networkidle');
  await foto(page, 'home.png');
  await page.goto('/conta');
  await expect(page.getByRole('img', { name: 'Logo da conta' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'conta.png');

  // Pacientes
  await page.goto('/pacientes');
  await page.getByRole('button', { name: 'Novo Paciente' }).first().click();
  const novo = page.getByRole('dialog', { name: 'Novo Paciente' });
  await novo.getByRole('textbox', { name: 'Nome', exact: true }).fill('Laura Martins');
  await novo.getByRole('textbox', { name: 'Celular', exact: true }).fill('11954321098');
  await novo.getByRole('textbox', { name: 'E-mail' }).fill('laura.martins@exemplo.com.br');
  await foto(page, 'paciente-novo.png');
  await page.keyboard.press('Escape');
  await page.goto(`/pacientes/${c.idHelena}/documentos`);
  await expect(page.getByRole('heading', { name: 'Helena Prado' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'paciente-ficha.png');

  // Termos e assinatura
  await page.goto('/termos');
  await page.getByRole('button', { name: 'Novo Termo' }).first().click();
  const termo = page.getByRole('dialog');
  await termo.getByLabel('Título').fill('Tratamento ortodôntico');
  await termo.getByRole('textbox', { name: 'Texto do termo' }).click();
  await page.keyboard.type('Autorizo o início do ');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('tratamento ortodôntico');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type(' com aparelho fixo, conforme o plano apresentado.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lista com marcadores' }).click();
  await page.keyboard.type('Consultas de manutenção a cada 30 dias.');
  await foto(page, 'termo-editor.png');
  await page.keyboard.press('Escape');

  await page.goto(`/pacientes/${c.idHelena}/documentos`);
  await page.getByRole('button', { name: 'Novo Documento' }).first().click();
  const doc = page.getByRole('dialog', { name: 'Geração de Termo/Contrato' });
  await escolher(doc, 'Modelo', 'clareamento', 'Clareamento dental');
  await doc.getByRole('button', { name: 'Gerar cabeçalho' }).click();
  await expect(doc.getByRole('textbox', { name: 'Cabeçalho' })).toContainText('Helena Prado');
  await foto(page, 'documento-gerar.png');
  await doc.getByRole('button', { name: 'Salvar' }).click();
  const linha = page.getByRole('row', { name: /Clareamento dental/ });
  await expect(linha.getByText('Pendente')).toBeVisible();
  await semToasts(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await linha.getByRole('button', { name: 'Ações de Clareamento dental' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copiar link' })).toBeVisible();
  await foto(page, 'documento-copiar-link.png');
  await page.getByRole('menuitem', { name: 'Copiar link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  const celular = await browser.newContext({ ...CELULAR, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const fone = await celular.newPage();
  await fone.goto(link);
  await expect(fone.getByRole('heading', { name: 'Assinar Documento' })).toBeVisible();
  await fone.waitForLoadState('networkidle');
  await desenhar(fone);
  await foto(fone, 'assinar-celular.png', true);
  await fone.getByRole('button', { name: 'Salvar' }).click();
  await fone.getByRole('button', { name: 'Assinar' }).click();
  await expect(fone.getByText('Documento assinado com sucesso!')).toBeVisible();

  await fone.goto(`/assinar/anamnese/${c.anamnese}`);
  await expect(fone.getByRole('heading', { name: 'Assinar Anamnese' })).toBeVisible();
  await fone.getByRole('textbox', { name: 'Qual o motivo da consulta?' }).fill('Quero clarear os dentes');
  await fone.getByRole('radiogroup', { name: 'Tem alguma alergia?' }).getByText('Sim').click();
  await fone.getByLabel('Qual?').fill('Dipirona');
  await fone.waitForLoadState('networkidle');
  await foto(fone, 'anamnese-celular.png', true);
  await celular.close();

  const impressao = await page.context().newPage();
  await impressao.addInitScript(() => {
    window.print = () => undefined;
  });
  await impressao.goto(link.replace('/assinar/', '/imprimir/'));
  await expect(impressao.getByRole('img', { name: 'Assinatura do paciente' })).toBeVisible();
  await expect(impressao.getByText(/SHA-256 do conteúdo/)).toBeVisible();
  await impressao.waitForLoadState('networkidle');
  await impressao.getByText(/SHA-256 do conteúdo/).scrollIntoViewIfNeeded();
  await foto(impressao, 'impressao.png');
  await impressao.close();

  // Anamnese: the model's dialog
  await page.goto('/modelos-anamnese');
  await page.getByRole('button', { name: 'Editar Anamnese odontológica' }).click();
  await expect(page.getByRole('dialog')).toContainText('Tem alguma alergia?');
  await foto(page, 'modelo-anamnese.png');
  await page.keyboard.press('Escape');

  // Agenda
  await page.goto('/agenda');
  await expect(page.getByText('Helena Prado').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'agenda-semana.png');
  await page.getByRole('button', { name: 'Novo Agendamento' }).first().click();
  const ag = page.getByRole('dialog');
  await escolher(ag, 'Paciente', 'mariana', /Mariana Costa/);
  await escolher(ag, 'Profissional', 'carla', /Carla Mendes/);
  await escolher(ag, 'Tratamento', 'limpeza', /Limpeza e profilaxia/);
  await expect(ag.getByLabel('Duração (min)')).toHaveValue('40');
  await ag.getByLabel('Data', { exact: true }).fill(diaMais(hojeSp(), 1).split('-').reverse().join('/'));
  await ag.getByLabel('Hora', { exact: true }).fill('16:30');
  await foto(page, 'agendamento-novo.png');
  await page.keyboard.press('Escape');

  // Orçamento e financeiro
  await page.goto('/orcamentos');
  await page.getByRole('button', { name: 'Novo Orçamento' }).first().click();
  const orc = page.getByRole('dialog', { name: 'Novo Orçamento' });
  await escolher(orc, 'Paciente', 'ana', /Ana Beatriz Ramos/);
  await orc.getByLabel('Vencimento').fill(diaMais(hojeSp(), 30).split('-').reverse().join('/'));
  await escolher(orc, 'Tratamento 1', 'limpeza', /Limpeza e profilaxia/);
  await escolher(orc, 'Profissional 1', 'carla', /Carla Mendes/);
  await orc.getByRole('button', { name: 'Adicionar tratamento' }).click();
  await escolher(orc, 'Tratamento 2', 'restaura', /Restauração em resina/);
  await escolher(orc, 'Profissional 2', 'rafael', /Rafael Lima/);
  await expect(orc).toContainText('R$ 500,00');
  await foto(page, 'orcamento-novo.png');
  await page.keyboard.press('Escape');

  await page.goto('/transacoes');
  const helena = page.getByRole('row', { name: /Helena Prado/ });
  await helena.getByRole('button', { name: 'Dar Baixa' }).click();
  const baixa = page.getByRole('dialog', { name: /Dar Baixa/ });
  await baixa.getByLabel('Forma de pagamento 1').selectOption({ label: 'Pix' });
  await baixa.getByLabel('Valor 1').click();
  for (let i = 0; i < 10; i++) await page.keyboard.press('Backspace');
  await baixa.getByLabel('Valor 1').pressSequentially('30000');
  await baixa.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await baixa.getByLabel('Forma de pagamento 2').selectOption({ label: 'Cartão de crédito' });
  await baixa.getByLabel('Parcelas 2').fill('3');
  await expect(baixa.getByTestId('ainda-falta')).toHaveText('R$ 0,00');
  await foto(page, 'dar-baixa.png');
  await page.keyboard.press('Escape');

  // Estoque
  await page.goto('/produtos');
  await expect(page.getByText('Resina composta A2')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'produtos.png');
  await page.goto('/estoque');
  await page.getByRole('button', { name: 'Inserir Movimentação' }).first().click();
  const mov = page.getByRole('dialog', { name: 'Inserir Movimentação' });
  await escolher(mov, 'Produto', 'luva', /Luva nitrílica/);
  await mov.getByLabel('Quantidade').fill('20');
  await mov.getByLabel('Preço Custo (Unitário)').pressSequentially('3290');
  await mov.getByLabel('Data de Validade').fill(diaMais(hojeSp(), 365).split('-').reverse().join('/'));
  await foto(page, 'movimentacao.png');
  await page.keyboard.press('Escape');

  // Usuários e perfis
  await page.goto('/perfis');
  await page.getByRole('button', { name: 'Novo Perfil' }).first().click();
  const perfil = page.getByRole('dialog');
  await perfil.getByLabel('Nome do perfil').fill('Recepção');
  await foto(page, 'perfil.png');
  await page.keyboard.press('Escape');
  await page.goto('/usuarios');
  await expect(page.getByText('Dra. Carla Mendes').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await foto(page, 'usuarios.png');
});
