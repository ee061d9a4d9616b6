export type StatusCobranca = 'trialing' | 'active' | 'past_due' | 'canceled';

/**
 * 'completo': telas comuns exigem assinatura em dia; 'existencia': basta ter assinatura (ex.: tela de
 * pagamento, para regularizar); 'agenda': a agenda nunca é bloqueada por pendência, só avisa.
 */
export type ModoGate = 'completo' | 'existencia' | 'agenda';

export type DecisaoGate =
  | { acao: 'permitir' }
  | { acao: 'redirecionar'; destino: '/planos'; mensagem: string | null }
  | { acao: 'modal'; mensagem: string }
  | { acao: 'avisar'; mensagem: string };

export const MENSAGEM_COBRANCA_CANCELADA =
  'Sua assinatura foi cancelada. Por favor, renove para continuar usando o sistema.';
export const MENSAGEM_COBRANCA_PENDENTE =
  'Sua assinatura está pendente de pagamento. Por favor, regularize para continuar usando o sistema.';

export function avaliarCobranca(assinatura: { status: StatusCobranca } | null, modo: ModoGate): DecisaoGate {
  // Sem assinatura ainda: leva à escolha de plano sem mensagem de erro (é o fluxo normal de cadastro).
  if (!assinatura) return { acao: 'redirecionar', destino: '/planos', mensagem: null };
  if (modo === 'existencia') return { acao: 'permitir' };
  switch (assinatura.status) {
    case 'trialing':
    case 'active':
      return { acao: 'permitir' };
    case 'canceled':
      return modo === 'agenda'
        ? { acao: 'modal', mensagem: MENSAGEM_COBRANCA_CANCELADA }
        : { acao: 'redirecionar', destino: '/planos', mensagem: MENSAGEM_COBRANCA_CANCELADA };
    case 'past_due':
      return modo === 'agenda'
        ? { acao: 'avisar', mensagem: MENSAGEM_COBRANCA_PENDENTE }
        : { acao: 'redirecionar', destino: '/planos', mensagem: MENSAGEM_COBRANCA_PENDENTE };
  }
}

/** A tela pode carregar? 'avisar' carrega com um aviso; 'modal' e 'redirecionar' bloqueiam. */
export function cobrancaValida(status: StatusCobranca | null, modo: ModoGate): boolean {
  const decisao = avaliarCobranca(status === null ? null : { status }, modo);
  return decisao.acao === 'permitir' || decisao.acao === 'avisar';
}

/** Pendente de pagamento ainda tem plano (só precisa pagar); cancelada precisa escolher de novo. */
export function temPlanoAtual(status: StatusCobranca | null): boolean {
  return status === 'trialing' || status === 'active' || status === 'past_due';
}

/** Why the server refuses clinic data to a clinic whose subscription blocks the screen (all answer 402). */
export type RecusaAssinatura = 'COBRANCA_AUSENTE' | 'COBRANCA_CANCELADA' | 'COBRANCA_PENDENTE';

/** The server side of the gate: the refusal code for this subscription and mode, or null when the screen loads. */
export function recusaDaCobranca(status: StatusCobranca | null, modo: ModoGate): RecusaAssinatura | null {
  if (cobrancaValida(status, modo)) return null;
  if (status === null) return 'COBRANCA_AUSENTE';
  return status === 'canceled' ? 'COBRANCA_CANCELADA' : 'COBRANCA_PENDENTE';
}

/**
 * Whether a clinic's public booking page takes bookings (issue 34): the rule of its agenda, which
 * a pending payment only warns about; a cancelled subscription (or none) closes the page.
 */
export const aceitaAgendamentoOnline = (status: StatusCobranca | null): boolean =>
  cobrancaValida(status, 'agenda');
