import { normalizarBusca } from '../busca/texto';
import type { PacienteImportado } from './linha-paciente';

/** What identifies a patient across files and records: their CPF, and their mobile with their name. */
type Identidade = { nome: string; celular: string; cpf: string | null };

/**
 * The keys a patient is known by. The CPF alone is one; the mobile only with the name, because
 * in a family the children's records often carry the mother's mobile (the same mobile with
 * another name is another patient). Two records sharing any key are one patient.
 */
export function chavesPaciente(p: Identidade): string[] {
  const telefone = `tel:${p.celular}:${normalizarBusca(p.nome)}`;
  return p.cpf ? [`cpf:${p.cpf}`, telefone] : [telefone];
}

/** The first key: what an import's map records as the row's old key. */
export const chavePrincipal = (p: Identidade): string => chavesPaciente(p)[0] ?? '';

/** The fields a later row may fill when the first row of the same patient left them empty. */
const COMPLETAVEIS = [
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
] as const satisfies readonly (keyof PacienteImportado)[];

function completar<K extends (typeof COMPLETAVEIS)[number]>(
  m: PacienteImportado,
  b: PacienteImportado,
  k: K,
) {
  if (m[k] === null) m[k] = b[k];
}

/** Two rows of one patient: the first kept, its empty fields filled from the second. */
export function mesclarPacientes(a: PacienteImportado, b: PacienteImportado): PacienteImportado {
  const m = { ...a };
  for (const k of COMPLETAVEIS) completar(m, b, k);
  m.cadastro_incompleto = !m.sexo || !m.nascimento;
  return m;
}

/**
 * Rows merged, not doubled: a row whose key was seen in an earlier row of the file is merged
 * into it (`mesclados` counts them); a row whose key is already a patient of the clinic
 * (`existentes`) is a duplicate, not imported (`duplicados`). What is left is imported, in the
 * file's order.
 */
export function deduplicar<L extends { paciente: PacienteImportado }>(
  linhas: readonly L[],
  existentes: ReadonlySet<string>,
): { novos: L[]; duplicados: L[]; mesclados: L[] } {
  const novos: L[] = [];
  const duplicados: L[] = [];
  const mesclados: L[] = [];
  const vistos = new Map<string, number>();
  for (const l of linhas) {
    const chaves = chavesPaciente(l.paciente);
    if (chaves.some((c) => existentes.has(c))) {
      duplicados.push(l);
      continue;
    }
    const anterior = chaves.map((c) => vistos.get(c)).find((i) => i !== undefined);
    if (anterior !== undefined) {
      const alvo = novos[anterior];
      if (alvo) {
        alvo.paciente = mesclarPacientes(alvo.paciente, l.paciente);
        for (const c of chavesPaciente(alvo.paciente)) vistos.set(c, anterior);
      }
      mesclados.push(l);
      continue;
    }
    novos.push({ ...l });
    for (const c of chaves) vistos.set(c, novos.length - 1);
  }
  return { novos, duplicados, mesclados };
}
