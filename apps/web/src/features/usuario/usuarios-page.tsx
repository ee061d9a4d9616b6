import { MSG, type Usuario } from '@clinica/contracts';
import { type RequisitoAcesso, temPermissao } from '@clinica/domain';
import { Button, buttonClasses } from '@clinica/ui/button';
import type { RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { toast } from '@clinica/ui/toast';
import { BuildingOfficeIcon, PlusIcon, TrashIcon, UsersIcon } from '@heroicons/react/24/outline';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'wouter';
import { useUsuario } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { colunasUsuario } from './colunas-usuario';
import { ConfirmacoesUsuario, type Exclusao } from './confirmacoes-usuario';
import { UnidadesUsuarioDialog } from './unidades-usuario-dialog';
import { UsuarioDialog } from './usuario-dialog';
import { ENTRADA_OPCOES } from './usuario-form';

const POR_PAGINA = 15;

/** /usuarios: search, 15 per page, selection and bulk delete, create/edit, status, units. */
export default function UsuariosPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: eu } = useUsuario();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.usuario.list.queryOptions(e));
  const [selecionados, setSelecionados] = useState<Set<RowKey>>(new Set());
  const [edicao, setEdicao] = useState<{ usuario: Usuario | null } | null>(null);
  const [status, setStatus] = useState<Usuario | null>(null);
  const [unidades, setUnidades] = useState<Usuario | null>(null);
  const [exclusao, setExclusao] = useState<Exclusao | null>(null);
  const [abrindo, setAbrindo] = useState(false);

  const pode = (p: RequisitoAcesso) => (eu ? temPermissao(eu, p) : false);
  const ehAdm = pode('ADM');
  const podeEditar = pode('USUARIOS_EDITAR');

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
    <ListPage
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
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Pesquisar usuários...' }}
      {...(podeEditar
        ? {
            selection: {
              selecionadas: selecionados,
              onChange: setSelecionados,
              acoes: (
                <Button
                  variant="danger"
                  icon={<TrashIcon />}
                  onClick={() => setExclusao({ ids: [...selecionados].map(Number), nome: null })}
                >
                  Excluir selecionados ({selecionados.size})
                </Button>
              ),
            },
          }
        : {})}
      error={lista.falhou ? MSG.usuarios.erroCarregar : null}
      table={{
        caption: 'Usuários',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (u) => u.id,
        pagination: lista.paginacao,
        empty: (
          <EmptyState
            icon={UsersIcon}
            title={MSG.usuarios.vazio}
            description={lista.q ? 'Tente ajustar a pesquisa.' : undefined}
            action={lista.q ? undefined : novo}
          />
        ),
        columns: colunasUsuario({
          podeEditar,
          onEditar: (u) => setEdicao({ usuario: u }),
          onAlternarStatus: setStatus,
          onUnidades: setUnidades,
          onExcluir: (u) => setExclusao({ ids: [u.id], nome: u.nome }),
        }),
      }}
    >
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
    </ListPage>
  );
}
