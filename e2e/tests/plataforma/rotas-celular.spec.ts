import { TELAS_CLINICA } from '@clinica/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { expect, test } from '../../fixtures/teste';

/*
 * Every screen at 390 px with real rows in it: nothing wider than the phone (neither the page
 * nor a box that scrolls sideways inside it), and every button, field and tab at least 44 px
 * tall and wide. The authenticated paths are read from the screen catalogue (contracts/telas.ts), so
 * a new page is visited without editing this file.
 */

test.use(CELULAR);
test.setTimeout(300_000);

const hojeSp = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const LONGO = 'Maria Aparecida de Albuquerque Cavalcanti Figueiredo';

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

/** One row of everything, with long names where a name is shown. */
async function clinicaCheia(request: APIRequestContext) {
  const c = await criarClinica(request, { nome: 'Clínica Odontológica Sorriso Pleno e Harmonia Facial' });
  const token = await loginViaApi(request, c.email, c.senha);
  const p = <T = { id: number }>(url: string, data: unknown) => postar<T>(request, token, url, data);
  const hoje = hojeSp();
  const prof = await criarUsuario(request, c.idConta, ['AGENDAMENTOS_LISTAR'], {
    tipo: 'PROFISSIONAL',
    nome: 'Dra. Carla Mendes de Oliveira Santos',
  });
  const paciente = await p('/api/pacientes', {
    nome: LONGO,
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '10/05/1988',
    email: 'maria.aparecida.albuquerque.cavalcanti@exemplo.com.br',
    cpf: '529.982.247-25',
  });
  const tratamento = await p('/api/tratamentos', {
    nome: 'Clareamento dental a laser com moldeira personalizada',
    preco_venda: 1350.5,
    preco_custo: 220,
    duracao: 60,
  });
  const pix = await p('/api/tipos_pagamento', { nome: 'Pix', tipo: 'R', taxa: 0 });
  await p('/api/tipos_pagamento', { nome: 'Cartão de crédito parcelado', tipo: 'R', taxa: 3.49 });
  await p('/api/bancos', { nome: 'Banco do Brasil — conta movimento da clínica' });
  const categoria = await p('/api/categorias', { nome: 'Aluguel e condomínio' });
  await p('/api/unidades', { nome_fantasia: 'Unidade Jardim Paulista', cnpj: '11222333000181' });
  const produto = await p('/api/produtos', {
    nome: 'Luva nitrílica sem pó tamanho M (caixa com 100)',
    qnt_minima: 10,
  });
  await p('/api/movimentacoes', { id_produto: produto.id, tipo: 'ENTRADA', quantidade: 4, preco_custo: 2.5 });
  const orcamento = await p('/api/orcamentos', {
    id_paciente: paciente.id,
    vencimento: `${Number(hoje.slice(0, 4)) + 1}-12-31`,
    tratamentos: [{ id_tratamento: tratamento.id, id_profissional: prof.idUsuario }],
  });
  const receita = await p('/api/transacoes', {
    tipo: 'RECEITA',
    id_orcamento: orcamento.id,
    vencimento: hoje,
  });
  await p(`/api/transacoes/pagamentos/${receita.id}`, [
    { id_tipo_pagamento: pix.id, valor: 500, data: hoje, qnt_parcelas: 1 },
  ]);
  await p('/api/transacoes', {
    tipo: 'DESPESA',
    descricao: 'Aluguel do consultório da Avenida Paulista',
    valor_total: 3200,
    id_categoria: categoria.id,
    id_banco: null,
    vencimento: hoje,
  });
  await p('/api/agendas', {
    id_paciente: paciente.id,
    id_profissional: prof.idUsuario,
    id_tratamento: tratamento.id,
    data_hora: `${hoje} 11:00`,
    duracao: 45,
    status: 'Confirmado',
  });
  await p('/api/termos', {
    titulo: 'Termo de consentimento para clareamento dental',
    corpo: '<p>Declaro que fui informada dos riscos do procedimento.</p>',
  });
  const documento = await p<{ codigo: string }>('/api/pacientes_termos', {
    id_paciente: paciente.id,
    tipo: 'TERMO',
    titulo: 'Termo de consentimento para clareamento dental',
    cabecalho: `<p>Paciente: ${LONGO}</p>`,
    corpo: '<p>Declaro que fui informada dos riscos do procedimento e autorizo a sua realização.</p>',
  });
  const questao = await p('/api/questoes-anamnese', {
    pergunta: 'Você tem alergia a algum medicamento ou anestésico local?',
    tipo_pergunta: 'sim_nao',
  });
  const modelo = await p('/api/modelos-anamnese', {
    nome: 'Anamnese odontológica completa',
    questoes: [questao.id],
  });
  const anamnese = await p<{ codigo: string }>('/api/pacientes-anamnese', {
    id_modelo_anamnese: modelo.id,
    id_paciente: paciente.id,
  });
  return { ...c, idPaciente: paciente.id, documento: documento.codigo, anamnese: anamnese.codigo };
}

