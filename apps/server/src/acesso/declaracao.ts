import type { RequisitoPermissao } from '@clinica/contracts';
import type { ModoGate, PapelLojaComAcesso } from '@clinica/domain';
import type { AcaoAcesso } from '../platform/registro-acessos';

/** Any logged-in user, whatever the subscription (session, subscription status, plans, billing). */
export type AcessoLogin = { readonly tipo: 'login' };

/**
 * Reads, from one call, which patient's record it showed. `entrada` is what the surface was
 * given: tRPC's input as the caller sent it (`'7'` where the schema coerces one), REST's path
 * parameters; `saida` is the answer: tRPC's after its output schema, REST's JSON before it is
 * serialized, or the file description `enviarArquivo` sent. Method syntax on purpose: each reader
 * names the shape it reads (`(e: { id_paciente: number }) => e.id_paciente`), the base checks what
 * it returns (acesso/registro.ts) and the walk test runs every reader on its own surface.
 */
export interface LeitorRegistro {
  /**
   * The patient read; `null` when this call read no single patient's record (no row); a list of
   * patients when one answer carried many patients' records (a clinic-wide list: a row each).
   */
  paciente(entrada: unknown, saida: unknown): number | readonly number[] | null;
  /** The record read (budget, anamnesis, photo...), when the call read one. */
  id?(entrada: unknown, saida: unknown): number;
}

/**
 * A read of a patient's record (issue 19): a successful call writes one `acesso_paciente` row,
 * `recurso` being its `acao`, with the caller and the request's IP. `rest` is REST's own reader
 * when its input names the patient differently (the path's `:id` for tRPC's `id_paciente`).
 */
export type Registra = LeitorRegistro & {
  readonly recurso: AcaoAcesso;
  readonly rest?: LeitorRegistro;
};

/** Clinic data: the subscription must let the screen load (gate mode), then the permission. */
export type AcessoClinica = {
  readonly tipo: 'clinica';
  readonly permissao: RequisitoPermissao;
  readonly gate: ModoGate;
  /**
   * Logged as a read of the patient's record once the call succeeds. The adapters carry it
   * beside the rule (`meta.registra`, `config.registra`), so `meta.acesso` stays who may call.
   */
  readonly registra?: Registra;
};

/**
 * The store back office (issue 16): the subscription gate as for clinic data, then the user's
 * `papel_loja` (read by the session query) must be one of `papeis` (403 otherwise). Which store
 * the caller may touch is the loja-base slice's business (404 for another one).
 */
export type AcessoLoja = {
  readonly tipo: 'loja';
  readonly papeis: readonly PapelLojaComAcesso[];
  readonly gate: ModoGate;
};

/**
 * Who may call an operation. Each slice declares it once per operation (`<modulo>.acesso.ts`);
 * the tRPC procedure carries it as `meta.acesso`, the REST route as `config.acesso`, and the
 * access walk test (acesso.int.test.ts) reads both.
 */
export type Acesso = AcessoLogin | AcessoClinica | AcessoLoja | AcessoAdm;

/**
 * The clinic's administrator, whatever the subscription: buying and managing it (spec 01 §6).
 * Checked with the rest, before the body is read: a non-ADM's checkout gets 403, never a 400
 * about its input.
 */
export type AcessoAdm = { readonly tipo: 'adm' };

export const LOGIN: AcessoLogin = { tipo: 'login' };
export const ADM_SEM_GATE: AcessoAdm = { tipo: 'adm' };

export const clinica = (
  permissao: RequisitoPermissao,
  gate: ModoGate = 'completo',
  opcoes: { registra?: Registra } = {},
): AcessoClinica => ({ tipo: 'clinica', permissao, gate, ...opcoes });

/**
 * A list of one patient's records: tRPC's input names the patient `id_paciente`, REST's path
 * `:id` (`/api/pacientes_termos/:id`, `/api/orcamentos/paciente/:id`...).
 */
export const listaDoPaciente = (recurso: AcaoAcesso): Registra => ({
  recurso,
  paciente: (entrada: { id_paciente: number }) => entrada.id_paciente,
  rest: { paciente: (params: { id: number }) => params.id },
});

/**
 * A clinic-wide list of records (issue 39: `GET /api/pacientes_termos?apos=`): every patient whose
 * records the answer carries is read, one row each, without a record id.
 */
export const pacientesDaLista = (recurso: AcaoAcesso): Registra => ({
  recurso,
  paciente: (_entrada: unknown, saida: readonly { id_paciente: number }[]) => saida.map((i) => i.id_paciente),
});

/** One record whose answer names its patient (`id_paciente`) and itself (`id`), on either surface. */
export const registroDaResposta = (recurso: AcaoAcesso): Registra => ({
  recurso,
  paciente: (_entrada: unknown, saida: { id_paciente: number }) => saida.id_paciente,
  id: (_entrada: unknown, saida: { id: number }) => saida.id,
});

/** Who the surfaces carry apart: the rule (`acesso`) and, when there is one, the read it logs. */
export function separarRegistro(acesso: AcessoClinica): { acesso: AcessoClinica; registra?: Registra } {
  const { registra, ...regra } = acesso;
  return registra ? { acesso: regra, registra } : { acesso: regra };
}

export const loja = (...papeis: PapelLojaComAcesso[]): AcessoLoja => ({
  tipo: 'loja',
  papeis,
  gate: 'completo',
});
