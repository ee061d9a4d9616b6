import { caminhoFicha, MSG, type Paciente } from '@clinica/contracts';
import { PACIENTES_POR_PAGINA } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import type { RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { PlusIcon, UsersIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { LinkTutorial } from '../ajuda/link-tutorial';
import { FiltroArquivados } from '../arquivamento/filtro-arquivados';
import { colunasPaciente } from './colunas-paciente';

type Props = { onEditar: (p: Paciente) => void; onNovo: () => void };

/** 'Lista': server search by name, e-mail, mobile or id; 15 per page; row selection. */
export function ListaPacientes({ onEditar, onNovo }: Props) {
  const trpc = useTRPC();
  const [, navegar] = useLocation();
  // 'Arquivados' (issue 19): the server lists only the archived patients.
  const [arquivados, setArquivados] = useState(false);
  const lista = useListaPaginada(PACIENTES_POR_PAGINA, (e) =>
    trpc.paciente.list.queryOptions({ ...e, ...(arquivados ? { arquivados } : {}) }),
  );
  const [selecionados, setSelecionados] = useState<Set<RowKey>>(new Set());
  const pode = usePode();
  const novo = pode('PACIENTES_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={onNovo}>
      Novo Paciente
    </Button>
  ) : null;

  return (
    // Under the page's own header and its Ficha/Lista tabs: no heading of its own.
    <ListPage
      variante="aba"
      actions={
        <>
          <FiltroArquivados
            ligado={arquivados}
            onChange={(v) => {
              setSelecionados(new Set());
              setArquivados(v);
              lista.setPage(1);
            }}
          />
          {novo}
        </>
      }
      search={{
        onSearch: lista.buscar,
        valor: lista.q,
        placeholder: 'Pesquisar por nome, e-mail, celular ou ID...',
        rotulo: 'Pesquisar pacientes',
      }}
      refresh={lista.atualizar}
      selection={{
        selecionadas: selecionados,
        onChange: setSelecionados,
        acoes: (
          <span className="text-sm text-slate-600">
            {selecionados.size === 1 ? '1 selecionado' : `${selecionados.size} selecionados`}
          </span>
        ),
      }}
      error={lista.falhou ? MSG.pacientes.erroCarregar : null}
      table={{
        caption: 'Pacientes',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (p) => p.id,
        pagination: { ...lista.paginacao, sufixo: 'pacientes' },
        empty: (
          <EmptyState
            icon={UsersIcon}
            title={arquivados ? MSG.arquivamento.vazio : MSG.pacientes.vazio}
            description={
              lista.q ? (
                'Tente ajustar a pesquisa.'
              ) : (
                <LinkTutorial guia="cadastrar-paciente">Como cadastrar um paciente</LinkTutorial>
              )
            }
            action={lista.q || arquivados ? undefined : novo}
          />
        ),
        columns: colunasPaciente({
          abrir: (p) => navegar(caminhoFicha(p.id)),
          ...(pode('PACIENTES_EDITAR') ? { editar: onEditar } : {}),
        }),
      }}
    />
  );
}
