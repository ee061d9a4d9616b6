/**
 * Signed is final (DECISIONS.md 13): once a document, an anamnesis (or, later, a contract or a
 * budget) carries a signature, it can't be edited, signed again or deleted. Services ask this
 * before every change; two database triggers say the same as defence in depth.
 */
export type Assinavel = { assinado_em: Date | string | null };

export const estaAssinado = (registro: Assinavel): boolean => registro.assinado_em !== null;

export type AlteracaoAssinavel = 'editar' | 'assinar' | 'excluir';

/** Whether a change may still happen; every change is refused once signed. */
export function podeAlterar(registro: Assinavel, _alteracao: AlteracaoAssinavel): boolean {
  return !estaAssinado(registro);
}

/** The status the lists show. */
export const statusAssinatura = (registro: Assinavel): 'Assinado' | 'Pendente' =>
  estaAssinado(registro) ? 'Assinado' : 'Pendente';
