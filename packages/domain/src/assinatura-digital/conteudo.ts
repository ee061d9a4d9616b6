/**
 * Exactly what a signer saw, as one canonical string: the evidence hash is taken over this
 * (DECISIONS.md 13). Versioned so the format can change without invalidating old hashes.
 */
export type ConteudoDocumento = { titulo: string; cabecalho: string; corpo: string };
export type ConteudoAnamnese = {
  modelo: string;
  respostas: { pergunta: string; resposta: string; resposta_auxiliar: string | null }[];
};

export function conteudoCanonicoDocumento(c: ConteudoDocumento): string {
  return JSON.stringify({
    v: 1,
    tipo: 'documento',
    titulo: c.titulo,
    cabecalho: c.cabecalho,
    corpo: c.corpo,
  });
}

export function conteudoCanonicoAnamnese(c: ConteudoAnamnese): string {
  return JSON.stringify({
    v: 1,
    tipo: 'anamnese',
    modelo: c.modelo,
    respostas: c.respostas.map((r) => [r.pergunta, r.resposta, r.resposta_auxiliar ?? null]),
  });
}
