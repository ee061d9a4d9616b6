import { type ChavePermissao, MSG } from '@clinica/contracts';

/**
 * Banks and categories behave the same (a name per clinic); one definition each drives
 * the shared repository, service, tRPC router and REST routes.
 */
export type DefinicaoRegistro = {
  tabela: 'banco' | 'categoria';
  caminhoRest: string;
  tag: string;
  permissoes: { listar: ChavePermissao; criar: ChavePermissao; editar: ChavePermissao };
  mensagens: { duplicado: string; emUso: string; naoEncontrado: string };
};

export const BANCO: DefinicaoRegistro = {
  tabela: 'banco',
  caminhoRest: '/api/bancos',
  tag: 'bancos',
  // The spec has no delete key for banks: deleting is an edit of the registry.
  permissoes: { listar: 'BANCOS_LISTAR', criar: 'BANCOS_CRIAR', editar: 'BANCOS_EDITAR' },
  mensagens: {
    duplicado: MSG.bancos.duplicado,
    emUso: MSG.bancos.emUso,
    naoEncontrado: 'Banco não encontrado.',
  },
};

export const CATEGORIA: DefinicaoRegistro = {
  tabela: 'categoria',
  caminhoRest: '/api/categorias',
  tag: 'categorias',
  permissoes: { listar: 'CATEGORIAS_LISTAR', criar: 'CATEGORIAS_CRIAR', editar: 'CATEGORIAS_EDITAR' },
  mensagens: {
    duplicado: MSG.categorias.duplicado,
    emUso: MSG.categorias.emUso,
    naoEncontrado: 'Categoria não encontrada.',
  },
};