type Problema = { caminho: string; oque: string };

/** What on this screen is wider than the phone or too small to touch. */
async function problemasDaTela(page: Page, caminho: string): Promise<Problema[]> {
  const achados = await page.evaluate(() => {
    // With a dialog open only the dialog is looked at: the page behind is inert.
    const raiz = document.querySelector('[id^="headlessui-dialog-panel"]') ?? document.body;
    const vw = window.innerWidth;
    const descrever = (e: Element) => {
      const nome =
        e.getAttribute('aria-label') ||
        e.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
        e.getAttribute('name');
      return `<${e.tagName.toLowerCase()}${nome ? ` "${nome}"` : ''}>`;
    };
    const saida: string[] = [];
    const anotar = (oque: string) => saida.push(oque);
    if (document.documentElement.scrollWidth > vw)
      anotar(`a página tem ${document.documentElement.scrollWidth}px de largura`);
    for (const e of raiz.querySelectorAll<HTMLElement>('*')) {
      const st = getComputedStyle(e);
      if (st.display === 'none' || st.visibility === 'hidden') continue;
      // A box that scrolls sideways: a table or a row of chips the thumb has to drag.
      if (/(auto|scroll)/.test(st.overflowX) && e.scrollWidth > e.clientWidth + 1)
        anotar(`rolagem lateral em ${descrever(e)} (${e.scrollWidth}px em ${e.clientWidth}px)`);
      // A name may be cut with an ellipsis (it has its title); an amount of money never.
      if (
        st.textOverflow === 'ellipsis' &&
        e.scrollWidth > e.clientWidth + 1 &&
        /R\$\s?-?[\d.]+,\d{2}/.test(e.textContent ?? '')
      )
        anotar(`valor cortado ${descrever(e)}`);
    }
    const alvos = raiz.querySelectorAll<HTMLElement>(
      'button, select, textarea, input:not([type=hidden]), [role=button], [role=tab], [role=switch], [role=combobox], [role=checkbox], [role=radio]',
    );
    for (const e of alvos) {
      const r = e.getBoundingClientRect();
      // Not drawn, or a visually hidden input behind its own visible button (file pickers).
      if (r.width <= 1 || r.height <= 1) continue;
      // A calendar event is drawn to the scale of its duration; the agenda's list view has cards.
      if (e.closest('.rbc-event')) continue;
      // A native checkbox or radio counts its label, which is the real target.
      const alvo = (e as HTMLInputElement).labels?.[0]?.getBoundingClientRect() ?? r;
      const w = Math.max(r.width, alvo.width);
      const h = Math.max(r.height, alvo.height);
      if (w < 44 || h < 44) anotar(`alvo pequeno ${descrever(e)} ${Math.round(w)}×${Math.round(h)}`);
    }
    return saida;
  });
  return achados.map((oque) => ({ caminho, oque }));
}

