import { horaLocalDe, instanteDeHoraLocal } from '../agenda/horario';
import { ehUmDe, numerosDe } from '../util/objetos';

/** The placeholders a clinic's message texts may use. */
export const MARCADORES_MENSAGEM = ['{nome}', '{clinica}'] as const;

export const TEXTO_ANIVERSARIO_PADRAO =
  'Olá, {nome}! A equipe da {clinica} deseja um feliz aniversário, com muita saúde e alegria.';
export const TEXTO_RETORNO_PADRAO =
  'Olá, {nome}! Já está na hora do seu retorno na {clinica}. Que tal agendar um horário?';

/** The first name: what a greeting calls the patient. */
export const primeiroNome = (nome: string): string => nome.trim().split(/\s+/)[0] ?? '';

/** A text with its placeholders filled: {nome} is the patient's first name, {clinica} the clinic's name. */
export function preencherTexto(modelo: string, dados: { nome: string; clinica: string }): string {
  return modelo.replaceAll('{nome}', primeiroNome(dados.nome)).replaceAll('{clinica}', dados.clinica.trim());
}

/** Placeholders written in braces that the texts don't know ('{name}'), for the settings form. */
export function marcadoresDesconhecidos(modelo: string): string[] {
  const achados = modelo.match(/\{[^{}]*\}/g) ?? [];
  return [...new Set(achados.filter((m) => !ehUmDe(MARCADORES_MENSAGEM, m)))];
}

/** What the settings' preview shows: the text filled with an example patient. */
export const previaDoTexto = (modelo: string, clinica: string): string =>
  preencherTexto(modelo, { nome: 'Maria da Silva', clinica });

const ehBissexto = (ano: number) => (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;

/**
 * The birthday in a given year ('YYYY-MM-DD'): born on 29 February, the 28th in a common year.
 * Null for a malformed birth date.
 */
export function aniversarioNoAno(nascimento: string, ano: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(nascimento);
  if (!m) return null;
  const [, , mes = '', dia = ''] = m;
  const d = mes === '02' && dia === '29' && !ehBissexto(ano) ? '28' : dia;
  return `${String(ano).padStart(4, '0')}-${mes}-${d}`;
}

/** Whether today (the clinic's wall clock) is the patient's birthday. */
export function fazAniversario(nascimento: string, agora: Date, fuso: string): boolean {
  const { data } = horaLocalDe(agora, fuso);
  const [ano] = numerosDe(data, '-');
  return aniversarioNoAno(nascimento, ano) === data;
}

/** When this year's greeting goes: on the birthday at the clinic's hour. */
export function momentoDoAniversario(
  nascimento: string,
  ano: number,
  opts: { fuso: string; hora: string },
): Date | null {
  const dia = aniversarioNoAno(nascimento, ano);
  return dia ? instanteDeHoraLocal(dia, opts.hora, opts.fuso) : null;
}

/**
 * Once a year per patient: the year (clinic wall clock) a greeting belongs to, the key the
 * outbox keeps unique with the patient, so a second one that year is never written.
 */
export function anoDoAniversario(momento: Date, fuso: string): number {
  return numerosDe(horaLocalDe(momento, fuso).data, '-')[0];
}

/** Whether a greeting may still be planned this year: none planned or sent in that year yet. */
export const aniversarioPendenteNoAno = (anosJaPlanejados: readonly number[], ano: number): boolean =>
  !anosJaPlanejados.includes(ano);
