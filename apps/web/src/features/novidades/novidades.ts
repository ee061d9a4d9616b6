/** One entry of the what's-new list (spec 01 §3: title, description, route, date). */
export type Novidade = {
  titulo: string;
  descricao: string;
  /** Where the entry's link goes: a screen of the product. */
  rota: string;
  /** ISO date (yyyy-mm-dd) the change reached the clinics. */
  data: string;
};

/**
 * The what's-new list of this version (VERSAO_APP): twelve entries about the product's own
 * features, shown newest first. Replace the oldest when a release brings news, and bump the
 * version so the dialog shows again.
 */
const ENTRADAS: Novidade[] = [
  {
    titulo: 'Instale o Clínica no celular',
    descricao:
      'Adicione o sistema à tela inicial e abra em tela cheia, como um aplicativo. Quando sai uma versão nova, o aplicativo avisa e atualiza com um toque.',
    rota: '/home',
    data: '2026-11-24',
  },
  {
    titulo: 'Tutoriais passo a passo',
    descricao:
      'Guias curtos com imagens das telas: primeiros passos da clínica, cadastro de pacientes, termos por WhatsApp, anamnese, agenda, orçamentos, estoque e permissões.',
    rota: '/tutoriais',
    data: '2026-11-23',
  },
  {
    titulo: 'Alertas de estoque no Dashboard',
    descricao:
      'Produtos abaixo do estoque mínimo e lotes vencidos ou perto do vencimento aparecem no Dashboard, com atalho para a lista de produtos.',
    rota: '/produtos',
    data: '2026-11-18',
  },
  {
    titulo: 'Dashboard com os números do mês',
    descricao:
      'Receita, despesa, saldo a receber e a pagar, gráfico dos últimos 12 meses e o resumo dos pacientes, com a escolha do mês.',
    rota: '/home',
    data: '2026-11-10',
  },
  {
    titulo: 'Comissões por profissional',
    descricao:
      'Veja quanto cada profissional tem a receber em cada mês, com os pagamentos que deram origem ao valor, e exporte em CSV.',
    rota: '/comissoes',
    data: '2026-11-03',
  },
  {
    titulo: 'Agenda com lembretes por WhatsApp',
    descricao:
      'Semana ou dia, por profissional, com cores por status. Arraste para remarcar; o paciente recebe o lembrete na véspera, no horário que a clínica escolher.',
    rota: '/agenda',
    data: '2026-10-21',
  },
  {
    titulo: 'Termos assinados no celular do paciente',
    descricao:
      'Envie o link do termo ou contrato por WhatsApp e o paciente assina com o dedo na tela. Ficam registrados a data, o IP, o aparelho e um código que comprova o conteúdo assinado.',
    rota: '/termos',
    data: '2026-10-06',
  },
  {
    titulo: 'Anamnese respondida pelo paciente',
    descricao:
      'Monte modelos com suas perguntas (texto, sim ou não, lado) e mande o link: o paciente responde e assina pelo celular, antes mesmo da consulta.',
    rota: '/modelos-anamnese',
    data: '2026-09-22',
  },
  {
    titulo: 'Orçamentos em PDF, ligados ao financeiro',
    descricao:
      'Monte o orçamento com os tratamentos e o profissional de cada item, baixe o PDF com o logo da clínica e vincule a receita ao orçamento aprovado.',
    rota: '/orcamentos',
    data: '2026-09-08',
  },
  {
    titulo: 'Financeiro com pagamentos parciais',
    descricao:
      'Receitas e despesas com vencimento, baixa em uma ou mais formas de pagamento, pagamentos parciais e os totais do período a receber e a pagar.',
    rota: '/transacoes',
    data: '2026-08-25',
  },
  {
    titulo: 'Estoque por unidade, com lotes e validade',
    descricao:
      'Entradas e saídas por unidade da clínica, com lote e data de validade, e o saldo de cada produto atualizado a cada movimentação.',
    rota: '/estoque',
    data: '2026-08-11',
  },
  {
    titulo: 'Usuários e perfis de acesso',
    descricao:
      'Cada usuário com o seu perfil de permissões. Uma mudança de permissão vale já na próxima ação, sem precisar entrar de novo.',
    rota: '/usuarios',
    data: '2026-07-28',
  },
];

/** Newest first (spec 01 §4). */
export const NOVIDADES: readonly Novidade[] = [...ENTRADAS].sort((a, b) => b.data.localeCompare(a.data));
