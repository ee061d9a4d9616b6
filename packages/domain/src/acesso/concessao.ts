import type { TipoUsuario } from './permissoes';

/**
 * Who may grant what (security: privilege escalation). Managing users is a permission a clinic
 * hands to its front desk (USUARIOS_CRIAR / USUARIOS_EDITAR); it must not become a way to
 * become the owner. So:
 *
 * - only an ADM creates an ADM, promotes someone to ADM, or changes, deactivates or deletes an
 *   ADM (demotion included);
 * - nobody gives a profile with a permission they don't have themselves (an ADM has them all);
 * - nobody changes their own type or profile, not even an ADM (another ADM does it, and the
 *   last-ADM rule still holds).
 */

export type Concedente = {
  id: number;
  tipo: TipoUsuario;
  /** The actor's permission keys (from their profile). */
  permissoes: readonly string[];
};

/** The user as stored before the change; null when creating. */
export type UsuarioAntes = { id: number; tipo: TipoUsuario; id_perfil: number | null } | null;

/** What the change asks for; null when deleting. `chavesPerfil`: the keys of the profile asked for. */
export type UsuarioDepois = {
  tipo: TipoUsuario;
  id_perfil: number | null;
  chavesPerfil: readonly string[];
} | null;

export type RecusaConcessao = 'SO_ADM_GERE_ADM' | 'PROPRIO_TIPO_OU_PERFIL' | 'PERFIL_ACIMA_DO_PROPRIO';

/** Null when allowed; otherwise why not. `depois` is null for a delete; only `ativo` changes: pass the same tipo/perfil. */
export function recusaDeConcessao(
  ator: Concedente,
  antes: UsuarioAntes,
  depois: UsuarioDepois,
): RecusaConcessao | null {
  // An ADM's profile grants nothing (ADM has every permission): changing it changes no power.
  const mudaPoder =
    antes !== null &&
    depois !== null &&
    (antes.tipo !== depois.tipo || (antes.id_perfil !== depois.id_perfil && depois.tipo !== 'ADM'));
  if (antes !== null && antes.id === ator.id && mudaPoder) return 'PROPRIO_TIPO_OU_PERFIL';
  if (ator.tipo === 'ADM') return null;
  if (antes?.tipo === 'ADM' || depois?.tipo === 'ADM') return 'SO_ADM_GERE_ADM';
  const perfilNovo = depois !== null && (antes === null || antes.id_perfil !== depois.id_perfil);
  if (perfilNovo && depois.chavesPerfil.some((c) => !ator.permissoes.includes(c)))
    return 'PERFIL_ACIMA_DO_PROPRIO';
  return null;
}
