import { type Importacao, MSG } from '@clinica/contracts';
import {
  PRAZO_DESFAZER_DIAS,
  podeDesfazer,
  type TipoDadoImportacao,
  temArquivados,
  textoProgresso,
} from '@clinica/domain';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/schema.gen';

type Linha = Selectable<DB['importacao']>;
type Contagem = Selectable<DB['importacao_contagem']>;

/** Items of a kind read so far, whatever became of them. */
const lidos = (c: { importados: number; ignorados: number; duplicados: number; erros: number }) =>
  c.importados + c.ignorados + c.duplicados + c.erros;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * The progress line: the stage in progress ('Agendamentos 1.200 de 5.000'); a kind the old system
 * archives says which of its two lists is being read ('Pacientes 4.050 de 4.300 — lendo os
 * arquivados'); an API import that ended counts every kind it read.
 */
function progresso(
  i: Linha,
  porTipo: Importacao['contagens'],
  etapa: TipoDadoImportacao,
  feitos: number,
  total: number | null,
): Importacao['progresso'] {
  if (i.origem === 'api' && i.status === 'concluida') {
    const todos = Object.values(porTipo).reduce((s, c) => s + (c.total ?? lidos(c)), 0);
    return { feitos: todos, total: todos, texto: 'Todos os tipos de dado importados' };
  }
  const texto = textoProgresso(etapa, feitos, total);
  if (i.origem !== 'api' || !temArquivados(etapa)) return { feitos, total, texto };
  const lista = i.arquivados ? MSG.importacao.progressoArquivados : MSG.importacao.progressoAtivos;
  return { feitos, total, texto: `${texto} — ${lista}` };
}

/**
 * How far the stage is: a per-patient kind counts what was read so far (its total is unknown until
 * the end). Reading a kind's archived list, the cursor counts that list only while the total (once
 * its first page is read) is both lists': what was read of the kind is the count to show.
 */
function feitosDaEtapa(i: Linha, c: Importacao['contagens'][TipoDadoImportacao], total: number | null) {
  if (total === null) return c ? lidos(c) : 0;
  if (i.status === 'concluida') return total;
  return Math.min(i.arquivados && c ? lidos(c) : i.cursor, total);
}

/** An import as both APIs answer it: counts per kind, the progress line, whether (and until when) it may be undone. */
export function paraApi(i: Linha, contagens: Contagem[], agora: Date): Importacao {
  const porTipo: Importacao['contagens'] = {};
  for (const c of contagens) {
    porTipo[c.tipo_dado] = {
      total: c.total,
      importados: c.importados,
      ignorados: c.ignorados,
      duplicados: c.duplicados,
      erros: c.erros,
    };
  }
  // An API import shows the stage it is in ('Agendamentos 1.200 de 5.000'); a spreadsheet its kind.
  const etapa = i.etapa ?? i.tipo;
  const c = porTipo[etapa];
  // A kind listed per patient: its cursor is the last patient done, its total unknown until the end.
  const total = c ? c.total : 0;
  const feitos = feitosDaEtapa(i, c, total);
  return {
    id: i.id,
    origem: i.origem,
    tipo: i.tipo,
    status: i.status,
    nome_arquivo: i.nome_arquivo,
    cabecalhos: i.cabecalhos,
    mapeamento: i.mapeamento,
    contagens: porTipo,
    etapa: i.etapa,
    arquivados: i.arquivados,
    progresso: progresso(i, porTipo, etapa, feitos, total),
    previa: i.previa,
    erro: i.erro,
    pode_desfazer: podeDesfazer(i, agora).ok,
    desfazer_ate: i.concluida_em
      ? new Date(i.concluida_em.getTime() + PRAZO_DESFAZER_DIAS * DIA_MS).toISOString()
      : null,
    desfazer: i.desfazer,
    criado_em: i.criado_em.toISOString(),
    confirmada_em: iso(i.confirmada_em),
    concluida_em: iso(i.concluida_em),
    desfeita_em: iso(i.desfeita_em),
  };
}
