import type { ChavePermissao, Evidencia, Verificacao } from '@clinica/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { Deps } from '../../platform/deps';
import type {
  ConteudoAoAssinar,
  LinhaPublica,
  LinhaRegistro,
  TipoRegistro,
} from './registro-assinavel.repository';

/** What every signing call carries besides the public code: the drawn signature. */
export type EntradaAssinatura = { assinatura: string };

/** What every full public view carries: the signature image's URL and the evidence. */
export type VisaoPublica = { assinatura: string | null; evidencia: Evidencia | null };

/**
 * One kind of signable record as its content slice describes it (like registro-simples'
 * BANCO/CATEGORIA): names, messages, who may do what, its contract schemas, and the few
 * things only its content knows — its answers' shapes, what is hashed, who is told. The
 * list, the link, the archive, the public lookup, signing, printing and verifying are the
 * same for every kind (registro-assinavel.service.ts).
 */
export type DefinicaoAssinavel<
  T extends TipoRegistro,
  Api,
  Rest,
  Publico extends VisaoPublica,
  Entrada extends EntradaAssinatura,
  EntradaIn,
> = {
  tipo: T;
  /** The spec's REST base path: list `{caminho}/:id_paciente`, public `{caminho}/c/:codigo`… */
  caminhoRest: string;
  tag: string;
  permissoes: { listar: ChavePermissao; editar: ChavePermissao; excluir?: ChavePermissao };
  mensagens: {
    naoEncontrado: string;
    /** With `{code}` where the code goes. */
    naoEncontradoCodigo: string;
    jaAssinado: string;
    assinadoSucesso: string;
  };
  esquemas: {
    api: z.ZodType<Api>;
    rest: z.ZodType<Rest>;
    publico: z.ZodType<Publico>;
    /** The patient's own page over tRPC: the public view without the internal ids (issue 38). */
    pagina: z.ZodType<Omit<Publico, 'id' | 'id_conta' | 'id_paciente'>>;
    /** REST's signing body (the code is in its path). */
    corpo: z.ZodType<Entrada>;
    /** tRPC's signing input: the same with the code. */
    entrada: z.ZodType<Entrada & { codigo: string }, EntradaIn>;
  };
  // Methods, not function properties: a kind's definition then also serves where only its
  // kind is known (the service reads rows; the router and REST factories keep the shapes).
  paraApi(l: LinhaRegistro<T>): Api;
  /** REST's shape, row by row, once what it needs is read (a list reads the caller's clinic once). */
  paraRest(deps: Deps, idConta: number): Promise<(l: LinhaRegistro<T>) => Rest>;
  /** Everything about the record: the staff print view. */
  paraPublico(deps: Deps, l: LinhaPublica<T>): Publico;
  /** A signed record's public view keeps none of its content (issue 19): what the kind blanks. */
  semConteudo(p: Publico): Publico;
  /**
   * What is signed: the canonical text the hash covers and the columns written with the
   * evidence. May refuse the input (an anamnesis' answers are checked against its questions).
   */
  conteudoAssinado(l: LinhaPublica<T>, entrada: Entrada): { canonico: string; colunas: ConteudoAoAssinar[T] };
  /** Told in the signature's own transaction (issue 19): no signature without its notice. */
  notificar(trx: Db, l: LinhaPublica<T>): Promise<unknown>;
};

/** A kind with a public verification page (documents): what the page calls the record. */
export type VerificacaoDoTipo<T extends TipoRegistro> = (
  l: LinhaPublica<T>,
) => Omit<Verificacao, 'assinado' | 'evidencia'>;

/** A kind as the service sees it: its rows and its public view, whatever its answers' shapes. */
export type DefinicaoDoTipo<
  T extends TipoRegistro,
  Publico extends VisaoPublica = VisaoPublica,
  Entrada extends EntradaAssinatura = EntradaAssinatura,
> = DefinicaoAssinavel<T, unknown, unknown, Publico, Entrada, unknown>;
