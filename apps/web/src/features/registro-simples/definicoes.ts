import { type ChavePermissao, MSG } from '@clinica/contracts';
import { BuildingLibraryIcon, TagIcon } from '@heroicons/react/24/outline';

/** What differs between the simple registries' screens (spec 03 §2: banks, categories). */
export type DefinicaoTela = {
  chave: 'banco' | 'categoria';
  titulo: string;
  descricao: string;
  singular: string;
  rotuloCampo: string;
  icone: typeof TagIcon;
  permissoes: { criar: ChavePermissao; editar: ChavePermissao };
  mensagens: {
    adicionado: string;
    atualizado: string;
    excluido: string;
    erroCarregar: string;
    erroSalvar: string;
    vazio: string;
  };
};

export const TELA_BANCOS: DefinicaoTela = {
  chave: 'banco',
  titulo: 'Bancos',
  descricao: 'Contas e bancos usados nas despesas e recebimentos.',
  singular: 'banco',
  rotuloCampo: 'Nome do Banco',
  icone: BuildingLibraryIcon,
  permissoes: { criar: 'BANCOS_CRIAR', editar: 'BANCOS_EDITAR' },
  mensagens: MSG.bancos,
};

export const TELA_CATEGORIAS: DefinicaoTela = {
  chave: 'categoria',
  titulo: 'Categorias',
  descricao: 'Categorias que organizam as despesas da clínica.',
  singular: 'categoria',
  rotuloCampo: 'Nome da Categoria',
  icone: TagIcon,
  permissoes: { criar: 'CATEGORIAS_CRIAR', editar: 'CATEGORIAS_EDITAR' },
  mensagens: MSG.categorias,
};