test('no celular (390 px) nenhuma tela rola para o lado, nenhum valor é cortado e os alvos de toque têm 44 px', async ({
  page,
  request,
}) => {
  const c = await clinicaCheia(request);
  const problemas: Problema[] = [];
  const semCarregar = async () => {
    // Skeletons gone: the rows, cards and charts are laid out.
    await expect(page.locator('[aria-busy="true"], [data-testid="skeleton-row"]')).toHaveCount(0);
    // A part drawn only when it comes near the screen (the dashboard's chart, below the money
    // cards on a phone) is scrolled to, as a person would, and the page read from its top again.
    await page.evaluate(() => {
      for (const e of document.querySelectorAll('.animate-pulse')) e.scrollIntoView({ block: 'center' });
    });
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
  };
  const painel = page.locator('[id^="headlessui-dialog-panel"]');

  /** The open dialog fills the phone's screen, passes the same checks, and closes. */
  const conferirDialogo = async (onde: string, nome: string) => {
    await expect(painel).toHaveCount(1);
    await expect
      .poll(async () => {
        const b = await painel.boundingBox();
        return b && [b.x, b.y, b.width, b.height].map(Math.round);
      })
      .toEqual([0, 0, 390, 844]);
    await semCarregar();
    problemas.push(...(await problemasDaTela(page, `${onde} (diálogo ${nome})`)));
    await capturar(page, `celular/dialogos/${nome}`);
    // Form dialogs are persistent (Esc never loses what was typed: packages/ui FormDialog), so
    // they close by their own button; a dialog without one closes with Esc. Trying Esc first cost
    // 2 s of waiting on each of the ~22 forms.
    const fechar = painel.getByRole('button', { name: /^(Cancelar|Fechar)$/ }).last();
    if ((await fechar.count()) > 0) await fechar.click();
    else await page.keyboard.press('Escape');
    await expect(painel).toHaveCount(0);
  };

  const dialogosVistos = new Set<string>();
  const visitar = async (caminho: string, pronto: () => Promise<void>, nome = caminho) => {
    await page.goto(caminho);
    await pronto();
    await semCarregar();
    // A dialog that opens by itself (what's new on /home) is checked and closed first.
    if (await painel.isVisible()) await conferirDialogo(caminho, `ao-abrir-${nome.replace(/\W+/g, '-')}`);
    problemas.push(...(await problemasDaTela(page, caminho)));
    await capturar(page, `celular/${nome.replace(/^\//, '').replaceAll('/', '-')}`);
    // The screen's 'Novo …' form and the first row's 'Editar …' form (filled in), once per kind.
    for (const nomeBotao of [/^(Novo|Nova) /, /^Editar /]) {
      const botao = page.getByRole('main').getByRole('button', { name: nomeBotao }).first();
      if (!(await botao.isVisible())) continue;
      const rotulo = ((await botao.getAttribute('aria-label')) ?? (await botao.textContent()) ?? '').trim();
      if (dialogosVistos.has(rotulo)) continue;
      dialogosVistos.add(rotulo);
      await botao.click();
      await conferirDialogo(
        caminho,
        rotulo
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .slice(0, 60),
      );
    }
  };
  const titulo = () => expect(page.getByRole('heading').first()).toBeVisible();

  // Public pages first (no session).
  await visitar('/login', () => expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible());
  await visitar(
    '/login?ref=celular',
    () => expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible(),
    'cadastro',
  );
  await visitar(`/assinar/${c.documento}`, titulo, 'assinar-documento');
  await visitar(`/assinar/anamnese/${c.anamnese}`, titulo, 'assinar-anamnese');
  await visitar(`/verificar/${c.documento}`, titulo, 'verificar-documento');

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(c.email);
  await page.getByLabel('Senha').fill(c.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The print views are the staff's (issue 19): they read the record with the session.
  await visitar(`/imprimir/${c.documento}`, titulo, 'imprimir-documento');
  await visitar(`/imprimir/anamnese/${c.anamnese}`, titulo, 'imprimir-anamnese');

  const ficha = ['sobre', 'documentos', 'fotos', 'arquivos', 'anamnese', 'orcamentos', 'acessos'].map(
    (aba) => `/pacientes/${c.idPaciente}/${aba}`,
  );
  const caminhos = [
    ...new Set([
      // Every clinic screen of the catalogue (the route table and the menu read it).
      ...TELAS_CLINICA.map((t) => t.caminho),
      '/pacientes/lista',
      ...ficha,
      '/demo-portal',
    ]),
  ];
  expect(caminhos.length).toBeGreaterThan(25);
  for (const caminho of caminhos) await visitar(caminho, titulo);
  expect(dialogosVistos.size).toBeGreaterThan(20);

  expect(problemas, JSON.stringify(problemas, null, 2)).toEqual([]);
});
