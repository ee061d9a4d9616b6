import type { APIRequestContext, Browser } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../fixtures/api';

/** The believable clinic of the tutorials' pictures, built through the REST API (see capturas.spec.ts). */

export const hojeSp = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
export const diaMais = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

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
export async function clinicaDeExemplo(request: APIRequestContext, browser: Browser) {
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
