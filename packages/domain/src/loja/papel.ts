/**
 * Who may open the store back office (issue 16): the platform's operator ('admin'), a store's
 * owner or advisor ('admin_store'), or nobody ('nenhum', every clinic user by default).
 */
export const PAPEIS_LOJA = ['admin', 'admin_store', 'nenhum'] as const;
export type PapelLoja = (typeof PAPEIS_LOJA)[number];

/** The two roles that see the store pages; 'nenhum' never does. */
export type PapelLojaComAcesso = Exclude<PapelLoja, 'nenhum'>;

/** Whether a user with `papel` may open something allowed to `papeis` ('nenhum' never may). */
export function papelLojaPermite(
  papel: PapelLoja | undefined,
  papeis: readonly PapelLojaComAcesso[],
): boolean {
  return papel !== undefined && papel !== 'nenhum' && papeis.includes(papel);
}
