/** Function keys as a person reads them inside their module's panel ('PACIENTES_LISTAR' → 'Listar'). */
const ROTULOS: Record<string, string> = {
  LISTAR: 'Listar',
  CRIAR: 'Criar',
  EDITAR: 'Editar',
  DELETAR: 'Excluir',
  EXCLUIR: 'Excluir',
  MOVIMENTAR_ESTOQUE: 'Movimentar estoque',
  LISTAR_TRANSACOES: 'Listar transações',
  CRIAR_TRANSACAO: 'Criar transação',
  CRIAR_RECEITA: 'Criar receita',
  CRIAR_DESPESA: 'Criar despesa',
  DAR_BAIXA_RECEBER: 'Dar baixa / receber',
  AUDITORIA: 'Ver acessos (quem viu a ficha)',
};

const PREFIXOS = ['PRODUTOS_', 'FINANCEIRO_', 'TIPOS_PAGAMENTOS_', 'QUESTOES_ANAMNESE_', 'FICHAS_ANAMNESE_'];

export function rotuloFuncao(chave: string): string {
  const prefixo = PREFIXOS.find((p) => chave.startsWith(p));
  const acao = prefixo ? chave.slice(prefixo.length) : chave.slice(chave.indexOf('_') + 1);
  return ROTULOS[acao] ?? acao.toLowerCase().replaceAll('_', ' ');
}
