import type { PerguntaSnapshot, RegistroImportado, RespostaValida } from '@clinica/domain';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/kysely';
import {
  contem,
  type PaginaPedida,
  type PedidoDaClinica,
  paginaDaClinica,
  paginarConsulta,
} from '../../db/lista';
import type { DB } from '../../db/schema.gen';
import { arquivadoParaOPublico } from '../arquivamento/arquivamento.repository';
import type { ColunasAssinatura, EvidenciaAssinatura } from './assinatura-digital.service';

/**
 * What a patient signs by a public code, of either kind (Architecture step 2, change 5): one
 * map names each kind's table, the content columns its answers carry and what its list
 * searches; every query below serves both. Kysely can't type a query over a table chosen at run
 * time, so the builders are untyped here (as in db/da-conta.ts) and each function states its
 * row in terms of the kind (`LinhaRegistro<T>`); `COMUNS_IGUAIS` checks the shared columns
 * against both generated tables.
 */
const REGISTROS = {
  documento: {
    tabela: 'paciente_termo',
    conteudo: ['tipo', 'titulo', 'cabecalho', 'corpo', 'tipo_termo'],
    /** The list's search: the title, or the id when the term is a number. */
    busca: { coluna: 'titulo', porId: true },
  },
  anamnese: {
    tabela: 'paciente_anamnese',
    conteudo: ['id_modelo', 'nome_modelo', 'perguntas', 'respostas'],
    busca: { coluna: 'nome_modelo', porId: false },
  },
} as const;

export type TipoRegistro = keyof typeof REGISTROS;

/** The columns both tables share, as every answer reads them. */
type Comum = ColunasAssinatura & {
  id: number;
  id_conta: number;
  id_paciente: number;
  codigo: string;
  criado_em: Date;
  atualizado_em: Date;
  arquivado_em: Date | null;
  /** What the old system said, for a record an import brought (issue 39); null otherwise. */
  importado_de: RegistroImportado | null;
};
const COMUNS = [
  'id',
  'id_conta',
  'id_paciente',
  'codigo',
  'criado_em',
  'atualizado_em',
  'arquivado_em',
  'assinado_em',
  'assinatura_ip',
  'assinatura_user_agent',
  'hash_conteudo',
  'hash_assinatura',
  'id_arquivo_assinatura',
  'importado_de',
] as const satisfies readonly (keyof Comum)[];

/** Compile-time: both generated tables have the shared columns with these types. */
type TemOsComuns<Tabela extends keyof DB> = Selectable<DB[Tabela]> extends Comum ? true : false;
// COMUNS_IGUAIS: fails to compile when a generated table loses a shared column or its type.
[true, true] satisfies [TemOsComuns<'paciente_termo'>, TemOsComuns<'paciente_anamnese'>];

/** Each kind's content, as read. */
type ConteudoRegistro = {
  documento: {
    tipo: Selectable<DB['paciente_termo']>['tipo'];
    titulo: string;
    cabecalho: string;
    corpo: string;
    tipo_termo: 'geral' | 'uso_imagem';
  };
  anamnese: {
    id_modelo: number | null;
    nome_modelo: string;
    perguntas: PerguntaSnapshot[];
    respostas: RespostaValida[] | null;
  };
};

/** Each kind's content, as written when the record is issued. */
export type NovoConteudo = {
  documento: Omit<ConteudoRegistro['documento'], 'tipo_termo'> & {
    tipo_termo: 'geral' | 'uso_imagem';
    id_termo: number | null;
  };
  /** The frozen questions as JSON text (the column's write type). */
  anamnese: { id_modelo: number; nome_modelo: string; perguntas: string };
};

/** What signing writes besides the evidence: an anamnesis' answers, and its edit time. */
export type ConteudoAoAssinar = {
  documento: Record<string, never>;
  anamnese: { respostas: string; atualizado_em: RawBuilder<Date> };
};

export type LinhaRegistro<T extends TipoRegistro> = Comum & ConteudoRegistro[T];

