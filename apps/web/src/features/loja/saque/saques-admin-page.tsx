import { MSG, type SaqueAdmin } from '@clinica/contracts';
import { formatarCentavos, ROTULO_STATUS_SAQUE, STATUS_SAQUE, type StatusSaque } from '@clinica/domain';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { SelectField } from '@clinica/ui/select-field';
import { toast } from '@clinica/ui/toast';
import { BanknotesIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../../lib/erros';
import { useTRPC } from '../../../lib/trpc';
import { SaquesAdminTabela } from './saques-admin-tabela';

const M = MSG.saques;
const POR_PAGINA = 15;

/** /adm/withdraws: the operator approves or refuses pending requests, after a confirm (spec 03 §4). */
export default function SaquesAdminPage() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StatusSaque | ''>('');
  const [decisao, setDecisao] = useState<{ saque: SaqueAdmin; status: 'approved' | 'refused' } | null>(null);
  const lista = useQuery({
    ...trpc.loja.carteira.listarSaquesAdmin.queryOptions({
      page,
      limit: POR_PAGINA,
      ...(status ? { status } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const decidir = useMutation(
    trpc.loja.carteira.decidirSaque.mutationOptions({
      onSuccess: (s) => {
        toast.success(s.status === 'approved' ? M.aprovado : M.recusado);
        setDecisao(null);
        void qc.invalidateQueries(trpc.loja.carteira.pathFilter());
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, M.erroDecidir));
        setDecisao(null);
        void qc.invalidateQueries(trpc.loja.carteira.listarSaquesAdmin.pathFilter());
      },
    }),
  );
  const aprovar = decisao?.status === 'approved';
  return (
    <div className="space-y-6">
      <PageHeader
        title="Solicitações de saque"
        description="Aprove ou recuse os saques pedidos pelas lojas."
      />
      <SelectField
        label="Status"
        containerClassName="sm:max-w-xs"
        value={status}
        options={[
          { value: '', label: 'Todos' },
          ...STATUS_SAQUE.map((s) => ({ value: s, label: ROTULO_STATUS_SAQUE[s] })),
        ]}
        onChange={(e) => {
          setStatus(e.target.value as StatusSaque | '');
          setPage(1);
        }}
      />
      <SaquesAdminTabela
        linhas={lista.data?.itens ?? []}
        carregando={lista.isPending}
        onDecidir={(saque, s) => setDecisao({ saque, status: s })}
        paginacao={{ page, pageSize: POR_PAGINA, total: lista.data?.total ?? 0, onPageChange: setPage }}
        vazio={<EmptyState icon={BanknotesIcon} title={M.vazio} />}
      />
      <ConfirmDialog
        open={decisao !== null}
        title={aprovar ? 'Aprovar saque' : 'Recusar saque'}
        message={
          decisao ? (
            <>
              {aprovar ? M.confirmarAprovar : M.confirmarRecusar}
              <br />
              <strong>
                {decisao.saque.Loja}: {formatarCentavos(decisao.saque.Valor_Solicitado)}
              </strong>
            </>
          ) : null
        }
        confirmLabel={aprovar ? 'Aprovar' : 'Recusar'}
        tone={aprovar ? 'primary' : 'danger'}
        loading={decidir.isPending}
        onCancel={() => setDecisao(null)}
        onConfirm={() =>
          decisao && decidir.mutate({ id: decisao.saque.id_withdraw_request, status: decisao.status })
        }
      />
    </div>
  );
}
