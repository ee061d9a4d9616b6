import { TIPOS_PERGUNTA, type TipoPergunta } from '../anamnese/tipos';
import type { TipoDocumentoPaciente } from '../documento/cabecalho';
import { campoDe } from '../util/objetos';
import { chaveAntiga, comChave, type ItemLido, inteiro, referencia, texto } from './campos-api';
import { caminhoImagemAssinatura, type ImagemAssinaturaImportada } from './registro-importado';

/*
 * The old system's clinical records (issue 39) read as the rows this clinic stores: term
 * templates, anamnesis questions and models (its lists), and per patient its documents,
 * anamneses, photos and files. Keys and references are old keys (`id:<old id>`), looked up
 * through the map by the stage that writes them. A signed record keeps what the source said
 * about its signature (`AssinaturaImportada`), never more.
 */

/** What the old system said about a record's signature: read, kept as it came, not verified here. */
export type AssinaturaImportada = {
  assinado_em: string;
  ip: string | null;
  user_agent: string | null;
  hash_conteudo: string | null;
  hash_assinatura: string | null;
};

/**
 * Stored in `importado_de`: the record's id in the old system and, when signed there, its
 * signature as stated, and whether its signature image was brought (absent: it was not).
 */
export type RegistroImportado = {
  id_antigo: string;
  assinatura: AssinaturaImportada | null;
  imagem_assinatura?: ImagemAssinaturaImportada;
};

const TIPOS_TERMO = ['geral', 'uso_imagem'] as const;
type TipoTermo = (typeof TIPOS_TERMO)[number];

const tipoTermo = (item: unknown): TipoTermo => {
  const t = campoDe(item, 'tipo_termo') ?? campoDe(item, 'tipo');
  return t === 'uso_imagem' ? 'uso_imagem' : 'geral';
};

