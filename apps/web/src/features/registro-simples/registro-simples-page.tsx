import type { RegistroSimples } from '@clinica/contracts';
import { AcoesLinha } from '@clinica/ui/acoes-linha';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { formatarData } from '../../lib/formatar';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import type { DefinicaoTela } from './definicoes';
import { RegistroSimplesDialog } from './registro-simples-dialog';
import { useApiRegistro } from './use-api-registro';

const POR_PAGINA = 15;

/** Banks and categories: searchable table, 15 per page, add/edit dialog, real delete. */
export function RegistroSimplesPage({ def }: { def: DefinicaoTela }) {
  const api = useApiRegistro(def);
  const pode = usePode();
  const lista = useListaPaginada(POR_PAGINA, (e) => api.list.queryOptions(e));
  const [edicao, setEdicao] = useState<{ registro: RegistroSimples | null } | null>(null);
  const exclusao = useExclusao({
    mutacao: api.remove.mutationOptions(),
    entrada: (r: RegistroSimples) => ({ id: r.id }),
    invalidar: api.pathFilter(),
    sucesso: () => def.mensagens.excluido,
    erro: def.mensagens.erroSalvar,
  });
  const novo = pode(def.permissoes.criar) ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ registro: null })}>
      Adicionar
    </Button>
  ) : null;

  return (
    <ListPage
      title={def.titulo}
      description={def.descricao}
      actions={novo}
      search={{
        onSearch: lista.buscar,
        valor: lista.q,
        placeholder: `Pesquisar ${def.titulo.toLowerCase()}...`,
      }}
      error={lista.falhou ? def.mensagens.erroCarregar : null}
      table={{
        caption: def.titulo,
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (r) => r.id,
        empty: (
          <EmptyState
            icon={def.icone}
            title={def.mensagens.vazio}
            description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
            action={lista.q ? undefined : novo}
          />
        ),
        pagination: lista.paginacao,
        columns: [
          {
            key: 'id',
            header: 'ID',
            className: 'w-20',
            render: (r) => <span className="tabular-nums text-slate-500">{r.id}</span>,
          },
          {
            key: 'nome',
            header: 'Nome',
            render: (r) => <span className="font-medium text-slate-900">{r.nome}</span>,
          },
          {
            key: 'criado',
            header: 'Criado em',
            hideOnMobile: true,
            render: (r) => formatarData(r.criado_em),
          },
          {
            key: 'acoes',
            header: <span className="sr-only">Ações</span>,
            className: 'w-28 text-right',
            render: (r) =>
              pode(def.permissoes.editar) && (
                <AcoesLinha
                  nome={r.nome}
                  onEditar={() => setEdicao({ registro: r })}
                  onExcluir={() => exclusao.pedir(r)}
                />
              ),
          },
        ],
      }}
    >
      <RegistroSimplesDialog
        def={def}
        aberto={edicao !== null}
        registro={edicao?.registro ?? null}
        onFechar={() => setEdicao(null)}
      />
      {exclusao.dialogo({
        titulo: `Excluir ${def.singular}`,
        mensagem: (r) => `Tem certeza que deseja excluir "${r.nome}"? Esta ação não pode ser desfeita.`,
      })}
    </ListPage>
  );
}