/** The clinic's columns read beside a record by its code (`conta_*` aliases of the join). */
const COLUNAS_CONTA_REGISTRO = [
  'c.tipo as conta_tipo',
  'c.nome as conta_nome',
  'c.endereco as conta_endereco',
  'c.numero as conta_numero',
  'c.complemento as conta_complemento',
  'c.bairro as conta_bairro',
  'c.cidade as conta_cidade',
  'c.cep as conta_cep',
  'c.documento as conta_documento',
  'c.id_logo as conta_logo',
] as const;

export type ContaPorAlias = {
  id_conta: number;
  conta_tipo: string;
  conta_nome: string;
  conta_endereco: string | null;
  conta_numero: string | null;
  conta_complemento: string | null;
  conta_bairro: string | null;
  conta_cidade: string | null;
  conta_cep: string | null;
  conta_documento: string | null;
  conta_logo: number | null;
};

/** A record by its public code: with its clinic, its author, whether it still opens. */
export type LinhaPublica<T extends TipoRegistro> = LinhaRegistro<T> &
  ContaPorAlias & {
    codigo_emitido_em: Date;
    id_criado_por: number | null;
    validade_link_dias: number;
    arquivado: boolean;
  };

// biome-ignore lint/suspicious/noExplicitAny: the table is the kind's, chosen at run time (see above)
type Livre = Kysely<any>;
/** The untyped builder's rows as the kind's: the map above says which columns they have. */
// biome-ignore lint/suspicious/noExplicitAny: as above
const comoLinhas = <R>(q: Promise<any>): Promise<R> => q;

const colunas = (tipo: TipoRegistro, prefixo = '') =>
  [...COMUNS, ...REGISTROS[tipo].conteudo].map((c) => `${prefixo}${c}`);

/** The clinic's rows of the kind (`WHERE id_conta = …`), as a query to add to. */
const daConta = (db: Db, tipo: TipoRegistro, idConta: number) => {
  const livre: Livre = db;
  return livre.selectFrom(REGISTROS[tipo].tabela).where('id_conta', '=', idConta);
};

/** The patient's active records, or only the archived ones ('Arquivados', issue 19). */
const filtro = (
  db: Db,
  tipo: TipoRegistro,
  idConta: number,
  idPaciente: number,
  q: string,
  arquivados = false,
) => {
  let consulta = daConta(db, tipo, idConta)
    .where('id_paciente', '=', idPaciente)
    .where('arquivado_em', arquivados ? 'is not' : 'is', null);
  if (q) {
    const { coluna, porId } = REGISTROS[tipo].busca;
    const id = porId && /^\d{1,9}$/.test(q) ? Number(q) : null;
    consulta = consulta.where((eb) =>
      eb.or([eb(contem(eb.ref(coluna), q), '=', true), ...(id ? [eb('id', '=', id)] : [])]),
    );
  }
  return consulta;
};

export function listarRegistros<T extends TipoRegistro>(
  db: Db,
  tipo: T,
  idConta: number,
  idPaciente: number,
  p: PaginaPedida & { arquivados?: boolean | undefined },
): Promise<{ itens: LinhaRegistro<T>[]; total: number }> {
  return comoLinhas(
    paginarConsulta(
      p,
      () => filtro(db, tipo, idConta, idPaciente, p.q, p.arquivados),
      (qb) => qb.select(colunas(tipo)).orderBy('criado_em', 'desc').orderBy('id', 'desc'),
    ),
  );
}

/**
 * The clinic's records of the kind after `apos`, in id order, every patient's (the clinic-wide
 * list, issue 39): active, or only the archived ones. Served by `<tabela>_conta_id_idx`.
 */
export function registrosDaClinica<T extends TipoRegistro>(
  db: Db,
  tipo: T,
  idConta: number,
  p: PedidoDaClinica,
): Promise<{ itens: LinhaRegistro<T>[]; total: number | null }> {
  return comoLinhas(
    paginaDaClinica(
      p,
      () => daConta(db, tipo, idConta).where('arquivado_em', p.arquivados ? 'is not' : 'is', null),
      (qb) => qb.select(colunas(tipo)),
      sql.ref<number>('id'),
    ),
  );
}

