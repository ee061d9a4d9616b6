import { expect } from 'vitest';
import { type AppDeTeste, criarClinica, criarUsuarioComPermissoes, entrar, rest } from '../testing';
import { camposAusentesComMotivo, camposAusentesNoOpenApi } from './campos';
import { appCompat } from './suite';

/**
 * rest-compat, spec 02 (the clinical area), issue 17: for every call of spec 02 §7 that we build,
 * the old client's request — with the loose types it sent (numeric strings, enums in another
 * case, dd/mm/yyyy where the screen's mask gave it) — and the field paths of spec 02 §3's entity
 * tables in the answer, with the spec's nesting. The path lists below are copied from the spec's
 * text, not from our schemas; the OpenAPI document must list the same paths in the route's
 * response schema. This file holds the paths, the checks and the clinic; the calls are in
 * clinica-*.int.test.ts, split by area.
 */

const estado = {} as { t: AppDeTeste; openapi: Parameters<typeof camposAusentesNoOpenApi>[0] };

/** The test file's app (one per file) and its OpenAPI document, which `confere` reads. */
export async function prepararClinicaCompat(): Promise<AppDeTeste> {
  estado.t = await appCompat();
  estado.openapi = (await estado.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  return estado.t;
}

export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// ---- spec 02 §3, as written ---------------------------------------------------------------------

export const PACIENTE = [
  'id',
  'nome',
  'celular',
  'nascimento',
  'cpf',
  'rg',
  'sexo',
  'email',
  'observacao',
  'responsavel_nome',
  'responsavel_celular',
  'responsavel_cpf',
  'responsavel_nascimento',
  'cep',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
  'criado_em',
];
const CONTA_DOCUMENTO = [
  'tipo',
  'nome',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'cep',
  'documento',
  'imagem_perfil',
];
export const DOCUMENTO = [
  'id',
  'id_conta',
  'id_paciente',
  'conta',
  ...CONTA_DOCUMENTO.map((c) => `conta.${c}`),
  'tipo',
  'titulo',
  'cabecalho',
  'corpo',
  'criado_em',
  'atualizado_em',
  'assinatura',
  'codigo',
];
export const TERMO = ['id', 'titulo', 'corpo', 'criado_em'];
export const AGENDAMENTO = [
  'id',
  'paciente.id',
  'paciente.nome',
  'paciente.email',
  'profissional.id',
  'profissional.nome',
  'tratamento.id',
  'tratamento.nome',
  'data_hora',
  'duracao',
  'status',
  'observacao',
  'notificacoes',
];
export const ANAMNESE = [
  'id',
  'id_conta',
  'id_paciente',
  'codigo',
  'criado_em',
  'atualizado_em',
  'assinatura',
  'modelo_anamnese.id',
  'modelo_anamnese.nome',
  'modelo_anamnese.questoes[].id_questao_anamnese',
  'modelo_anamnese.questoes[].questao.pergunta',
  'modelo_anamnese.questoes[].questao.texto_auxiliar',
  'modelo_anamnese.questoes[].questao.tipo_pergunta',
  'respostas',
];
export const RESPOSTAS = [
  'respostas[].id',
  'respostas[].pergunta',
  'respostas[].tipo_pergunta',
  'respostas[].resposta',
  'respostas[].resposta_auxiliar',
  'respostas[].texto_auxiliar',
];
export const QUESTAO = ['id', 'pergunta', 'tipo_pergunta', 'texto_auxiliar'];
export const MODELO = ['id', 'nome', 'criado_em', 'questoes[].id_questao_anamnese'];
export const ORCAMENTO = [
  'id',
  'paciente.nome',
  'paciente.email',
  'paciente.celular',
  'valor_total',
  'vencimento',
  'status',
  'transacao',
  'tratamentos[].nome',
  'tratamentos[].descricao',
  'tratamentos[].valor_venda',
  'tratamentos[].id_profissional',
  'tratamentos[].profissional.nome',
];
export const FOTO = ['id', 'id_paciente', 'foto', 'nome', 'observacao', 'criado_em'];
export const ARQUIVO = ['id', 'id_paciente', 'arquivo', 'nome', 'observacao', 'criado_em'];
export const PROFISSIONAL = ['id', 'nome', 'email'];
// Spec 02: "Treatment (reference): id, nome, descricao" (null when the clinic wrote none).
export const TRATAMENTO = ['id', 'nome', 'descricao'];

/** Each element of a list answer: the same paths under '[]'. */
export const emLista = (campos: string[]) => campos.map((c) => `[].${c}`);

/** The answer carries the paths, and the route's documented response lists them. */
export function confere(
  metodo: string,
  rota: string,
  r: { status: number; body: unknown },
  campos: string[],
  status = 200,
) {
  expect(r.status, `${metodo} ${rota}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(status);
  expect(camposAusentesComMotivo(r.body, campos), `${metodo} ${rota}: na resposta`).toEqual([]);
  expect(
    camposAusentesNoOpenApi(estado.openapi, metodo, rota, campos, status),
    `${metodo} ${rota}: no OpenAPI`,
  ).toEqual([]);
}

/** The path and query of an absolute URL from an answer (inject takes a path). */
export const caminhoDe = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

// ---- the clinic the old client talks to ------------------------------------------------------------

export async function cenario() {
  const c = await criarClinica(estado.t.deps, { nome: 'Clínica Compatível' });
  await estado.t.db
    .updateTable('conta')
    .set({ cidade: 'Campinas', endereco: 'Rua das Flores', numero: '10', bairro: 'Centro', cep: '13010000' })
    .where('id', '=', c.idConta)
    .execute();
  const token = await entrar(estado.t.app, c.email, c.senha);
  const prof = await criarUsuarioComPermissoes(estado.t.db, c.idConta, [], {
    tipo: 'PROFISSIONAL',
    nome: 'Dra. Carla',
  });
  // The old client's treatment: prices as strings with a comma (spec 03's form).
  const trat = await rest(
    estado.t.app,
    'POST',
    '/api/tratamentos',
    { nome: 'Limpeza', descricao: 'Profilaxia', preco_venda: '150,50', preco_custo: '10', duracao: '30' },
    token,
  );
  expect(trat.status).toBe(201);
  return { ...c, token, idProf: prof.idUsuario, idTratamento: Number(trat.body.id) };
}
export type Cenario = Awaited<ReturnType<typeof cenario>>;

/** POST /pacientes as the old form sent it: masks, dd/mm/yyyy, sexo in lower case, ddi as a number. */
export async function novoPaciente(c: Cenario) {
  const r = await rest(
    estado.t.app,
    'POST',
    '/api/pacientes',
    {
      nome: ' Maria da Silva ',
      ddi: 55,
      celular: '(11) 98765-4321',
      sexo: 'feminino',
      nascimento: '17/05/1990',
      cpf: '529.982.247-25',
      email: 'maria@exemplo.com.br',
      observacao: 'Alergia a dipirona',
      responsavel_nome: '',
      cep: '13010-000',
      endereco: 'Rua A',
      numero: 12,
      bairro: 'Centro',
      cidade: 'Campinas',
      estado: 'SP',
    },
    c.token,
  );
  return r;
}
