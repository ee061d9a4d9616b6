import type { ReactNode } from 'react';
import type { EntradaTrpc, SaidaTrpc } from '../lib/trpc-leve';

/*
 * What a kind of signable record brings to the one page of each step (change 5): its content,
 * as a component loaded with the step's page for that kind only (routes.tsx), so a term's signing
 * page never downloads the anamnesis' questions and answers, nor the reverse.
 */

/** The server's kinds of signable record. */
export type TipoRegistro = 'documento' | 'anamnese';

/** What the public signing page reads for a code. */
export type RegistroPublico = {
  documento: SaidaTrpc<'documentoPublico', 'get'>;
  anamnese: SaidaTrpc<'anamnesePublica', 'get'>;
};

/** What signing sends besides the code. */
export type EntradaAssinatura = {
  documento: Omit<EntradaTrpc<'documentoPublico', 'assinar'>, 'codigo'>;
  anamnese: Omit<EntradaTrpc<'anamnesePublica', 'assinar'>, 'codigo'>;
};

/** What the staff's print view reads for a code. */
export type RegistroImpresso = {
  documento: SaidaTrpc<'documento', 'imprimir'>;
  anamnese: SaidaTrpc<'anamnese', 'imprimir'>;
};

/**
 * A kind's content on the signing page, while unsigned: what the patient reads (and answers),
 * then the signature card, given how a drawn signature becomes the call's input (null when the
 * content refuses it, having said why).
 */
export type PropsConteudoAssinar<K extends TipoRegistro> = {
  dados: RegistroPublico[K];
  cartaoAssinatura: (preparar: (assinatura: string) => EntradaAssinatura[K] | null) => ReactNode;
};

/** A kind's content on the print view, between the clinic's header and the signature. */
export type PropsConteudoImprimir<K extends TipoRegistro> = { dados: RegistroImpresso[K] };
