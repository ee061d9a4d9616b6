import { MSG, type Orcamento } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { ArrowPathIcon, PlusIcon, ReceiptPercentIcon } from '@heroicons/react/24/outline';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { LinkTutorial } from '../ajuda/link-tutorial';
import { colunasOrcamento } from './colunas-orcamento';
import { OrcamentoDialog } from './orcamento-dialog';
import { usePdfOrcamento } from './use-pdf-orcamento';
import { VerOrcamentoDialog } from './ver-orcamento-dialog';

const M = MSG.orcamentos;
const POR_PAGINA = 10;

/** /orcamentos: every budget of the clinic, searched and paginated on the server. */
export default function OrcamentosPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pode = usePode();
  const pdf = usePdfOrcamento();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.orcamento.list.queryOptions(e));
  const [criando, setCriando] = useState(false);
  const [vendo, setVendo] = useState<number | null>(null);
  const exclusao = useExclusao({
    mutacao: trpc.orcamento.remove.mutationOptions(),
    entrada: (o: Orcamento) => ({ id: o.id }),
    invalidar: trpc.orcamento.pathFilter(),
    sucesso: () => M.excluido,
    erro: M.erroExcluir,
    fecharNoErro: true,
  });
  const novo = (rotulo: string) =>
    pode('ORCAMENTOS_CRIAR') ? (
      <Button icon={<PlusIcon />} onClick={() => setCriando(true)}>
        {rotulo}
      </Button>
    ) : null;

  return (
    <ListPage
      title="Orçamentos"
      description="Propostas de tratamento enviadas aos pacientes."
      actions={
        <>
          <Button
            variant="secondary"
            icon={<ArrowPathIcon />}
            onClick={() => void queryClient.invalidateQueries(trpc.orcamento.list.pathFilter())}
          >
            Atualizar
          </Button>
          {novo('Novo Orçamento')}
        </>
      }
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Paciente, status, valor ou data...' }}
      error={lista.falhou ? M.erroCarregar : null}
      table={{
        caption: 'Orçamentos',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (o) => o.id,
        empty: lista.q ? (
          <EmptyState icon={ReceiptPercentIcon} title={M.vazio} description={M.vazioBusca} />
        ) : (
          <EmptyState
            icon={ReceiptPercentIcon}
            title={M.vazio}
            description={
              <>
                {M.vazioComece}
                <br />
                <LinkTutorial guia="orcamento-financeiro">Do orçamento ao financeiro</LinkTutorial>
              </>
            }
            action={novo(M.criarPrimeiro)}
          />
        ),
        pagination: { ...lista.paginacao, sufixo: 'orçamentos' },
        columns: colunasOrcamento({
          ver: (o) => setVendo(o.id),
          pdf: (o) => void pdf.salvar(o),
          ...(pode('ORCAMENTOS_EXCLUIR') ? { excluir: exclusao.pedir } : {}),
        }),
      }}
    >
      {criando && <OrcamentoDialog onFechar={() => setCriando(false)} />}
      {vendo !== null && <VerOrcamentoDialog id={vendo} onFechar={() => setVendo(null)} />}
      {exclusao.dialogo({ titulo: M.confirmarExclusaoTitulo, mensagem: () => M.confirmarExclusao })}
    </ListPage>
  );
}
