import { normalizarBusca } from '../busca/texto';

/** A patient of the clinic as the agenda import compares them. */
export type PacienteConhecido = { id: number; nome: string; celular: string; cpf: string | null };

export type PacienteAchado =
  | { tipo: 'achado'; id: number }
  /** More than one patient fits and nothing in the row tells them apart. */
  | { tipo: 'ambiguo' }
  | { tipo: 'nenhum' };

/**
 * Which of the clinic's patients an appointment row is for: by CPF; then by mobile with the
 * same name (a family often shares the mother's mobile, so the mobile alone is not a person);
 * then by the exact name (accents and case aside) when only one patient has it. Two patients
 * with that name and nothing else to tell them apart: ambiguous (the row is refused, never
 * booked on the wrong one). Nobody: the import registers the patient.
 */
export function acharPaciente(
  linha: { nome: string; celular: string | null; cpf: string | null },
  conhecidos: readonly PacienteConhecido[],
): PacienteAchado {
  if (linha.cpf) {
    const porCpf = conhecidos.find((p) => p.cpf === linha.cpf);
    if (porCpf) return { tipo: 'achado', id: porCpf.id };
  }
  const nome = normalizarBusca(linha.nome);
  const mesmoNome = conhecidos.filter((p) => normalizarBusca(p.nome) === nome);
  if (linha.celular) {
    const porCelular = mesmoNome.filter((p) => p.celular === linha.celular);
    if (porCelular[0]) return { tipo: 'achado', id: porCelular[0].id };
  }
  // A row with a CPF that no patient has is someone else than a namesake with another CPF.
  const candidatos = linha.cpf ? mesmoNome.filter((p) => p.cpf === null) : mesmoNome;
  if (candidatos.length === 1 && candidatos[0]) return { tipo: 'achado', id: candidatos[0].id };
  if (candidatos.length > 1) return { tipo: 'ambiguo' };
  return { tipo: 'nenhum' };
}

/**
 * A professional or a treatment by what a spreadsheet wrote: the e-mail (a professional's),
 * else the exact name, accents and case aside. Null when none or more than one fits.
 */
export function acharPorNome<T extends { id: number; nome: string; email?: string | null }>(
  texto: string,
  lista: readonly T[],
): T | null {
  const t = normalizarBusca(texto);
  const porEmail = t.includes('@') ? lista.filter((x) => x.email && normalizarBusca(x.email) === t) : [];
  const achados = porEmail.length > 0 ? porEmail : lista.filter((x) => normalizarBusca(x.nome) === t);
  return achados.length === 1 ? (achados[0] ?? null) : null;
}