export function buscarRegistro<T extends TipoRegistro>(
  db: Db,
  tipo: T,
  idConta: number,
  id: number,
): Promise<LinhaRegistro<T> | undefined> {
  return comoLinhas(daConta(db, tipo, idConta).where('id', '=', id).select(colunas(tipo)).executeTakeFirst());
}

/** The record by its public code, with what the public page shows of the clinic. */
export function buscarPorCodigo<T extends TipoRegistro>(
  db: Db,
  tipo: T,
  codigo: string,
): Promise<LinhaPublica<T> | undefined> {
  const livre: Livre = db;
  return comoLinhas(
    livre
      .selectFrom(`${REGISTROS[tipo].tabela} as a`)
      .innerJoin('conta as c', 'c.id', 'a.id_conta')
      .select(colunas(tipo, 'a.'))
      .select(COLUNAS_CONTA_REGISTRO)
      .select(arquivadoParaOPublico('a'))
      .select(['a.codigo_emitido_em', 'a.id_criado_por', 'c.validade_link_dias'])
      .where('a.codigo', '=', codigo)
      .executeTakeFirst(),
  );
}

/** A new record of the clinic for the patient, with its first public code. */
export function inserirRegistro<T extends TipoRegistro>(
  db: Db,
  tipo: T,
  idConta: number,
  r: { idPaciente: number; codigo: string; idCriadoPor: number; conteudo: NovoConteudo[T] },
): Promise<LinhaRegistro<T>> {
  const livre: Livre = db;
  return comoLinhas(
    livre
      .insertInto(REGISTROS[tipo].tabela)
      .values({
        ...r.conteudo,
        id_conta: idConta,
        id_paciente: r.idPaciente,
        codigo: r.codigo,
        id_criado_por: r.idCriadoPor,
      })
      .returning(colunas(tipo))
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Changes the clinic's record only while unsigned (a signed row is never touched: the trigger
 * would refuse it anyway); undefined when there's no such unsigned record.
 */
function atualizarNaoAssinado(
  db: Db,
  tipo: TipoRegistro,
  idConta: number,
  id: number,
  valores: Record<string, unknown>,
) {
  const livre: Livre = db;
  return livre
    .updateTable(REGISTROS[tipo].tabela)
    .set(valores)
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .where('assinado_em', 'is', null)
    .returning(colunas(tipo))
    .executeTakeFirst();
}

/** A document's text edited (issue 19 keeps anamneses' questions frozen). */
export function atualizarConteudo(
  db: Db,
  idConta: number,
  id: number,
  conteudo: Pick<NovoConteudo['documento'], 'tipo' | 'titulo' | 'cabecalho' | 'corpo'>,
): Promise<LinhaRegistro<'documento'> | undefined> {
  return comoLinhas(
    atualizarNaoAssinado(db, 'documento', idConta, id, { ...conteudo, atualizado_em: new Date() }),
  );
}

/** 'Reenviar link': a new code, issued now, only while unsigned; the old code stops opening at once. */
export function trocarCodigo<T extends TipoRegistro>(
  db: Db,
  tipo: T,
  idConta: number,
  id: number,
  codigo: string,
  agora: Date,
): Promise<LinhaRegistro<T> | undefined> {
  return comoLinhas(atualizarNaoAssinado(db, tipo, idConta, id, { codigo, codigo_emitido_em: agora }));
}

/** Evidence (and the kind's own columns) in one statement; false when someone signed first. */
export async function registrarAssinatura<T extends TipoRegistro>(
  db: Db,
  tipo: T,
  idConta: number,
  id: number,
  a: EvidenciaAssinatura,
  conteudo: ConteudoAoAssinar[T],
) {
  const gravado = await atualizarNaoAssinado(db, tipo, idConta, id, {
    ...conteudo,
    id_arquivo_assinatura: a.idArquivo,
    assinado_em: a.assinadoEm,
    assinatura_ip: a.ip,
    assinatura_user_agent: a.userAgent,
    hash_conteudo: a.hashConteudo,
    hash_assinatura: a.hashAssinatura,
  });
  return gravado !== undefined;
}
