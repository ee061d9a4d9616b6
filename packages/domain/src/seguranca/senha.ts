export type ForcaSenha = 'Fraca' | 'Média' | 'Forte';

export const SENHA_MINIMO = 8;

/** Classifica pela variedade de tipos de caractere; o comprimento mínimo é pré-requisito para sair de Fraca. */
export function forcaSenha(senha: string): ForcaSenha {
  if (senha.length < SENHA_MINIMO) return 'Fraca';
  // \p{L} para que letras acentuadas (comuns em pt-BR) contem como letras, não como símbolos.
  const temLetra = /\p{L}/u.test(senha);
  const temDigito = /\d/.test(senha);
  const temSimbolo = /[^\p{L}\d\s]/u.test(senha);
  const tipos = [temLetra, temDigito, temSimbolo].filter(Boolean).length;
  if (tipos === 3) return 'Forte';
  if (tipos === 2) return 'Média';
  return 'Fraca';
}
