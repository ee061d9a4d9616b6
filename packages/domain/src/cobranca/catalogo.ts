/** Os cinco planos vendidos (spec 01 §9). Cada um tem um price id no provedor, vindo da configuração. */
export type ChavePlano = 'essencial' | 'essencial_novo' | 'profissional' | 'premium' | 'liga';

export const CHAVES_PLANO: readonly ChavePlano[] = [
  'essencial',
  'essencial_novo',
  'profissional',
  'premium',
  'liga',
];

export type Plano = {
  chave: ChavePlano;
  /** Nome do plano atual (cabeçalho, diálogo de confirmação). */
  nome: string;
  /** Título do cartão na tela de planos. */
  titulo: string;
  centavos: number;
  periodo: 'mes' | 'semestre';
  descricao: string;
  selo: string | null;
  botao: string;
  recursos: readonly string[];
  /** Linhas de destaque abaixo do preço (economia, garantia, gratuidade). */
  destaques: readonly string[];
};

const RECURSOS_ESSENCIAL = [
  'Dashboard',
  'Pacientes',
  'Contratos com assinatura digital',
  'Controle de estoque',
  'Agendamentos',
  'Notificações por WhatsApp',
  'Anamnese',
  'Usuários e permissões',
  'Financeiro',
] as const;

/** Recursos exclusivos do Premium (também mostrados no popup de informações do cartão). */
export const RECURSOS_EXCLUSIVOS_PREMIUM = [
  'Múltiplas unidades',
  'Número de WhatsApp próprio',
  'Suporte prioritário 24/7',
  'Automação avançada com IA',
  'Relatórios personalizados',
  'Acesso antecipado a recursos beta',
] as const;

export const PLANOS: Readonly<Record<ChavePlano, Plano>> = {
  essencial_novo: {
    chave: 'essencial_novo',
    nome: 'Essencial Novo',
    titulo: 'Essencial Novo',
    centavos: 14_700,
    periodo: 'mes',
    descricao: 'Tudo o que a sua clínica precisa para o dia a dia.',
    selo: 'Mais Popular',
    botao: 'Começar Agora',
    recursos: [...RECURSOS_ESSENCIAL, 'Número oficial de WhatsApp incluso'],
    destaques: ['Economize R$ 1.764 por ano em relação aos concorrentes', 'Garantia de 7 dias'],
  },
  essencial: {
    chave: 'essencial',
    nome: 'Essencial',
    titulo: 'Essencial',
    centavos: 8_990,
    periodo: 'mes',
    descricao: 'Condição promocional para a sua clínica.',
    selo: 'Promoção',
    botao: 'Aproveitar Oferta',
    recursos: RECURSOS_ESSENCIAL,
    destaques: [],
  },
  liga: {
    chave: 'liga',
    nome: 'Liga',
    titulo: 'A Liga',
    centavos: 0,
    periodo: 'semestre',
    descricao: 'Gratuito por 6 meses para estudantes e residentes.',
    selo: null,
    botao: 'Começar Grátis',
    recursos: RECURSOS_ESSENCIAL,
    destaques: ['Grátis por 6 meses'],
  },
  premium: {
    chave: 'premium',
    nome: 'Premium',
    titulo: 'Premium',
    centavos: 25_700,
    periodo: 'mes',
    descricao: 'Para clínicas que querem crescer com automação e várias unidades.',
    selo: 'Recomendado',
    botao: 'Escolher Premium',
    recursos: ['Tudo do plano Essencial', ...RECURSOS_EXCLUSIVOS_PREMIUM],
    destaques: [],
  },
  profissional: {
    chave: 'profissional',
    nome: 'Profissional',
    titulo: 'Profissional',
    centavos: 18_990,
    periodo: 'mes',
    descricao: 'Plano de assinantes antigos (não é mais oferecido na tela de planos).',
    selo: null,
    botao: 'Assinar',
    recursos: RECURSOS_ESSENCIAL,
    destaques: [],
  },
};

/**
 * Os cartões da tela de planos pelo status da conta: null (e qualquer valor desconhecido) mostra o
 * Essencial Novo, 'promo' o Essencial promocional, 'liga' A Liga; o Premium aparece sempre.
 * O Profissional não tem cartão.
 */
export function planosVisiveis(statusConta: string | null): ChavePlano[] {
  const primeiro: ChavePlano =
    statusConta === 'promo' ? 'essencial' : statusConta === 'liga' ? 'liga' : 'essencial_novo';
  return [primeiro, 'premium'];
}

/** O plano de um price id do provedor; um id desconhecido (ou null) não é plano nenhum. */
export function planoPorPriceId(
  precos: Readonly<Partial<Record<ChavePlano, string>>>,
  priceId: string | null | undefined,
): ChavePlano | null {
  if (!priceId) return null;
  return CHAVES_PLANO.find((c) => precos[c] === priceId) ?? null;
}

/**
 * Botão de um cartão desabilitado? Sempre enquanto carrega; com assinatura vigente, todos menos o
 * Premium (que leva ao portal para trocar de plano).
 */
export function botaoPlanoDesabilitado(
  chave: ChavePlano,
  estado: { carregando: boolean; temPlano: boolean },
): boolean {
  if (estado.carregando) return true;
  return chave !== 'premium' && estado.temPlano;
}
