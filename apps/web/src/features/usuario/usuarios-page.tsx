import { MSG, type Usuario } from '@clinica/contracts';
import { type RequisitoAcesso, temPermissao } from '@clinica/domain';
import { Button, buttonClasses } from '@clinica/ui/button';
import type { RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SearchBox } from '@clinica/ui/search-box';
import { toast } from '@clinica/ui/toast';
import { BuildingOfficeIcon, PlusIcon, TrashIcon, UsersIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'wouter';
import { useUsuario } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { ConfirmacoesUsuario, type Exclusao } from './confirmacoes-usuario';
import { UnidadesUsuarioDialog } from './unidades-usuario-dialog';
import { UsuarioDialog } from './usuario-dialog';
import { ENTRADA_OPCOES } from './usuario-form';
import { UsuariosTabela } from './usuarios-tabela';

const POR_PAGINA = 15;

/** /usuarios: search, 15 per page, selection and bulk delete, create/edit, status, units. */
export default function UsuariosPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: eu } = useUsuario();
  const lista = useLista(POR_PAGINA);
  const { data, isPending, isError } = useQuery({
    ...trpc.usuario.list.queryOptions(lista.entrada),
    placeholderData: keepPreviousData,
  });
  const [selecionados, setSelecionados] = useState<Set<RowKey>>(new Set());
  const [edicao, setEdicao] = useState<{ usuario: Usuario | null } | null>(null);
  const [status, setStatus] = useState<Usuario | null>(null);
  const [unidades, setUnidades] = useState<Usuario | null>(null);
  const [exclusao, setExclusao] = useState<Exclusao | null>(null);
  const [abrindo, setAbrindo] = useState(false);

  const pode = (p: RequisitoAcesso) => (eu ? temPermissao(eu, p) : false);
  const ehAdm = pode('ADM');
  // Selection belongs to the page on screen: a new page or search starts empty.
  const limpar = () => setSelecionados(new Set());

  /** A user needs a profile: with none, say so instead of opening an impossible form. */
  async function abrirNovo() {
    setAbrindo(true);
    try {
      const perfis = await queryClient.fetchQuery(trpc.perfil.list.queryOptions(ENTRADA_OPCOES));
      if (perfis.total === 0) toast.warning(MSG.usuarios.semPerfil);
      else setEdicao({ usuario: null });
    } catch {
      toast.error(MSG.usuarios.erroPerfis);
    } finally {
      setAbrindo(false);
    }
  }

  const novo = pode('USUARIOS_CRIAR') ? (
    <Button icon={<PlusIcon />} loading={abrindo} onClick={abrirNovo}>
      Novo Usuário
    </Button>
  ) : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Usuários"
        description="Quem acessa o sistema da clínica, com a sua função e o seu perfil de acesso."
        actions={
          <>
            {ehAdm && (
              <Link href="/unidades" className={clsx(buttonClasses('secondary'), 'px-4')}>
                <BuildingOfficeIcon className="size-5" aria-hidden="true" />
                Unidades
              </Link>
            )}
            {novo}
          </>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          className="sm:max-w-sm sm:flex-1"
          onSearch={(q) => {
            lista.buscar(q);
            limpar();
          }}
          placeholder="Pesquisar usuários..."
        />
        {selecionados.size > 0 && (
          <Button
            variant="danger"
            icon={<TrashIcon />}
            onClick={() => setExclusao({ ids: [...selecionados].map(Number), nome: null })}
          >
            Excluir selecionados ({selecionados.size})
          </Button>
        )}
      </div>
      {isError && <p className="text-sm text-rose-700">{MSG.usuarios.erroCarregar}</p>}
      <UsuariosTabela
        linhas={data?.itens ?? []}
        carregando={isPending}
        podeEditar={pode('USUARIOS_EDITAR')}
        selecionados={selecionados}
        onSelecionar={setSelecionados}
        onEditar={(u) => setEdicao({ usuario: u })}
        onAlternarStatus={setStatus}
        onUnidades={setUnidades}
        onExcluir={(u) => setExclusao({ ids: [u.id], nome: u.nome })}
        paginacao={{
          page: lista.page,
          pageSize: POR_PAGINA,
          total: data?.total ?? 0,
          onPageChange: (p) => {
            lista.setPage(p);
            limpar();
          },
        }}
        vazio={
          <EmptyState
            icon={UsersIcon}
            title={MSG.usuarios.vazio}
            description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
            action={lista.q ? undefined : novo}
          />
        }
      />
      <UsuarioDialog
        aberto={edicao !== null}
        usuario={edicao?.usuario ?? null}
        escolheUnidades={ehAdm}
        onFechar={() => setEdicao(null)}
      />
      <UnidadesUsuarioDialog usuario={unidades} onFechar={() => setUnidades(null)} />
      <ConfirmacoesUsuario
        status={status}
        exclusao={exclusao}
        onExcluidos={(ids) => setSelecionados((s) => new Set([...s].filter((k) => !ids.includes(Number(k)))))}
        onFechar={() => {
          setStatus(null);
          setExclusao(null);
        }}
      />
    </div>
  );
}
