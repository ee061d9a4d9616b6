import { MSG, type Perfil } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import type { RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { toast } from '@clinica/ui/toast';
import { PlusIcon, ShieldCheckIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { colunasPerfil } from './colunas-perfil';
import { PerfilDialog } from './perfil-dialog';

const POR_PAGINA = 15;

/** /perfis (ADM): access profiles with search, selection, edit and (bulk) delete. */
export default function PerfisPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.perfil.list.queryOptions(e));
  const [selecionados, setSelecionados] = useState<Set<RowKey>>(new Set());
  const [edicao, setEdicao] = useState<{ perfil: Perfil | null } | null>(null);
  const [exclusao, setExclusao] = useState<number[] | null>(null);
  const excluir = useMutation(
    trpc.perfil.removeMany.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.perfis.excluido);
        queryClient.invalidateQueries(trpc.perfil.pathFilter());
        setSelecionados(new Set());
        setExclusao(null);
      },
      onError: (e) => {
        const f = lerFalha(e);
        toast.error(f.tipo === 'resposta' && f.status === 409 ? f.mensagem : MSG.perfis.erroExcluir);
        setExclusao(null);
      },
    }),
  );
  const novo = (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ perfil: null })}>
      Novo Perfil
    </Button>
  );

  return (
    <ListPage
      title="Perfis de acesso"
      description="Defina o que cada grupo de usuários pode fazer."
      actions={novo}
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Pesquisar perfis...' }}
      selection={{
        selecionadas: selecionados,
        onChange: setSelecionados,
        acoes: (
          <Button
            variant="danger"
            icon={<TrashIcon />}
            onClick={() => setExclusao([...selecionados].map(Number))}
          >
            Excluir selecionados ({selecionados.size})
          </Button>
        ),
      }}
      error={lista.falhou ? MSG.perfis.erroCarregar : null}
      table={{
        caption: 'Perfis',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (p) => p.id,
        pagination: lista.paginacao,
        empty: (
          <EmptyState icon={ShieldCheckIcon} title={MSG.perfis.vazio} action={lista.q ? undefined : novo} />
        ),
        columns: colunasPerfil({
          editar: (p) => setEdicao({ perfil: p }),
          excluir: (p) => setExclusao([p.id]),
        }),
      }}
    >
      <PerfilDialog
        aberto={edicao !== null}
        perfil={edicao?.perfil ?? null}
        onFechar={() => setEdicao(null)}
      />
      <ConfirmDialog
        open={exclusao !== null}
        title={exclusao && exclusao.length > 1 ? `Excluir ${exclusao.length} perfis` : 'Excluir perfil'}
        message="Tem certeza? Perfis em uso por usuários não podem ser excluídos. Esta ação não pode ser desfeita."
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ ids: exclusao })}
        onCancel={() => setExclusao(null)}
      />
    </ListPage>
  );
}
