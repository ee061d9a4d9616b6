/*
 * The cases of the pt-BR walk (mensagens-pt.int.test.ts), read from the OpenAPI document: for
 * each operation, a body with every field of the wrong type, one with every number out of range
 * and every text too long, unknown options, and wrong query and path values.
 */

type Esquema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Esquema>;
  oneOf?: Esquema[];
  anyOf?: Esquema[];
  maximum?: number;
  maxLength?: number;
  items?: Esquema;
};
type Parametro = { in: string; name: string; schema?: Esquema };
type OperacaoDoc = {
  parameters?: Parametro[];
  requestBody?: { content?: Record<string, { schema?: Esquema }> };
};
export type Operacao = { metodo: string; caminho: string; parametros: Parametro[]; corpo: Esquema | null };
export type Caso = { nome: string; url: string; corpo?: unknown };

/** Routes the walk leaves alone: signing out ends the walk's own session; Stripe's is signed. */
const FORA = [/\/logout$/, /\/sair$/, /\/stripe\/webhook$/];

export function operacoesDoDocumento(doc: {
  paths: Record<string, Record<string, OperacaoDoc>>;
}): Operacao[] {
  const ops: Operacao[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths)) {
    if (FORA.some((r) => r.test(caminho))) continue;
    for (const [metodo, op] of Object.entries(metodos)) {
      ops.push({
        metodo: metodo.toUpperCase(),
        caminho,
        parametros: op.parameters ?? [],
        corpo: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return ops;
}

/** The first object shape of a schema (a oneOf of shapes: its first). */
function formaDoObjeto(e: Esquema | null | undefined): Esquema | null {
  if (!e) return null;
  if (e.properties) return e;
  return formaDoObjeto(e.oneOf?.[0] ?? e.anyOf?.[0]);
}

const tipoDe = (e: Esquema) => e.type ?? (e.enum ? 'enum' : e.anyOf || e.oneOf ? 'uniao' : 'desconhecido');

function valorErrado(e: Esquema): unknown {
  if (e.enum) return 'opcao-que-nao-existe';
  switch (tipoDe(e)) {
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'talvez';
    case 'array':
      return 'nao-e-lista';
    case 'object':
      return 'nao-e-objeto';
    default:
      return { objeto: true };
  }
}

function valorForaDaFaixa(e: Esquema): unknown {
  switch (tipoDe(e)) {
    case 'integer':
    case 'number':
      return 1e20;
    case 'string':
      return e.enum ? 'OUTRA' : 'x'.repeat(Math.min((e.maxLength ?? 5000) + 1, 200_000));
    case 'array':
      return [valorErrado(e.items ?? {})];
    default:
      return -1;
  }
}

function urlCom(op: Operacao, caminho: Record<string, string>, consulta: Record<string, string>) {
  const base = op.caminho.replace(/\{(\w+)\}/g, (_, nome: string) => caminho[nome] ?? '1');
  const q = new URLSearchParams(consulta).toString();
  return q ? `${base}?${q}` : base;
}

export function casosDaOperacao(op: Operacao): Caso[] {
  const casos: Caso[] = [];
  const noCaminho = op.parametros.filter((p) => p.in === 'path');
  const naConsulta = op.parametros.filter((p) => p.in === 'query');
  const padrao = urlCom(op, {}, {});
  if (noCaminho.length)
    casos.push({
      nome: 'caminho com texto',
      url: urlCom(op, Object.fromEntries(noCaminho.map((p) => [p.name, 'abc'])), {}),
    });
  for (const p of naConsulta) {
    const s = p.schema ?? {};
    casos.push({ nome: `${p.name} errado`, url: urlCom(op, {}, { [p.name]: String(valorErrado(s)) }) });
    if (tipoDe(s) === 'integer' || tipoDe(s) === 'number')
      casos.push({ nome: `${p.name} enorme`, url: urlCom(op, {}, { [p.name]: '99999999999999999999' }) });
  }
  const forma = formaDoObjeto(op.corpo);
  if (forma?.properties) {
    const campos = Object.entries(forma.properties);
    casos.push({
      nome: 'tipos errados',
      url: padrao,
      corpo: Object.fromEntries(campos.map(([n, e]) => [n, valorErrado(e)])),
    });
    casos.push({
      nome: 'fora da faixa',
      url: padrao,
      corpo: Object.fromEntries(campos.map(([n, e]) => [n, valorForaDaFaixa(e)])),
    });
    casos.push({ nome: 'corpo que não é objeto', url: padrao, corpo: [1, 2, 3] });
  }
  return casos;
}

/**
 * English words a refusal must never carry, read in the text after the field name it starts with
 * ('limit: …'): field names are the API's own, in any language.
 */
const INGLES =
  /\b(expected|received|invalid|too (big|small|long|short)|must|should|option|required|unknown|input|string|number|boolean|array|object|greater|less|than|characters|format|unexpected|body|property|properties|missing|error|not found|forbidden|unauthorized|bad request|internal|the|is|of|to)\b/i;

export function palavrasEmIngles(mensagem: string): string[] {
  const texto = mensagem.replace(/^[\w.[\]]+: /, '');
  const m = texto.match(new RegExp(INGLES.source, 'gi'));
  return m ?? [];
}
