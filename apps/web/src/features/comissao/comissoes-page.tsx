import { type ComissaoProfissional, MSG } from '@clinica/contracts';
import { veApenasAsPropriasComissoes } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { ArrowDownTrayIcon, ChartPieIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hojeNaClinica } from '../../lib/datas-br';
import { useUsuario } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { SessoesPorProfissional } from '../pacote/sessoes-profissional';
import { colunasComissao } from './colunas-comissao';
import { LancamentosDialog } from './lancamentos-dialog';
import { SeletorMes } from './seletor-mes';
import { useExportarComissoes } from './use-exportar-comissoes';

const M = MSG.comissoes;

/**
 * /comissoes: the month's commissions per professional, from the payments of the revenues. The
 * finance staff see everyone; a professional sees the same page with only their own figures (the
 * server cuts the rows, this only words the page for them).
 */
export default function ComissoesPage() {
  const trpc = useTRPC();
  const { data: usuario } = useUsuario();
  const mesAtual = hojeNaClinica().slice(0, 7);
  const [mes, setMes] = useState(mesAtual);
  const [aberto, setAberto] = useState<ComissaoProfissional | null>(null);
  const resumo = useQuery({
    ...trpc.comissao.resumo.queryOptions({ mes }),
    placeholderData: keepPreviousData,
  });
  const csv = useExportarComissoes();
  const proprias = usuario ? veApenasAsPropriasComissoes(usuario.tipo) : false;
  const total = resumo.data?.mes === mes ? resumo.data.total : undefined;

  return (
    <ListPage
      title={proprias ? 'Minhas comissões' : 'Comissões'}
      description={
        proprias
          ? 'O que você recebe de comissão sobre os pagamentos dos seus tratamentos.'
          : 'Comissões dos profissionais sobre os pagamentos recebidos, mês a mês.'
      }
      actions={
        <Button
          variant="secondary"
          icon={<ArrowDownTrayIcon />}
          loading={csv.exportando}
          disabled={!total || total.pagamentos === 0}
          onClick={() => void csv.exportar(mes)}
        >
          Exportar CSV
        </Button>
      }
      toolbar={<SeletorMes mes={mes} onChange={setMes} atual={mesAtual} />}
      error={resumo.isError ? M.erroCarregar : null}
      table={{
        caption: 'Comissões por profissional',
        loading: resumo.isPending || resumo.isPlaceholderData,
        rows: resumo.data?.profissionais ?? [],
        rowKey: (p) => p.id,
        skeletonRows: 3,
        empty: <EmptyState icon={ChartPieIcon} title={M.vazio} description={M.vazioDescricao} />,
        columns: colunasComissao(total, setAberto),
      }}
    >
      <SessoesPorProfissional mes={mes} />
      {aberto && <LancamentosDialog mes={mes} profissional={aberto} onFechar={() => setAberto(null)} />}
    </ListPage>
  );
}
