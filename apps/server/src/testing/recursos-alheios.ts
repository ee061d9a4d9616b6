import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { criarPerfil } from '../modules/perfil/perfil.repository';
import { criarUsuarioComPermissoes } from './fabrica';

/**
 * For the access walk: how to make one row of each id-addressed resource in a clinic,
 * and a valid body for its PUT/PATCH (so the call reaches the lookup, not the validation).
 * REST prefixes are keys; `trpc` names the router that serves the same resource.
 */
export type RecursoAlheio = {
  trpc: string;
  criar: (db: Db, idConta: number) => Promise<number>;
  corpo: Record<string, unknown> | readonly unknown[];
  corpoPatch?: Record<string, unknown>;
  /** The body of a POST on an id (a valid one, so the call reaches the lookup). */
  corpoPost?: unknown;
};

let seq = 0;
/** Names unique within the run (several registries refuse a repeated name per clinic). */
const nome = (base: string) => `${base} ${Date.now()}-${seq++}`;

const inserir = async (db: Db, tabela: string, valores: Record<string, unknown>) => {
  const colunas = Object.keys(valores);
  const r = await sql<{
    id: number;
  }>`INSERT INTO ${sql.table(tabela)} (${sql.join(colunas.map((c) => sql.ref(c)))})
    VALUES (${sql.join(Object.values(valores))}) RETURNING id`.execute(db);
  return r.rows[0]!.id;
};

let cpfSeq = 0;
/** A patient of the clinic (the photo and file rows hang on one). */
const paciente = (db: Db, c: number) =>
  inserir(db, 'paciente', {
    id_conta: c,
    nome: nome('Paciente alheio'),
    celular: '11987654321',
    sexo: 'Outro',
    nascimento: '1990-01-01',
    cpf: null,
    email: `alheio${cpfSeq++}@teste.com.br`,
  });
const guardado = (db: Db, c: number, finalidade: string) =>
  inserir(db, 'arquivo', {
    id_conta: c,
    finalidade,
    tipo_mime: 'application/pdf',
    tamanho: 4,
    conteudo: Buffer.from('%PDF'),
  });
/** An expense of the clinic (a category is all it needs). */
const transacaoAlheia = async (db: Db, c: number) =>
  inserir(db, 'transacao', {
    id_conta: c,
    tipo: 'DESPESA',
    descricao: 'Alheia',
    id_categoria: await inserir(db, 'categoria', { id_conta: c, nome: nome('Alheia') }),
    vencimento: '2030-01-01',
    valor_total: 100,
  });
const corpoPaciente = { nome: 'X', celular: '11987654321', sexo: 'Outro', nascimento: '01/01/1990' };

