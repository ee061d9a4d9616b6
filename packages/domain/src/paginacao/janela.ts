/**
 * Números de página (base 1) para os botões: janela contígua de até `maxBotoes`, centrada na página atual
 * quando possível e encostada nas pontas perto do início/fim. Uma página só não precisa de paginação.
 */
export function janelaPaginas(paginaAtual: number, totalPaginas: number, maxBotoes = 7): number[] {
  if (totalPaginas <= 1 || maxBotoes < 1) return [];
  const tamanho = Math.min(maxBotoes, totalPaginas);
  // Página fora da faixa (ex.: filtro reduziu o total) é tratada como a mais próxima válida.
  const atual = Math.min(Math.max(paginaAtual, 1), totalPaginas);
  const inicio = Math.min(Math.max(atual - Math.floor(tamanho / 2), 1), totalPaginas - tamanho + 1);
  return Array.from({ length: tamanho }, (_, i) => inicio + i);
}

export function totalPaginas(total: number, porPagina: number): number {
  if (porPagina <= 0 || total <= 0) return 0;
  return Math.ceil(total / porPagina);
}

/** Índices (base 1) do primeiro e do último item exibidos na página, para 'Mostrando X - Y de N'. */
export function faixaExibida(
  pagina: number,
  porPagina: number,
  total: number,
): { inicio: number; fim: number } {
  if (total <= 0 || porPagina <= 0) return { inicio: 0, fim: 0 };
  const inicio = Math.min((pagina - 1) * porPagina + 1, total);
  const fim = Math.min(pagina * porPagina, total);
  return { inicio: Math.max(inicio, 1), fim: Math.max(fim, 1) };
}

export function textoMostrando(pagina: number, porPagina: number, total: number, sufixo?: string): string {
  const { inicio, fim } = faixaExibida(pagina, porPagina, total);
  const base = `Mostrando ${inicio} - ${fim} de ${total}`;
  return sufixo ? `${base} ${sufixo}` : base;
}
