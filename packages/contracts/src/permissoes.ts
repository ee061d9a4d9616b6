/**
 * Modules and their functions (permission keys), exactly as spelled in the spec.
 * Ids are stable: the REST API's profiles refer to them as id_modulo / id_funcao.
 * New keys get new ids; an id is never reused.
 */
import type {
  REQUISITO_ABERTO,
  REQUISITO_ADM,
  RequisitoAlgumaChave,
  RequisitoChaveOuTipo,
} from '@clinica/domain';
import { TIPOS_COM_COMISSAO_PROPRIA } from '@clinica/domain';

export type Funcao<Chave extends string = string> = {
  readonly id: number;
  readonly nome: Chave;
  readonly idModulo: number;
};
export type Modulo<Chave extends string = string> = {
  readonly id: number;
  readonly nome: string;
  readonly funcoes: readonly Funcao<Chave>[];
};

const modulo = <const Chave extends string>(
  id: number,
  nome: string,
  chaves: readonly (readonly [number, Chave])[],
): Modulo<Chave> => ({
  id,
  nome,
  funcoes: chaves.map(([idFuncao, chave]) => ({ id: idFuncao, nome: chave, idModulo: id })),
});

const CATALOGO = [
  modulo(1, 'Pacientes', [
    [101, 'PACIENTES_LISTAR'],
    [102, 'PACIENTES_CRIAR'],
    [103, 'PACIENTES_EDITAR'],
    [104, 'PACIENTES_AUDITORIA'],
  ]),
  modulo(2, 'Agendamentos', [
    [201, 'AGENDAMENTOS_LISTAR'],
    [202, 'AGENDAMENTOS_CRIAR'],
    [203, 'AGENDAMENTOS_EDITAR'],
  ]),
  modulo(3, 'Usuários', [
    [301, 'USUARIOS_LISTAR'],
    [302, 'USUARIOS_CRIAR'],
    [303, 'USUARIOS_EDITAR'],
  ]),
  modulo(4, 'Produtos', [
    [401, 'PRODUTOS_LISTAR'],
    [402, 'PRODUTOS_CRIAR'],
    [403, 'PRODUTOS_EDITAR'],
    [404, 'PRODUTOS_DELETAR'],
    [405, 'PRODUTOS_MOVIMENTAR_ESTOQUE'],
  ]),
  modulo(5, 'Orçamentos', [
    [501, 'ORCAMENTOS_LISTAR'],
    [502, 'ORCAMENTOS_CRIAR'],
    [503, 'ORCAMENTOS_EXCLUIR'],
  ]),
  modulo(6, 'Financeiro', [
    [601, 'FINANCEIRO_LISTAR_TRANSACOES'],
    [602, 'FINANCEIRO_CRIAR_TRANSACAO'],
    [603, 'FINANCEIRO_CRIAR_RECEITA'],
    [604, 'FINANCEIRO_CRIAR_DESPESA'],
    [605, 'FINANCEIRO_DAR_BAIXA_RECEBER'],
  ]),
  modulo(7, 'Tratamentos', [
    [701, 'TRATAMENTOS_LISTAR'],
    [702, 'TRATAMENTOS_CRIAR'],
    [703, 'TRATAMENTOS_EDITAR'],
  ]),
  modulo(8, 'Bancos', [
    [801, 'BANCOS_LISTAR'],
    [802, 'BANCOS_CRIAR'],
    [803, 'BANCOS_EDITAR'],
  ]),
  modulo(9, 'Categorias', [
    [901, 'CATEGORIAS_LISTAR'],
    [902, 'CATEGORIAS_CRIAR'],
    [903, 'CATEGORIAS_EDITAR'],
  ]),
  modulo(10, 'Tipos de Pagamento', [
    [1001, 'TIPOS_PAGAMENTOS_LISTAR'],
    [1002, 'TIPOS_PAGAMENTOS_CRIAR'],
    [1003, 'TIPOS_PAGAMENTOS_EDITAR'],
    [1004, 'TIPOS_PAGAMENTOS_DELETAR'],
  ]),
  modulo(11, 'Termos', [
    [1101, 'TERMOS_LISTAR'],
    [1102, 'TERMOS_CRIAR'],
    [1103, 'TERMOS_EDITAR'],
  ]),
  modulo(12, 'Questões Anamnese', [
    [1201, 'QUESTOES_ANAMNESE_LISTAR'],
    [1202, 'QUESTOES_ANAMNESE_CRIAR'],
    [1203, 'QUESTOES_ANAMNESE_EDITAR'],
    [1204, 'QUESTOES_ANAMNESE_DELETAR'],
  ]),
  modulo(13, 'Fichas Anamnese', [
    [1301, 'FICHAS_ANAMNESE_LISTAR'],
    [1302, 'FICHAS_ANAMNESE_CRIAR'],
    [1303, 'FICHAS_ANAMNESE_EDITAR'],
    [1304, 'FICHAS_ANAMNESE_DELETAR'],
  ]),
  modulo(14, 'Fotos', [
    [1401, 'FOTOS_LISTAR'],
    [1402, 'FOTOS_CRIAR'],
    [1403, 'FOTOS_DELETAR'],
  ]),
  modulo(15, 'Arquivos', [
    [1501, 'ARQUIVOS_LISTAR'],
    [1502, 'ARQUIVOS_CRIAR'],
    [1503, 'ARQUIVOS_DELETAR'],
  ]),
] as const;

/** Every function key of the spec ('PACIENTES_LISTAR', ...): a misspelt key does not compile. */
export type ChavePermissao = (typeof CATALOGO)[number]['funcoes'][number]['nome'];

/** The catalogue (as const above, so the keys are a type); read as plain strings by profile code. */
export const MODULOS: readonly Modulo[] = CATALOGO;

/**
 * What an operation may require: a function key, 'ADM' (administrators only), 'open' (anyone
 * logged in) or a key-or-user-type (a professional opening their own figures).
 */
export type RequisitoPermissao =
  | ChavePermissao
  | typeof REQUISITO_ADM
  | typeof REQUISITO_ABERTO
  | RequisitoChaveOuTipo<ChavePermissao>
  | RequisitoAlgumaChave<ChavePermissao>;

export const CHAVES_PERMISSAO: readonly string[] = MODULOS.flatMap((m) => m.funcoes.map((f) => f.nome));

export function ehChavePermissao(chave: string): chave is ChavePermissao {
  return CHAVES_PERMISSAO.includes(chave);
}

// Registers the keys with the domain's temPermissao, which cannot import this package.
declare module '@clinica/domain' {
  interface ChavesDePermissao {
    chave: ChavePermissao;
  }
}

/**
 * Who may open the commissions view: the finance staff see everyone's, the professionals who earn
 * commissions see their own (the server cuts the rows; the web hides the menu entry likewise).
 * Here, not in comissao.ts: the web's menu and routes need it on every first visit, and
 * comissao.ts builds zod schemas when loaded (issue 22: zod left /home's first load).
 */
export const REQUISITO_COMISSOES: RequisitoPermissao = {
  chave: 'FINANCEIRO_LISTAR_TRANSACOES',
  ouTipos: TIPOS_COM_COMISSAO_PROPRIA,
};