export const RECURSOS_ALHEIOS: Record<string, RecursoAlheio> = {
  '/api/questoes-anamnese': {
    trpc: 'questaoAnamnese',
    criar: (db, c) =>
      inserir(db, 'questao_anamnese', { id_conta: c, pergunta: 'Alheia?', tipo_pergunta: 'texto' }),
    corpo: { pergunta: 'X', tipo_pergunta: 'texto' },
  },
  '/api/modelos-anamnese': {
    trpc: 'modeloAnamnese',
    criar: (db, c) => inserir(db, 'modelo_anamnese', { id_conta: c, nome: nome('Modelo alheio') }),
    corpo: { nome: 'X', questoes: [] },
  },
  '/api/perfil': {
    trpc: 'perfil',
    criar: (db, c) => criarPerfil(db, c, nome('Perfil alheio'), []),
    corpo: { nome: 'X', permissoes: [] },
  },
  '/api/bancos': {
    trpc: 'banco',
    criar: (db, c) => inserir(db, 'banco', { id_conta: c, nome: nome('Alheio') }),
    corpo: { nome: 'X' },
  },
  '/api/categorias': {
    trpc: 'categoria',
    criar: (db, c) => inserir(db, 'categoria', { id_conta: c, nome: nome('Alheia') }),
    corpo: { nome: 'X' },
  },
  '/api/unidades': {
    trpc: 'unidade',
    criar: (db, c) =>
      inserir(db, 'unidade', { id_conta: c, nome_fantasia: 'Alheia', cnpj: '11222333000181' }),
    corpo: { nome_fantasia: 'X', cnpj: '11222333000181' },
  },
  '/api/usuario': {
    trpc: 'usuario',
    criar: async (db, c) => (await criarUsuarioComPermissoes(db, c, [])).idUsuario,
    corpo: { nome: 'X', email: 'x@x.com.br', whatsapp: '5511987654321', tipo: 'USUARIO', id_perfil: 1 },
    corpoPatch: { ativo: false },
  },
  // Working hours and absences (issue 34) hang on a professional of the other clinic.
  '/api/profissionais': {
    trpc: 'horarioProfissional',
    criar: async (db, c) => (await criarUsuarioComPermissoes(db, c, [], { tipo: 'PROFISSIONAL' })).idUsuario,
    corpo: { horarios: [{ dia_semana: 1, inicio: '08:00', fim: '12:00' }] },
    corpoPost: { inicio: '2030-01-01', fim: '2030-01-02', motivo: 'Férias' },
  },
  '/api/tratamentos': {
    trpc: 'tratamento',
    criar: (db, c) => inserir(db, 'tratamento', { id_conta: c, nome: nome('Alheio') }),
    corpo: { nome: 'X', preco_venda: 1, preco_custo: 0, duracao: 0, status: true },
    corpoPatch: { status: false },
  },
  '/api/tipos_pagamento': {
    trpc: 'tipoPagamento',
    criar: (db, c) => inserir(db, 'tipo_pagamento', { id_conta: c, nome: nome('Alheio'), tipo: 'R' }),
    corpo: { nome: 'X', tipo: 'R', taxa: 1 },
  },
  '/api/termos': {
    trpc: 'termo',
    criar: (db, c) =>
      inserir(db, 'termo', { id_conta: c, titulo: 'Alheio', corpo: '<p>x</p>', corpo_texto: 'x' }),
    corpo: { titulo: 'X', corpo: '<p>x</p>' },
  },
  '/api/pacientes': { trpc: 'paciente', criar: paciente, corpo: corpoPaciente },
  '/api/agendas/paciente': { trpc: 'paciente', criar: paciente, corpo: corpoPaciente },
  // Consent to messages (issue 35): its PUT takes the list of changes.
  '/api/pacientes/:id/consentimentos': {
    trpc: 'consentimento',
    criar: paciente,
    corpo: [{ finalidade: 'marketing', canal: 'email', consentido: true }],
  },
  '/api/agendas': {
    trpc: 'agenda',
    criar: async (db, c) => {
      const prof = await db
        .selectFrom('usuario')
        .select('id')
        .where('id_conta', '=', c)
        .where('tipo', '=', 'ADM')
        .executeTakeFirstOrThrow();
      const inicio = new Date(Date.UTC(2030, 0, 1, 13, seq++ % 60));
      return inserir(db, 'agenda', {
        id_conta: c,
        id_paciente: await paciente(db, c),
        id_profissional: prof.id,
        id_tratamento: await inserir(db, 'tratamento', { id_conta: c, nome: nome('Alheio') }),
        inicio,
        duracao: 1,
        fim: new Date(inicio.getTime() + 60_000),
        status: 'Faltou',
      });
    },
    corpo: {
      id_paciente: 1,
      id_profissional: 1,
      id_tratamento: 1,
      data_hora: '2030-01-01 10:00',
      duracao: 30,
    },
  },
  '/api/produtos': {
    trpc: 'produto',
    criar: (db, c) => inserir(db, 'produto', { id_conta: c, nome: nome('Alheio'), qnt_minima: 1 }),
    corpo: { nome: 'X', qnt_minima: 1 },
  },
  // One product's movements: another clinic's product answers 404.
  '/api/movimentacoes': {
    trpc: 'movimentacao',
    criar: (db, c) => inserir(db, 'produto', { id_conta: c, nome: nome('Alheio'), qnt_minima: 1 }),
    corpo: {},
  },
  // The patient-scoped lists answer 404 for another clinic's patient.
  '/api/transacoes/pagamentos': {
    trpc: 'transacao',
    criar: (db, c) => transacaoAlheia(db, c),
    corpo: {},
    corpoPost: [{ id_tipo_pagamento: 1, valor: 1, data: '2020-01-01', qnt_parcelas: 1 }],
  },
  '/api/transacoes': { trpc: 'transacao', criar: (db, c) => transacaoAlheia(db, c), corpo: {} },
  '/api/orcamentos/paciente': { trpc: 'paciente', criar: paciente, corpo: corpoPaciente },
  '/api/orcamentos': {
    trpc: 'orcamento',
    criar: async (db, c) =>
      inserir(db, 'orcamento', {
        id_conta: c,
        id_paciente: await paciente(db, c),
        vencimento: '2030-01-01',
        valor_total: 0,
      }),
    corpo: {},
  },
  // An import (issue 39), confirmed so that confirm, undo and the row log all reach the lookup.
  '/api/importacoes': {
    trpc: 'importacao',
    criar: (db, c) =>
      // A finished spreadsheet import as the product leaves one: its preview is part of every
      // answer (the column's default '{}' is not a preview: GET answered 500 when the fuzz hit it).
      inserir(db, 'importacao', {
        id_conta: c,
        origem: 'planilha',
        tipo: 'pacientes',
        status: 'concluida',
        previa: JSON.stringify({
          pendente: null,
          resumo: { total: 0, analisadas: 0, importar: 0, duplicados: 0, ignorados: 0, avisos: 0 },
          amostra: [],
          ignoradas: [],
          avisos: [],
          conflitos: [],
        }),
      }),
    corpo: {},
  },
  // A session package (issue 36): the budget item and revenue it came from, written straight in.
  '/api/pacotes': {
    trpc: 'pacote',
    criar: async (db, c) => {
      const prof = await db
        .selectFrom('usuario')
        .select('id')
        .where('id_conta', '=', c)
        .where('tipo', '=', 'ADM')
        .executeTakeFirstOrThrow();
      const idPaciente = await paciente(db, c);
      const idTratamento = await inserir(db, 'tratamento', { id_conta: c, nome: nome('Alheio') });
      const idOrcamento = await inserir(db, 'orcamento', {
        id_conta: c,
        id_paciente: idPaciente,
        vencimento: '2030-01-01',
        valor_total: 0,
      });
      const idItem = await inserir(db, 'orcamento_item', {
        id_conta: c,
        id_orcamento: idOrcamento,
        ordem: 0,
        id_tratamento: idTratamento,
        id_profissional: prof.id,
        nome: 'Alheio',
        valor_venda: 0,
        quantidade: 5,
      });
      const idTransacao = await inserir(db, 'transacao', {
        id_conta: c,
        tipo: 'RECEITA',
        id_paciente: idPaciente,
        id_orcamento: idOrcamento,
        vencimento: '2030-01-01',
        valor_total: 0,
      });
      return inserir(db, 'pacote', {
        id_conta: c,
        id_paciente: idPaciente,
        id_tratamento: idTratamento,
        id_transacao: idTransacao,
        id_orcamento_item: idItem,
        sessoes: 5,
        validade: '2031-01-01',
      });
    },
    corpo: { validade: '2031-02-01' },
  },
  '/api/fotos/paciente': { trpc: 'paciente', criar: paciente, corpo: corpoPaciente },
  '/api/arquivos/paciente': { trpc: 'paciente', criar: paciente, corpo: corpoPaciente },
  '/api/fotos': {
    trpc: 'foto',
    criar: async (db, c) =>
      inserir(db, 'foto', {
        id_conta: c,
        id_paciente: await paciente(db, c),
        nome: 'Alheia',
        nome_arquivo: 'alheia.png',
        tipo_mime: 'image/png',
        tamanho: 4,
        id_arquivo: await guardado(db, c, 'foto'),
      }),
    corpo: { nome: 'X' },
  },
  '/api/arquivos': {
    trpc: 'arquivo',
    criar: async (db, c) =>
      inserir(db, 'paciente_arquivo', {
        id_conta: c,
        id_paciente: await paciente(db, c),
        nome: 'Alheio',
        nome_arquivo: 'alheio.pdf',
        tipo_mime: 'application/pdf',
        tamanho: 4,
        id_arquivo: await guardado(db, c, 'arquivo_paciente'),
      }),
    corpo: {},
  },
  '/api/pacientes_termos': {
    trpc: 'documento',
    criar: async (db, c) =>
      inserir(db, 'paciente_termo', {
        id_conta: c,
        id_paciente: await paciente(db, c),
        codigo: `codigo-alheio-${Date.now()}-${seq++}-xxxxxxxx`,
        tipo: 'TERMO',
        titulo: 'Alheio',
        cabecalho: '',
        corpo: '<p>x</p>',
      }),
    corpo: { titulo: 'X', corpo: '<p>x</p>' },
  },
  '/api/pacientes-anamnese': {
    trpc: 'anamnese',
    criar: async (db, c) =>
      inserir(db, 'paciente_anamnese', {
        id_conta: c,
        id_paciente: await paciente(db, c),
        nome_modelo: 'Alheio',
        perguntas: '[]',
        codigo: `anamnese-alheia-${Date.now()}-${seq++}-xxxxxxxx`,
      }),
    corpo: {},
  },
};
