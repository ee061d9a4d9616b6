import type { TipoUsuario } from './permissoes';

export const MENSAGEM_ULTIMO_ADM = 'É necessário manter pelo menos um administrador ativo na clínica.';

type Estado = { tipo: TipoUsuario; ativo: boolean };
const ehAdmAtivo = (u: Estado | null) => u !== null && u.tipo === 'ADM' && u.ativo;

/**
 * A clinic always keeps at least one active ADM (spec 03 §4). Given the user before and
 * after a change (null after = deleted) and how many active ADMs the clinic has now,
 * returns the refusal message, or null when the change is allowed.
 */
export function verificarUltimoAdm(antes: Estado, depois: Estado | null, admsAtivos: number): string | null {
  const perdeUmAdm = ehAdmAtivo(antes) && !ehAdmAtivo(depois);
  return perdeUmAdm && admsAtivos <= 1 ? MENSAGEM_ULTIMO_ADM : null;
}
