export type TipoUsuario = 'ADM' | 'USUARIO' | 'MEDICO' | 'PROFISSIONAL';

export const TIPOS_USUARIO: readonly TipoUsuario[] = ['ADM', 'USUARIO', 'MEDICO', 'PROFISSIONAL'];

export const REQUISITO_ABERTO = 'open';
export const REQUISITO_ADM = 'ADM';

/**
 * As chaves de função do spec são catalogadas em @clinica/contracts (MODULOS), que as registra aqui
 * por declaration merging: o domínio não importa nada e, onde os contratos existem, uma chave com
 * erro de digitação não compila. Sem o registro (testes do próprio domínio), vale qualquer string.
 */
// biome-ignore lint/suspicious/noEmptyInterface: preenchida por @clinica/contracts
export interface ChavesDePermissao {}
type ChaveRegistrada = ChavesDePermissao extends { chave: infer C extends string } ? C : string;

/**
 * Uma chave, ou ser de um destes tipos: para telas em que o profissional abre os próprios números
 * (comissões) e o financeiro abre os de todos. O recorte do que cada um vê é do servidor.
 */
export type RequisitoChaveOuTipo<Chave extends string = ChaveRegistrada> = {
  readonly chave: Chave;
  readonly ouTipos: readonly TipoUsuario[];
};

/**
 * Qualquer uma destas chaves: a lista de movimentações serve a quem lista produtos (o modal do
 * produto) e a quem movimenta o estoque (a tela /estoque).
 */
export type RequisitoAlgumaChave<Chave extends string = ChaveRegistrada> = {
  readonly algumaDe: readonly Chave[];
};

/** Chave de permissão; 'open' libera para todos e 'ADM' restringe ao tipo administrador. */
export type RequisitoAcesso =
  | ChaveRegistrada
  | typeof REQUISITO_ADM
  | typeof REQUISITO_ABERTO
  | RequisitoChaveOuTipo
  | RequisitoAlgumaChave;

export type UsuarioComPermissoes = { tipo: TipoUsuario; permissoes: readonly string[] };

export function temPermissao(usuario: UsuarioComPermissoes, requisito: RequisitoAcesso): boolean {
  // Administrador não depende da lista: evita bloquear o dono da clínica por permissão esquecida.
  if (usuario.tipo === 'ADM') return true;
  if (requisito === REQUISITO_ABERTO) return true;
  // 'ADM' é exclusivo do tipo, mesmo que alguém tenha gravado 'ADM' na lista de permissões.
  if (requisito === REQUISITO_ADM) return false;
  if (typeof requisito === 'object' && 'algumaDe' in requisito)
    return requisito.algumaDe.some((c) => usuario.permissoes.includes(c));
  if (typeof requisito === 'object')
    return requisito.ouTipos.includes(usuario.tipo) || usuario.permissoes.includes(requisito.chave);
  return usuario.permissoes.includes(requisito);
}
