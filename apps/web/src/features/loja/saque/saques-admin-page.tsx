import { listaInputSchema, MSG, type SaqueAdmin, saquesAdminInputSchema } from '@clinica/contracts';
import { formatarCentavos, ROTULO_STATUS_SAQUE, STATUS_SAQUE } from '@clinica/domain';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { EmptyState } from '@clinica/ui/empty-state';
import type { FiltroDeclarado } from '@clinica/ui/filtros-dialog';
import { ListPage } from '@clinica/ui/list-page';
import { SelectField } from '@clinica/ui/select-field';
import { BanknotesIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { colunasSaqueAdmin } from './colunas-saque-admin';
import { useDecidirSaque } from './use-decidir-saque';

const M = MSG.saques;
const POR_PAGINA = 15;
const STATUS = STATUS_SAQUE.map((s) => ({ valor: s, rotulo: ROTULO_STATUS_SAQUE[s] }));
/** The status, kept in the address; chosen in its select above the table, as it always was. */
const FILTROS: FiltroDeclarado[] = [{ tipo: 'escolha', chave: 'status', rotulo: 'Status', opcoes: STATUS }];
const ESQUEMA = saquesAdminInputSchema.extend({ q: listaInputSchema.shape.q });

/** /adm/withdraws: the operator approves or refuses pending requests, after a confirm (spec 03 §4). */
export default function SaquesAdminPage() {
  const trpc = useTRPC();
  const lista = useListaPaginada(
    POR_PAGINA,
    ({ page, limit, status }) =>
      trpc.loja.carteira.listarSaquesAdmin.queryOptions({ page, limit, ...(status ? { status } : {}) }),
    { esquema: ESQUEMA, filtros: FILTROS },
  );
  const [decisao, setDecisao] = useState<{ saque: SaqueAdmin; status: 'approved' | 'refused' } | null>(null);
  const decidir = useDecidirSaque(() => setDecisao(null));
  const aprovar = decisao?.status === 'approved';
  return (
    <ListPage
      title="Solicitações de saque"
      description="Aprove ou recuse os saques pedidos pelas lojas."
      seletor={
        <SelectField
          label="Status"
          containerClassName="w-full sm:max-w-xs"
          value={String(lista.filtros.status ?? '')}
          options={[
            { value: '', label: 'Todos' },
            ...STATUS.map((s) => ({ value: s.valor, label: s.rotulo })),
          ]}
          onChange={(e) => lista.filtrar(e.target.value ? { status: e.target.value } : {})}
        />
      }
      table={{
        caption: 'Solicitações de saque',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (r) => r.id_withdraw_request,
        empty: <EmptyState icon={BanknotesIcon} title={M.vazio} />,
        pagination: lista.paginacao,
        columns: colunasSaqueAdmin({ decidir: (saque, s) => setDecisao({ saque, status: s }) }),
      }}
    >
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
    </ListPage>
  );
}
