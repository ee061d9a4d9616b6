import { lerFalha } from './erros';

/**
 * The app's retry rule for queries: a refusal (4xx) answers at once; a 5xx or no answer is
 * tried twice more. Shared by the clinic area's query cache (lib/query-client.ts) and the
 * public pages' (publico/consultas-publicas.tsx).
 */
export const tentarDeNovo = (tentativas: number, erro: unknown) => {
  const f = lerFalha(erro);
  return !(f.tipo === 'resposta' && f.status < 500) && tentativas < 2;
};
