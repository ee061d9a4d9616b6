import type { PerguntaSnapshot, RespostaValida } from '@clinica/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';
import type { DB } from '../../db/schema.gen';
import { arquivadoParaOPublico } from '../arquivamento/arquivamento.repository';
import type { EvidenciaAssinatura } from '../assinatura-digital/assinatura-digital.service';
import { COLUNAS_CONTA_DOCUMENTO } from '../documento/conta-documento';

const COLUNAS = [
  'id',
  'id_conta',
  'id_paciente',
  'id_modelo',
  'nome_modelo',
  'perguntas',
  'respostas',
  'codigo',
  'id_arquivo_assinatura',
  'assinado_em',
  'assinatura_ip',
  'assinatura_user_agent',
  'hash_conteudo',
  'hash_assinatura',
  'criado_em',
  'atualizado_em',
  'arquivado_em',
] as const;

const anamneses = (db: Db, idConta: number) => daConta(db, idConta).tabela('paciente_anamnese');
/** Only while unsigned: a signed anamnesis is final. */
const naoAssinada = (eb: ExpressionBuilder<DB, 'paciente_anamnese'>) => eb('assinado_em', 'is', null);

/** The patient's active anamneses, or only the archived ones ('Arquivados', issue 19). */
const filtro = (db: Db, idConta: number, idPaciente: number, q: string, arquivados = false) => {
  let consulta = anamneses(db, idConta)
    .listar()
    .where('id_paciente', '=', idPaciente)
    .where('arquivado_em', arquivados ? 'is not' : 'is', null);
  if (q) consulta = consulta.where((eb) => eb(contem(eb.ref('nome_modelo'), q), '=', true));
  return consulta;
};

export function listarAnamneses(
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

export function buscarAnamnese(db: Db, idConta: number, id: number) {
  return anamneses(db, idConta).buscar(id, COLUNAS);
}

export function buscarAnamnesePorCodigo(db: Db, codigo: string) {
  return db
    .selectFrom('paciente_anamnese as a')
    .innerJoin('conta as c', 'c.id', 'a.id_conta')
    .select(COLUNAS.map((c) => `a.${c}` as const))
    .select(COLUNAS_CONTA_DOCUMENTO)
    .select(arquivadoParaOPublico('a'))
    .select(['a.codigo_emitido_em', 'a.id_criado_por', 'c.validade_link_dias'])
    .where('a.codigo', '=', codigo)
    .executeTakeFirst();
}

export type NovaAnamnese = {
  idPaciente: number;
  idModelo: number;
  nomeModelo: string;
  perguntas: PerguntaSnapshot[];
  codigo: string;
  /** Who created it: told when the patient signs (issue 19). */
  idCriadoPor: number;
};

export function inserirAnamnese(db: Db, idConta: number, a: NovaAnamnese) {
  return anamneses(db, idConta).inserir(
    {
      id_paciente: a.idPaciente,
      id_modelo: a.idModelo,
      nome_modelo: a.nomeModelo,
      perguntas: JSON.stringify(a.perguntas),
      codigo: a.codigo,
      id_criado_por: a.idCriadoPor,
    },
    COLUNAS,
  );
}

/** 'Reenviar link': a new code, issued now, only while unsigned; the old code stops opening at once. */
export function trocarCodigoAnamnese(db: Db, idConta: number, id: number, codigo: string, agora: Date) {
  return anamneses(db, idConta).atualizar(id, { codigo, codigo_emitido_em: agora }, COLUNAS, naoAssinada);
}

export type AssinaturaAnamnese = EvidenciaAssinatura & { respostas: RespostaValida[] };

/** Answers and signature in one statement; false when someone signed first. */
export async function registrarAssinaturaAnamnese(
  db: Db,
  idConta: number,
  id: number,
  a: AssinaturaAnamnese,
) {
  const respostasEEvidencia = {
    respostas: JSON.stringify(a.respostas),
    id_arquivo_assinatura: a.idArquivo,
    assinado_em: a.assinadoEm,
    assinatura_ip: a.ip,
    assinatura_user_agent: a.userAgent,
    hash_conteudo: a.hashConteudo,
    hash_assinatura: a.hashAssinatura,
    atualizado_em: sql<Date>`now()`,
  };
  return (await anamneses(db, idConta).atualizar(id, respostasEEvidencia, ['id'], naoAssinada)) !== undefined;
}
