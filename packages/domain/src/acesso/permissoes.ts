export type TipoUsuario = 'ADM' | 'USUARIO' | 'MEDICO' | 'PROFISSIONAL';

export const TIPOS_USUARIO: readonly TipoUsuario[] = ['ADM', 'USUARIO', 'MEDICO', 'PROFISSIONAL'];

/** Chave de permissão; 'open' libera para todos e 'ADM' restringe ao tipo administrador. */
export type RequisitoAcesso = string;

export const REQUISITO_ABERTO = 'open';
export const REQUISITO_ADM = 'ADM';

export type UsuarioComPermissoes = { tipo: TipoUsuario; permissoes: readonly string[] };

export function temPermissao(usuario: UsuarioComPermissoes, requisito: RequisitoAcesso): boolean {
  // Administrador não depende da lista: evita bloquear o dono da clínica por permissão esquecida.
  if (usuario.tipo === 'ADM') return true;
  if (requisito === REQUISITO_ABERTO) return true;
  // 'ADM' é exclusivo do tipo, mesmo que alguém tenha gravado 'ADM' na lista de permissões.
  if (requisito === REQUISITO_ADM) return false;
  return usuario.permissoes.includes(requisito);
}
