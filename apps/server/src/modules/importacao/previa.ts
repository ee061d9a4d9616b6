import { type Mapeamento, MSG, type Previa } from '@clinica/contracts';
import { chavesPaciente, deduplicar, lerLinhaPaciente, type PacienteImportado } from '@clinica/domain';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/errors';
import { pacientesComCpfOuCelular } from './importacao.repository';
import type { Planilha } from './planilha';

const I = MSG.importacao;
const AMOSTRA = 10;
const MAX_MOTIVOS = 50;
const LOTE_CONSULTA = 1000;

/** The mapping must name columns of this file. */
function conferirColunas(mapeamento: Mapeamento, cabecalhos: string[]) {
  for (const coluna of Object.values(mapeamento)) {
    if (coluna !== undefined && !cabecalhos.includes(coluna)) {
      throw new DomainError('ENTRADA_INVALIDA', I.colunaInexistente(coluna.slice(0, 60)));
    }
  }
}

/** What the mapping still lacks to import anything (a patient needs a name and a mobile), or null. */
export const faltaNoMapeamento = (m: Mapeamento) => (m.nome && m.celular ? null : I.semNomeOuCelular);

/** A file's rows read: patients (with their row number and notes) and refused rows with the reason. */
export type LinhasLidas = {
  /** `chave`: the old system's id, when the rows come from it (else the patient's own key). */
  validas: {
    linha: number;
    paciente: PacienteImportado;
    avisos: string[];
    chave?: string;
    /** From the old system's archived list: the patient is written archived (issue 19). */
    arquivado_em?: Date;
  }[];
  recusadas: { linha: number; motivo: string }[];
};

/** Rows `desde`..`ate` of the file read with the mapping; row numbers as the spreadsheet shows them (header = 1). */
export function lerLinhas(
  planilha: Planilha,
  mapeamento: Mapeamento,
  desde = 0,
  ate = planilha.linhas.length,
): LinhasLidas {
  const validas: LinhasLidas['validas'] = [];
  const recusadas: LinhasLidas['recusadas'] = [];
  planilha.linhas.slice(desde, ate).forEach((celulas, i) => {
    const linha = desde + i + 2;
    const r = lerLinhaPaciente(celulas, mapeamento);
    if (r.ok) validas.push({ linha, paciente: r.paciente, avisos: r.avisos });
    else recusadas.push({ linha, motivo: r.erro });
  });
  return { validas, recusadas };
}

/** The clinic's patients known by any key of these: key → patient id. */
export async function chavesExistentes(db: Db, idConta: number, pacientes: PacienteImportado[]) {
  const mapa = new Map<string, number>();
  for (let i = 0; i < pacientes.length; i += LOTE_CONSULTA) {
    const lote = pacientes.slice(i, i + LOTE_CONSULTA);
    const cpfs = [...new Set(lote.flatMap((p) => (p.cpf ? [p.cpf] : [])))];
    const celulares = [...new Set(lote.map((p) => p.celular))];
    for (const p of await pacientesComCpfOuCelular(db, idConta, cpfs, celulares)) {
      for (const c of chavesPaciente(p)) mapa.set(c, p.id);
    }
  }
  return mapa;
}

/**
 * What confirming would do, computed and written nowhere but in the import's own row: the first
 * rows as they will be saved, the rows skipped and why, the notes (an invalid CPF left out…),
 * the conflicts with patients already here (or repeated in the source), and the counts.
 * `total`: rows in the whole source (an old system's preview reads only its first pages).
 */
export async function previaDeLinhas(
  db: Db,
  idConta: number,
  lidas: LinhasLidas,
  total: number,
): Promise<Previa> {
  const { validas, recusadas } = lidas;
  const existentes = await chavesExistentes(
    db,
    idConta,
    validas.map((v) => v.paciente),
  );
  const { novos, duplicados, mesclados } = deduplicar(validas, new Set(existentes.keys()));
  const avisos = validas.flatMap((v) => v.avisos.map((motivo) => ({ linha: v.linha, motivo })));
  const conflitos = [
    ...duplicados.map((d) => ({ linha: d.linha, nome: d.paciente.nome, motivo: I.jaExistente })),
    ...mesclados.map((d) => ({ linha: d.linha, nome: d.paciente.nome, motivo: I.mescladoNaPlanilha })),
  ].sort((a, b) => a.linha - b.linha);
  return {
    pendente: null,
    resumo: {
      total,
      analisadas: validas.length + recusadas.length,
      importar: novos.length,
      duplicados: duplicados.length + mesclados.length,
      ignorados: recusadas.length,
      avisos: avisos.length,
    },
    amostra: novos.slice(0, AMOSTRA).map(({ linha, paciente: p }) => ({
      linha,
      nome: p.nome,
      celular: p.celular,
      cpf: p.cpf,
      nascimento: p.nascimento,
      email: p.email,
      sexo: p.sexo,
    })),
    ignoradas: recusadas.slice(0, MAX_MOTIVOS),
    avisos: avisos.slice(0, MAX_MOTIVOS),
    conflitos: conflitos.slice(0, MAX_MOTIVOS),
  };
}

/** A spreadsheet's preview with a mapping: every row read. */
export async function calcularPrevia(
  db: Db,
  idConta: number,
  planilha: Planilha,
  mapeamento: Mapeamento,
): Promise<Previa> {
  conferirColunas(mapeamento, planilha.cabecalhos);
  const total = planilha.linhas.length;
  const falta = faltaNoMapeamento(mapeamento);
  if (falta) {
    const resumo = { total, analisadas: 0, importar: 0, duplicados: 0, ignorados: 0, avisos: 0 };
    return { pendente: falta, resumo, amostra: [], ignoradas: [], avisos: [], conflitos: [] };
  }
  return previaDeLinhas(db, idConta, lerLinhas(planilha, mapeamento), total);
}
