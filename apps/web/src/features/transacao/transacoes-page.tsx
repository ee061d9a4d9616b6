import { MSG, type TipoTransacao, type Transacao, transacaoListaInputSchema } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { filtrosPreenchidos } from '@clinica/ui/filtros-dialog';
import { ListPage } from '@clinica/ui/list-page';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ArrowPathIcon, BanknotesIcon, ChevronDownIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { BaixaDialog } from './baixa-dialog';
import { colunasTransacao } from './colunas-transacao';
import { FILTROS_TRANSACOES, FiltrosTransacoes, TotaisFiltrados } from './filtros-transacoes';
import { TransacaoDialog } from './transacao-dialog';
import { VerTransacaoDialog } from './ver-transacao-dialog';

const M = MSG.transacoes;
const POR_PAGINA = 10;

/** /transacoes: revenues and expenses, their payments, the filtered set's totals (spec 03 §2). */
export default function TransacoesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pode = usePode();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.transacao.list.queryOptions(e), {
    esquema: transacaoListaInputSchema,
    filtros: FILTROS_TRANSACOES,
  });
  const [novo, setNovo] = useState<TipoTransacao | null>(null);
  const [baixa, setBaixa] = useState<Transacao | null>(null);
  const [vendo, setVendo] = useState<number | null>(null);
  const podeReceita = pode('FINANCEIRO_CRIAR_TRANSACAO') && pode('FINANCEIRO_CRIAR_RECEITA');
  const podeDespesa = pode('FINANCEIRO_CRIAR_TRANSACAO') && pode('FINANCEIRO_CRIAR_DESPESA');

  const adicionar = (podeReceita || podeDespesa) && (
    <Menu>
      <MenuButton className="inline-flex h-11 items-center md:h-10 gap-2 rounded-lg bg-teal-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2">
        <PlusIcon className="size-5" /> Adicionar <ChevronDownIcon className="size-4" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg focus:outline-none"
      >
        {podeDespesa && (
          <MenuItem>
            <button
              type="button"
              className="w-full rounded-md px-3 py-2 text-left text-sm data-focus:bg-slate-100"
              onClick={() => setNovo('DESPESA')}
            >
              Despesa
            </button>
          </MenuItem>
        )}
        {podeReceita && (
          <MenuItem>
            <button
              type="button"
              className="w-full rounded-md px-3 py-2 text-left text-sm data-focus:bg-slate-100"
              onClick={() => setNovo('RECEITA')}
            >
              Receita
            </button>
          </MenuItem>
        )}
      </MenuItems>
    </Menu>
  );

  return (
    <ListPage
      title="Transações"
      description="Receitas e despesas da clínica, com os pagamentos de cada uma."
      actions={
        <>
          <Button
            variant="secondary"
            icon={<ArrowPathIcon />}
            onClick={() => void queryClient.invalidateQueries(trpc.transacao.list.pathFilter())}
          >
            Atualizar
          </Button>
          {adicionar}
        </>
      }
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Buscar por ID ou paciente...' }}
      toolbar={
        <div className="space-y-4">
          <FiltrosTransacoes
            valor={{ tipo: lista.entrada.tipo, de: lista.entrada.de, ate: lista.entrada.ate }}
            onChange={(f) => lista.filtrar(filtrosPreenchidos(f))}
          />
          <TotaisFiltrados entrada={lista.entrada} />
        </div>
      }
      error={lista.falhou ? M.erroCarregar : null}
      table={{
        caption: 'Transações',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (t) => t.id,
        empty: <EmptyState icon={BanknotesIcon} title={M.vazio} />,
        pagination: { ...lista.paginacao, sufixo: 'transações' },
        columns: colunasTransacao({
          ver: setVendo,
          ...(pode('FINANCEIRO_DAR_BAIXA_RECEBER') ? { darBaixa: setBaixa } : {}),
        }),
      }}
    >
      {novo && <TransacaoDialog key={novo} tipo={novo} onFechar={() => setNovo(null)} />}
      {baixa && <BaixaDialog transacao={baixa} onFechar={() => setBaixa(null)} />}
      {vendo !== null && <VerTransacaoDialog id={vendo} onFechar={() => setVendo(null)} />}
    </ListPage>
  );
}