/** An instant as the REST answers write it (ISO 8601 with its offset), or null. */
function instante(item: unknown, campo: string): Date | null {
  const v = texto(item, campo, 40);
  if (!v || !/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

const SEM_TITULO = 'Título ausente.';
const SEM_CORPO = 'Texto ausente.';
const SEM_PACIENTE = 'Registro sem paciente no sistema antigo.';
const ASSINADO_SEM_DATA = 'Assinado no sistema antigo sem a data da assinatura.';

export type TermoImportado = { titulo: string; corpo: string; tipo: TipoTermo };

/** A term template: its title, its (HTML) text and its kind. */
export const lerTermo = (item: unknown): ItemLido<TermoImportado> =>
  comChave(item, () => {
    const titulo = texto(item, 'titulo', 200);
    if (!titulo) return SEM_TITULO;
    const corpo = texto(item, 'corpo', 500_000);
    if (!corpo) return SEM_CORPO;
    return { titulo, corpo, tipo: campoDe(item, 'tipo') === 'uso_imagem' ? 'uso_imagem' : 'geral' };
  });

/**
 * The signature as the source states it: signed when it gives a signing date (or says
 * 'Assinado'/'Assinada', which without a date is refused: a date is not invented), with the
 * evidence fields it sent (`evidencia`), none made up.
 */
function assinaturaDe(item: unknown): AssinaturaImportada | null | string {
  const em = instante(item, 'assinado_em');
  const status = campoDe(item, 'status');
  if (!em) return status === 'Assinado' || status === 'Assinada' ? ASSINADO_SEM_DATA : null;
  const e = campoDe(item, 'evidencia');
  return {
    assinado_em: em.toISOString(),
    ip: texto(e, 'ip', 100),
    user_agent: texto(e, 'user_agent', 500),
    hash_conteudo: texto(e, 'hash_conteudo', 200),
    hash_assinatura: texto(e, 'hash_assinatura', 200),
  };
}

export type DocumentoImportado = {
  paciente: string;
  tipo: TipoDocumentoPaciente;
  titulo: string;
  cabecalho: string;
  corpo: string;
  tipo_termo: TipoTermo;
  criado_em: Date | null;
  assinatura: AssinaturaImportada | null;
  /** Where its signature image is read in the old system (path and signed query), when signed. */
  imagem_assinatura: string | null;
  /** As the source says (its archived list); null while active there. */
  arquivado_em: Date | null;
};

/** The signed image's path of a signed record (its list's `assinatura`), else null. */
const imagemDe = (item: unknown, base: string, assinatura: AssinaturaImportada | null) =>
  assinatura ? caminhoImagemAssinatura(campoDe(item, 'assinatura'), base) : null;

/** A patient's document (contract or term), signed or not. */
export const lerDocumento = (item: unknown): ItemLido<DocumentoImportado> =>
  comChave(item, () => {
    const paciente = referencia(item, 'id_paciente', 'paciente');
    if (!paciente) return SEM_PACIENTE;
    const titulo = texto(item, 'titulo', 200);
    if (!titulo) return SEM_TITULO;
    const corpo = texto(item, 'corpo', 500_000);
    if (!corpo) return SEM_CORPO;
    const assinatura = assinaturaDe(item);
    if (typeof assinatura === 'string') return assinatura;
    return {
      paciente,
      tipo: campoDe(item, 'tipo') === 'CONTRATO' ? 'CONTRATO' : 'TERMO',
      titulo,
      cabecalho: texto(item, 'cabecalho', 100_000) ?? '',
      corpo,
      tipo_termo: tipoTermo(item),
      criado_em: instante(item, 'criado_em'),
      assinatura,
      imagem_assinatura: imagemDe(item, '/api/pacientes_termos', assinatura),
      arquivado_em: instante(item, 'arquivado_em'),
    };
  });

const tipoPergunta = (item: unknown): TipoPergunta | null => {
  const t = campoDe(item, 'tipo_pergunta');
  return TIPOS_PERGUNTA.find((x) => x === t) ?? null;
};

export type QuestaoImportada = {
  pergunta: string;
  tipo_pergunta: TipoPergunta;
  texto_auxiliar: string | null;
};

/** The question's fields, wherever they sit (a question, or a model's nested `questao`). */
function camposDaQuestao(item: unknown): QuestaoImportada | string {
  const pergunta = texto(item, 'pergunta', 500);
  if (!pergunta) return 'Pergunta ausente.';
  const tipo = tipoPergunta(item);
  if (!tipo) return 'Tipo de pergunta inválido.';
  const auxiliar = texto(item, 'texto_auxiliar', 200);
  if (tipo === 'sim_nao_naosei_texto' && !auxiliar) return 'Pergunta sem o texto auxiliar que o tipo exige.';
  return { pergunta, tipo_pergunta: tipo, texto_auxiliar: tipo === 'sim_nao_naosei_texto' ? auxiliar : null };
}

/** An anamnesis question. */
export const lerQuestao = (item: unknown): ItemLido<QuestaoImportada> =>
  comChave(item, () => camposDaQuestao(item));

/** A model's (or an anamnesis' frozen) questions as the spec nests them: `{ id_questao_anamnese, questao }`. */
function questoesDe(item: unknown): { chave: string; item: unknown }[] {
  const lista = campoDe(item, 'questoes');
  if (!Array.isArray(lista)) return [];
  const ordenadas = lista
    .map((q, i) => ({ q, ordem: inteiro(q, 'ordem', 0, 1_000_000) ?? i }))
    .sort((a, b) => a.ordem - b.ordem);
  return ordenadas.flatMap(({ q }) => {
    const chave = referencia(q, 'id_questao_anamnese', 'questao');
    return chave ? [{ chave, item: campoDe(q, 'questao') ?? q }] : [];
  });
}

export type ModeloImportado = { nome: string; questoes: string[] };

/** An anamnesis model: its name and its questions' old keys, in the model's order. */
export const lerModelo = (item: unknown): ItemLido<ModeloImportado> =>
  comChave(item, () => {
    const nome = texto(item, 'nome', 200);
    if (!nome) return 'Nome ausente.';
    return { nome, questoes: [...new Set(questoesDe(item).map((q) => q.chave))] };
  });

export type AnamneseImportada = {
  paciente: string;
  modelo: string | null;
  nome_modelo: string;
  /** The questions as the patient saw them, each by its old key. */
  perguntas: (QuestaoImportada & { chave: string })[];
  /** The answers by question's old key; null while unanswered. */
  respostas: { chave: string; resposta: string; resposta_auxiliar: string | null }[] | null;
  criado_em: Date | null;
  assinatura: AssinaturaImportada | null;
  imagem_assinatura: string | null;
  arquivado_em: Date | null;
};

/** A patient's anamnesis: its model, its frozen questions, its answers, signed or not. */
export const lerAnamnese = (item: unknown): ItemLido<AnamneseImportada> =>
  comChave(item, () => {
    const paciente = referencia(item, 'id_paciente', 'paciente');
    if (!paciente) return SEM_PACIENTE;
    const modelo = campoDe(item, 'modelo_anamnese');
    const nome = texto(modelo, 'nome', 200) ?? texto(item, 'nome_modelo', 200);
    if (!nome) return 'Anamnese sem o nome do modelo.';
    const perguntas: AnamneseImportada['perguntas'] = [];
    for (const q of questoesDe(modelo)) {
      const p = camposDaQuestao(q.item);
      if (typeof p === 'string') return p;
      perguntas.push({ ...p, chave: q.chave });
    }
    const lista = campoDe(item, 'respostas');
    const respostas = Array.isArray(lista)
      ? lista.flatMap((r) => {
          const chave = chaveAntiga(campoDe(r, 'id'));
          const resposta = texto(r, 'resposta', 5000);
          return chave && resposta !== null
            ? [{ chave, resposta, resposta_auxiliar: texto(r, 'resposta_auxiliar', 5000) }]
            : [];
        })
      : null;
    const assinatura = assinaturaDe(item);
    if (typeof assinatura === 'string') return assinatura;
    return {
      paciente,
      modelo: chaveAntiga(campoDe(modelo, 'id')),
      nome_modelo: nome,
      perguntas,
      respostas,
      criado_em: instante(item, 'criado_em'),
      assinatura,
      imagem_assinatura: imagemDe(item, '/api/pacientes-anamnese', assinatura),
      arquivado_em: instante(item, 'arquivado_em'),
    };
  });

export type AnexoImportado = {
  paciente: string;
  nome: string;
  observacao: string | null;
  nome_arquivo: string | null;
  criado_em: Date | null;
  arquivado_em: Date | null;
};

/** A patient's photo or file: its description (the bytes come by its own download path). */
export const lerAnexo = (item: unknown): ItemLido<AnexoImportado> =>
  comChave(item, () => {
    const paciente = referencia(item, 'id_paciente', 'paciente');
    if (!paciente) return SEM_PACIENTE;
    return {
      paciente,
      nome: texto(item, 'nome', 200) ?? texto(item, 'nome_arquivo', 200) ?? 'Arquivo importado',
      observacao: texto(item, 'observacao', 2000),
      nome_arquivo: texto(item, 'nome_arquivo', 255),
      criado_em: instante(item, 'criado_em'),
      arquivado_em: instante(item, 'arquivado_em'),
    };
  });
