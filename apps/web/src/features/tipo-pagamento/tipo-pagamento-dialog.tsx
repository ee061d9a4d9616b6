import {
  campoOpcao,
  MSG,
  TIPOS_PAGAMENTO,
  type TipoPagamento,
  type TipoPagamentoDados,
  tipoPagamentoInputSchema,
} from '@clinica/contracts';
import { formatarTaxa } from '@clinica/domain';
import { CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

type Props = { aberto: boolean; tipoPagamento: TipoPagamento | null; onFechar: () => void };

const OPCOES_TIPO = Object.entries(TIPOS_PAGAMENTO).map(([value, label]) => ({ value, label }));

/** The contract's payment type; the select holds text, the rate stays text so '2,5' can be typed. */
const tipoPagamentoForm = tipoPagamentoInputSchema.extend({
  tipo: campoOpcao(tipoPagamentoInputSchema.shape.tipo),
});

/** Add or edit a payment type: Título, Tipo (Receita/Despesa), commission rate in %. */
export function TipoPagamentoDialog({ aberto, tipoPagamento: atual, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm({
    resolver: zodResolver(tipoPagamentoForm),
    values: atual
      ? { nome: atual.nome, tipo: atual.tipo, taxa: formatarTaxa(atual.taxa) }
      : { nome: '', tipo: '', taxa: '' },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: TipoPagamentoDados) =>
      atual
        ? cliente.tipoPagamento.update.mutate({ id: atual.id, ...dados })
        : cliente.tipoPagamento.create.mutate(dados),
    sucesso: atual ? MSG.tiposPagamento.atualizado : MSG.tiposPagamento.adicionado,
    erro: MSG.tiposPagamento.erroSalvar,
    invalidar: [trpc.tipoPagamento.pathFilter()],
    onFechar,
  });
  const [nome, tipo, taxa] = useWatch({ control: form.control, name: ['nome', 'tipo', 'taxa'] });
  const incompleto = !nome?.trim() || !tipo || !String(taxa ?? '').trim();

  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      maxWidth="lg"
      title={atual ? 'Editar tipo de pagamento' : 'Adicionar tipo de pagamento'}
      form={form}
      onSubmit={salvar.enviar}
      salvarDesabilitado={incompleto}
      className="grid gap-4"
    >
      <CampoTexto form={form} nome="nome" label="Título" required autoFocus />
      <CampoSelecao
        form={form}
        nome="tipo"
        label="Tipo"
        required
        placeholder="Selecione o tipo"
        options={OPCOES_TIPO}
      />
      <CampoTexto
        form={form}
        nome="taxa"
        label="Taxa Comissões dos Profissionais (%)"
        required
        inputMode="decimal"
        placeholder="0,00"
        hint="Use vírgula para os decimais, por exemplo 2,5."
      />
    </FormDialog>
  );
}
