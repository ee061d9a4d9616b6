import { caminhoFicha, MSG, type Paciente } from '@clinica/contracts';
import { formatarDataBr, formatarTelefone, PACIENTES_POR_PAGINA } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { DataTable, type RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { SearchBox } from '@clinica/ui/search-box';
import { ArrowPathIcon, EyeIcon, PencilSquareIcon, PlusIcon, UsersIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatarData } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { usePode } from '../../lib/use-pode';
import { LinkTutorial } from '../ajuda/link-tutorial';
import { ArquivarPaciente } from '../arquivamento/arquivar-paciente';
import { FiltroArquivados } from '../arquivamento/filtro-arquivados';

type Props = { onEditar: (p: Paciente) => void; onNovo: () => void };

/** 'Lista': server search by name, e-mail, mobile or id; 15 per page; row selection. */
export function ListaPacientes({ onEditar, onNovo }: Props) {
  const trpc = useTRPC();
  const [, navegar] = useLocation();
  const lista = useLista(PACIENTES_POR_PAGINA);
  // 'Arquivados' (issue 19): the server lists only the archived patients.
  const [arquivados, setArquivados] = useState(false);
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    ...trpc.paciente.list.queryOptions({ ...lista.entrada, ...(arquivados ? { arquivados } : {}) }),
    placeholderData: keepPreviousData,
  });
  const [selecionados, setSelecionados] = useState<Set<RowKey>>(new Set());
  const pode = usePode();
  const novo = pode('PACIENTES_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={onNovo}>
      Novo Paciente
    </Button>
  ) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          className="w-full sm:max-w-md"
          label="Pesquisar pacientes"
          placeholder="Pesquisar por nome, e-mail, celular ou ID..."
          onSearch={(q) => {
            setSelecionados(new Set());
            lista.buscar(q);
          }}
        />
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <FiltroArquivados
            ligado={arquivados}
            onChange={(v) => {
              setSelecionados(new Set());
              setArquivados(v);
              lista.setPage(1);
            }}
          />
          {selecionados.size > 0 && (
            <span className="text-sm text-slate-600">
              {selecionados.size === 1 ? '1 selecionado' : `${selecionados.size} selecionados`}
            </span>
          )}
          <Button
            variant="secondary"
            icon={<ArrowPathIcon />}
            loading={isFetching && !isPending}
            onClick={() => refetch()}
          >
            Atualizar
          </Button>
          {novo}
        </div>
      </div>
      {isError && <p className="text-sm text-rose-700">{MSG.pacientes.erroCarregar}</p>}
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Pacientes"
          loading={isPending}
          rows={data?.itens ?? []}
          rowKey={(p) => p.id}
          selectable
          selected={selecionados}
          onSelectedChange={setSelecionados}
          empty={
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
          }
          pagination={{
            page: lista.page,
            pageSize: PACIENTES_POR_PAGINA,
            total: data?.total ?? 0,
            onPageChange: lista.setPage,
            sufixo: 'pacientes',
          }}
          columns={[
            {
              key: 'id',
              header: 'ID',
              className: 'w-16',
              hideOnMobile: true,
              render: (p) => <span className="tabular-nums text-slate-500">{p.id}</span>,
            },
            {
              key: 'nome',
              header: 'Nome',
              render: (p) => (
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{p.nome}</p>
                  {p.email && <p className="truncate text-xs text-slate-500">{p.email}</p>}
                  <p className="truncate text-xs text-slate-500 tabular-nums sm:hidden">
                    {formatarTelefone(p.celular, p.ddi)}
                  </p>
                </div>
              ),
            },
            {
              key: 'celular',
              header: 'Celular',
              hideOnMobile: true,
              render: (p) => (
                <span className="tabular-nums whitespace-nowrap">{formatarTelefone(p.celular, p.ddi)}</span>
              ),
            },
            {
              key: 'nascimento',
              header: 'Nascimento',
              hideOnMobile: true,
              render: (p) => <span className="tabular-nums">{formatarDataBr(p.nascimento)}</span>,
            },
            {
              key: 'criado',
              header: 'Criado em',
              hideOnMobile: true,
              render: (p) => <span className="tabular-nums">{formatarData(p.criado_em)}</span>,
            },
            {
              key: 'acoes',
              header: <span className="sr-only">Ações</span>,
              className: 'w-32 text-right',
              render: (p) => (
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Abrir ficha de ${p.nome}`}
                    icon={<EyeIcon />}
                    onClick={() => navegar(caminhoFicha(p.id))}
                  />
                  <ArquivarPaciente paciente={p} compacto />
                  {!p.arquivado_em && pode('PACIENTES_EDITAR') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Editar ${p.nome}`}
                      icon={<PencilSquareIcon />}
                      onClick={() => onEditar(p)}
                    />
                  )}
                </div>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
