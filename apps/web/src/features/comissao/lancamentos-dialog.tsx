import { type ComissaoProfissional, LINHAS_POR_PAGINA_COMISSAO, MSG } from '@clinica/contracts';
import { formatarCentavos, nomeDoMes } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { DataTable } from '@clinica/ui/data-table';
import { Dialog } from '@clinica/ui/dialog';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { colunasLancamento } from './colunas-lancamento';
import { useExportarComissoes } from './use-exportar-comissoes';

const M = MSG.comissoes;

type Props = { mes: string; profissional: ComissaoProfissional; onFechar: () => void };

/** A professional's commissions of the month, line by line (20 per page), and their own CSV. */
export function LancamentosDialog({ mes, profissional, onFechar }: Props) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const linhas = useQuery({
    ...trpc.comissao.detalhe.queryOptions({ mes, id_profissional: profissional.id, page }),
    placeholderData: keepPreviousData,
  });
  const csv = useExportarComissoes();

  return (
    <Dialog
      open
      onClose={onFechar}
      fullScreenOnMobile
      maxWidth="4xl"
      title={`Comissões de ${profissional.nome}`}
      description={`${nomeDoMes(mes)} · ${formatarCentavos(profissional.valor)} de comissão sobre ${formatarCentavos(profissional.base)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Fechar
          </Button>
          <Button
            icon={<ArrowDownTrayIcon />}
            loading={csv.exportando}
            onClick={() => void csv.exportar(mes, profissional.id)}
          >
            Exportar CSV
          </Button>
        </>
      }
    >
      {linhas.isError ? <p className="mb-4 text-sm text-rose-700">{M.erroCarregarLancamentos}</p> : null}
      <DataTable
        caption={`Lançamentos de ${profissional.nome}`}
        columns={colunasLancamento()}
        rows={linhas.data?.itens ?? []}
        rowKey={(l) => l.id}
        loading={linhas.isPending}
        skeletonRows={4}
        pagination={{
          page,
          pageSize: LINHAS_POR_PAGINA_COMISSAO,
          total: linhas.data?.total ?? 0,
          onPageChange: setPage,
          sufixo: 'lançamentos',
        }}
      />
    </Dialog>
  );
}
