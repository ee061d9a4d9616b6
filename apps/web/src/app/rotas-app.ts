import { type CaminhoTelaClinica, type TelaClinica, telaClinicaDoCaminho } from '@clinica/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type RotaApp = TelaClinica & { pagina: LazyExoticComponent<ComponentType> };

/**
 * The clinic area's pages, one chunk each. Path, title, permission and gate are the screen
 * catalogue's (contracts/telas.ts); a screen there without a page here does not compile.
 */
const PAGINAS: Record<CaminhoTelaClinica, LazyExoticComponent<ComponentType>> = {
  '/home': lazy(() => import('../features/home/home-page')),
  '/pacientes': lazy(() => import('../features/paciente/pacientes-page')),
  '/agenda': lazy(() => import('../features/agenda/agenda-page')),
  '/retornos': lazy(() => import('../features/mensagem/retornos-page')),
  '/perfis': lazy(() => import('../features/perfil/perfis-page')),
  '/usuarios': lazy(() => import('../features/usuario/usuarios-page')),
  '/produtos': lazy(() => import('../features/estoque/produtos-page')),
  '/estoque': lazy(() => import('../features/estoque/movimentacoes-page')),
  '/orcamentos': lazy(() => import('../features/orcamento/orcamentos-page')),
  '/transacoes': lazy(() => import('../features/transacao/transacoes-page')),
  '/comissoes': lazy(() => import('../features/comissao/comissoes-page')),
  '/tratamentos': lazy(() => import('../features/tratamento/tratamentos-page')),
  '/bancos': lazy(() => import('../features/registro-simples/bancos-page')),
  '/categorias': lazy(() => import('../features/registro-simples/categorias-page')),
  '/pagamentos': lazy(() => import('../features/tipo-pagamento/tipos-pagamento-page')),
  '/termos': lazy(() => import('../features/termo/termos-page')),
  '/questoes-anamnese': lazy(() => import('../features/questao-anamnese/questoes-page')),
  '/modelos-anamnese': lazy(() => import('../features/modelo-anamnese/modelos-page')),
  '/fotos': lazy(() => import('../features/foto/fotos-page')),
  '/unidades': lazy(() => import('../features/unidade/unidades-page')),
  '/planos': lazy(() => import('../features/cobranca/planos-page')),
  '/conta': lazy(() => import('../features/conta/conta-page')),
  '/conta/importar': lazy(() => import('../features/importacao/importacao-page')),
  '/tutoriais': lazy(() => import('../features/ajuda/tutoriais-page')),
  '/help': lazy(() => import('../features/ajuda/ajuda-page')),
};

/** The route of a path: the exact one, or the page that owns the paths below it. */
export const rotaDoCaminho = (local: string): RotaApp | undefined => {
  const tela = telaClinicaDoCaminho(local);
  return tela && { ...tela, pagina: PAGINAS[tela.caminho] };
};
