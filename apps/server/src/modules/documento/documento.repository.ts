import type { ExpressionBuilder, Insertable } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';
import type { DB } from '../../db/schema.gen';
import { arquivadoParaOPublico } from '../arquivamento/arquivamento.repository';
import type { EvidenciaAssinatura } from '../assinatura-digital/assinatura-digital.service';
import { COLUNAS_CONTA_DOCUMENTO } from './conta-documento';

export type DadosDocumento = Pick<
  Insertable<DB['paciente_termo']>,
  'tipo' | 'titulo' | 'cabecalho' | 'corpo'
>;

const COLUNAS = [
  'id',
  'id_paciente',
  'codigo',
  'tipo',
  'titulo',
  'cabecalho',
  'corpo',
  'assinado_em',
  'criado_em',
  'atualizado_em',
  'tipo_termo',
  'arquivado_em',
] as const;

const documentos = (db: Db, idConta: number) => daConta(db, idConta).tabela('paciente_termo');
/** Only while unsigned: a signed row is never touched (the trigger would refuse it anyway). */
const naoAssinado = (eb: ExpressionBuilder<DB, 'paciente_termo'>) => eb('assinado_em', 'is', null);

/** The patient's active documents, or only the archived ones ('Arquivados', issue 19). */
const filtro = (db: Db, idConta: number, idPaciente: number, q: string, arquivados = false) => {
  let consulta = documentos(db, idConta)
    .listar()
    .where('id_paciente', '=', idPaciente)
    .where('arquivado_em', arquivados ? 'is not' : 'is', null);
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    consulta = consulta.where((eb) =>
      eb.or([eb(contem(eb.ref('titulo'), q), '=', true), ...(id ? [eb('id', '=', id)] : [])]),
    );
  }
  return consulta;
};

export function listarDocumentos(
  db: Db,
  idConta: number,
  idPaciente: number,
  p: PaginaPedida & { arquivados?: boolean | undefined },
) {
  return paginarConsulta(
    p,
    () => filtro(db, idConta, idPaciente, p.q, p.arquivados),
    (qb) => qb.select(COLUNAS).orderBy('criado_em', 'desc').orderBy('id', 'desc'),
  );
}

export function buscarDocumento(db: Db, idConta: number, id: number) {
  return documentos(db, idConta).buscar(id, COLUNAS);
}

/** Who wrote it and from which template (issue 19): set once, at creation. */
export type OrigemDocumento = {
  idCriadoPor: number;
  idTermo: number | null;
  tipoTermo: 'geral' | 'uso_imagem';
};

export function inserirDocumento(
  db: Db,
  idConta: number,
  idPaciente: number,
  codigo: string,
  dados: DadosDocumento,
  origem: OrigemDocumento,
) {
  return documentos(db, idConta).inserir(
    {
      ...dados,
      id_paciente: idPaciente,
      codigo,
      id_criado_por: origem.idCriadoPor,
      id_termo: origem.idTermo,
      tipo_termo: origem.tipoTermo,
    },
    COLUNAS,
  );
}

/** Only while unsigned (undefined otherwise). */
export function atualizarDocumento(db: Db, idConta: number, id: number, dados: DadosDocumento) {
  return documentos(db, idConta).atualizar(id, { ...dados, atualizado_em: new Date() }, COLUNAS, naoAssinado);
}

/**
 * 'Reenviar link': a new code, issued now, only while unsigned; the old code stops opening at once.
 * undefined when there's no such unsigned document.
 */
export function trocarCodigoDocumento(db: Db, idConta: number, id: number, codigo: string, agora: Date) {
  return documentos(db, idConta).atualizar(id, { codigo, codigo_emitido_em: agora }, COLUNAS, naoAssinado);
}

/** The document by its public code, with what the public page shows of the clinic. */
export function buscarPorCodigo(db: Db, codigo: string) {
  return db
    .selectFrom('paciente_termo as d')
    .innerJoin('conta as c', 'c.id', 'd.id_conta')
    .select([
      'd.id',
      'd.id_conta',
      'd.id_paciente',
      'd.codigo',
      'd.tipo',
      'd.titulo',
      'd.cabecalho',
      'd.corpo',
      'd.criado_em',
      'd.atualizado_em',
      'd.assinado_em',
      'd.assinatura_ip',
      'd.assinatura_user_agent',
      'd.hash_conteudo',
      'd.hash_assinatura',
      'd.id_arquivo_assinatura',
      'd.codigo_emitido_em',
      'd.id_criado_por',
      'c.validade_link_dias',
      ...COLUNAS_CONTA_DOCUMENTO,
    ])
    .select(arquivadoParaOPublico('d'))
    .where('d.codigo', '=', codigo)
    .executeTakeFirst();
}

/** Records the signature once; false when someone signed first. */
export async function registrarAssinatura(db: Db, idConta: number, id: number, a: EvidenciaAssinatura) {
  const evidencia = {
    id_arquivo_assinatura: a.idArquivo,
    assinado_em: a.assinadoEm,
    assinatura_ip: a.ip,
    assinatura_user_agent: a.userAgent,
    hash_conteudo: a.hashConteudo,
    hash_assinatura: a.hashAssinatura,
  };
  return (await documentos(db, idConta).atualizar(id, evidencia, ['id'], naoAssinado)) !== undefined;
}
