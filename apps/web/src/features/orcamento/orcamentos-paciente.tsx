import { MSG, type OpcaoPaciente, type Orcamento } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { PlusIcon, ReceiptPercentIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { colunasOrcamento } from './colunas-orcamento';
import { OrcamentoDialog } from './orcamento-dialog';
import { usePdfOrcamento } from './use-pdf-orcamento';
import { VerOrcamentoDialog } from './ver-orcamento-dialog';

const M = MSG.orcamentos;
const POR_PAGINA = 10;

/** Record tab 'Orçamentos': the patient's budgets, with view, PDF and 'Novo Orçamento' for them. */
export function OrcamentosPaciente({ paciente }: { paciente: OpcaoPaciente }) {
  const trpc = useTRPC();
  const pode = usePode();
  const pdf = usePdfOrcamento();
  const lista = useListaPaginada(POR_PAGINA, (e) =>
    trpc.orcamento.doPaciente.queryOptions({ ...e, id_paciente: paciente.id }),
  );
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
      variante="aba"
      title="Orçamentos"
      actions={novo('Novo Orçamento')}
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Status, valor ou data...' }}
      error={lista.falhou ? M.erroBuscarDoPaciente : null}
      table={{
        caption: 'Orçamentos do paciente',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (o) => o.id,
        empty: (
          <EmptyState
            icon={ReceiptPercentIcon}
            title={M.vazio}
            description={lista.q ? M.vazioBusca : M.vazioComece}
            action={lista.q ? undefined : novo(M.criarPrimeiro)}
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
      {criando && <OrcamentoDialog paciente={paciente} onFechar={() => setCriando(false)} />}
      {vendo !== null && <VerOrcamentoDialog id={vendo} onFechar={() => setVendo(null)} />}
      {exclusao.dialogo({ titulo: M.confirmarExclusaoTitulo, mensagem: () => M.confirmarExclusao })}
    </ListPage>
  );
}
