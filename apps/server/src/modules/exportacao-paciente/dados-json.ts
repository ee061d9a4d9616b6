import { type Consultas, emLotes } from './exportacao-paciente.repository';

/** What heads dados.json: when, by whom, and the patient row itself. */
export type CabecalhoDados = {
  exportado_em: string;
  exportado_por: { id: number; nome: string };
  clinica: { id: number; nome: string };
  paciente: Record<string, unknown>;
};

/** The lists of dados.json, in this order, each from its own batched query. */
const LISTAS: readonly (keyof Consultas)[] = [
  'agendamentos',
  'mensagens',
  'documentos',
  'anamneses',
  'orcamentos',
  'itensOrcamento',
  'transacoes',
  'pagamentos',
  'fotos',
  'arquivos',
  'acessos',
];

/** The JSON keys (snake_case like the API) of the lists. */
const CHAVE: Record<keyof Consultas, string> = {
  agendamentos: 'agendamentos',
  mensagens: 'mensagens',
  documentos: 'documentos',
  anamneses: 'anamneses',
  orcamentos: 'orcamentos',
  itensOrcamento: 'itens_orcamento',
  transacoes: 'transacoes',
  pagamentos: 'pagamentos',
  fotos: 'fotos',
  arquivos: 'arquivos',
  acessos: 'acessos',
};

/**
 * dados.json as text chunks, one per batch of rows: every field we hold about the patient, never
 * all of it in memory at once. File bytes are not here (they are the ZIP's fotos/ and arquivos/);
 * the rows carry the file ids and names that point at them.
 */
export async function* dadosJson(cabecalho: CabecalhoDados, q: Consultas): AsyncGenerator<string> {
  yield `${JSON.stringify(cabecalho, null, 2).slice(0, -2)}`;
  for (const lista of LISTAS) {
    yield `,\n  ${JSON.stringify(CHAVE[lista])}: [`;
    let primeiro = true;
    // biome-ignore lint/suspicious/noExplicitAny: each list has its own row type; all are plain rows
    for await (const linhas of emLotes(q[lista]() as any)) {
      const texto = (linhas as unknown[]).map((l) => `\n    ${JSON.stringify(l)}`).join(',');
      yield primeiro ? texto : `,${texto}`;
      primeiro = false;
    }
    yield primeiro ? ']' : '\n  ]';
  }
  yield '\n}\n';
}
