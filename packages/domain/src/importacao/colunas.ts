import { normalizarBusca } from '../busca/texto';
import { CAMPOS_IMPORTACAO_AGENDA, type CampoImportacaoAgenda, SINONIMOS_AGENDA } from './colunas-agenda';
import type { TipoImportacao } from './estado';

/** The patient fields a spreadsheet column can fill (the form's own names). */
export const CAMPOS_IMPORTACAO_PACIENTE = [
  'nome',
  'celular',
  'nascimento',
  'cpf',
  'email',
  'sexo',
  'rg',
  'cep',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
  'observacao',
] as const;
export type CampoImportacaoPaciente = (typeof CAMPOS_IMPORTACAO_PACIENTE)[number];

/** Every field a column can fill, of either kind (the mapping's keys). */
export const CAMPOS_IMPORTACAO = [
  ...new Set([...CAMPOS_IMPORTACAO_PACIENTE, ...CAMPOS_IMPORTACAO_AGENDA]),
] as [CampoImportacao, ...CampoImportacao[]];
export type CampoImportacao = CampoImportacaoPaciente | CampoImportacaoAgenda;

/** Which column (by its header, as written in the file) fills each field; a field left out stays empty. */
export type MapeamentoColunas = Partial<Record<CampoImportacao, string>>;

/** The fields a kind of import maps, in the order the page shows them. */
export const camposDoTipo = (tipo: TipoImportacao): readonly CampoImportacao[] =>
  tipo === 'agendas' ? CAMPOS_IMPORTACAO_AGENDA : CAMPOS_IMPORTACAO_PACIENTE;

/**
 * Headers as the big peers and hand-made spreadsheets write them, already normalized (no
 * accents, lower case, single spaces, no punctuation). The first field whose list has the
 * header wins (within a list, the earliest synonym); a header no list knows maps to nothing.
 */
const SINONIMOS: Record<CampoImportacao, readonly string[]> = {
  ...SINONIMOS_AGENDA,
  nome: ['nome', 'paciente', 'nome do paciente', 'nome completo', 'cliente', 'nome do cliente'],
  celular: [
    'celular',
    'telefone',
    'whatsapp',
    'whats',
    'fone',
    'telefone celular',
    'celular whatsapp',
    'tel',
    'telefone 1',
    'contato',
  ],
  nascimento: [
    'data de nascimento',
    'nascimento',
    'data nascimento',
    'dt nascimento',
    'aniversario',
    'data nasc',
  ],
  cpf: ['cpf', 'cpf do paciente', 'documento'],
  email: ['e mail', 'email', 'e mail do paciente'],
  sexo: ['sexo', 'genero'],
  rg: ['rg', 'identidade'],
  cep: ['cep'],
  endereco: ['endereco', 'logradouro', 'rua'],
  numero: ['numero', 'n', 'no'],
  complemento: ['complemento'],
  bairro: ['bairro'],
  cidade: ['cidade', 'municipio'],
  estado: ['estado', 'uf'],
  observacao: ['observacao', 'observacoes', 'obs', 'anotacoes'],
};

/** A header as compared: 'E-mail', ' e_mail ' and 'EMAIL' meet at 'e mail'/'email'. */
export function normalizarCabecalho(cabecalho: string): string {
  return normalizarBusca(cabecalho.replace(/[._\-/:()º°#]+/g, ' '));
}

/**
 * The suggested mapping for a file's headers: what the clinic used last time for the same
 * header comes first (saved per clinic), then the synonyms. No two fields take one column.
 */
export function sugerirMapeamento(
  cabecalhos: readonly string[],
  anterior: MapeamentoColunas = {},
  tipo: TipoImportacao = 'pacientes',
): MapeamentoColunas {
  const campos = camposDoTipo(tipo);
  const presentes = new Set(cabecalhos);
  const usados = new Set<string>();
  const mapa: MapeamentoColunas = {};
  for (const campo of campos) {
    const antes = anterior[campo];
    if (antes !== undefined && presentes.has(antes) && !usados.has(antes)) {
      mapa[campo] = antes;
      usados.add(antes);
    }
  }
  for (const campo of campos) {
    if (mapa[campo] !== undefined) continue;
    // The earliest synonym wins: 'Celular' before 'Telefone' when a file has both.
    const livres = cabecalhos.filter((c) => !usados.has(c));
    const achado = SINONIMOS[campo]
      .map((s) => livres.find((c) => normalizarCabecalho(c) === s))
      .find((c) => c !== undefined);
    if (achado !== undefined) {
      mapa[campo] = achado;
      usados.add(achado);
    }
  }
  // An agenda export with one 'Início' column of date and time and no date column: that column
  // is both (lerData ignores the time, lerHora reads it).
  if (tipo === 'agendas' && mapa.data === undefined && mapa.hora_inicio !== undefined)
    mapa.data = mapa.hora_inicio;
  return mapa;
}
