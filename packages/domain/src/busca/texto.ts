/** Forma canônica para busca: sem acento, minúscula e com espaços colapsados ('  José  da Silva' → 'jose da silva'). */
export function normalizarBusca(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** Usuários digitam nomes sem acento ('joao' deve achar 'João'); termo vazio não filtra nada. */
export function correspondeBusca(texto: string, termo: string): boolean {
  const termoNormalizado = normalizarBusca(termo);
  if (termoNormalizado === '') return true;
  return normalizarBusca(texto).includes(termoNormalizado);
}
