import {
  MSG,
  TIPOS_PAGAMENTO,
  type TipoPagamento,
  type TipoPagamentoDados,
  tipoPagamentoInputSchema,
} from '@clinica/contracts';
import { formatarTaxa } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

type Props = { aberto: boolean; tipoPagamento: TipoPagamento | null; onFechar: () => void };
/** What the user types: the rate stays text so '2,5' can be typed with a comma. */
type Formulario = { nome: string; tipo: string; taxa: string };

const OPCOES_TIPO = Object.entries(TIPOS_PAGAMENTO).map(([value, label]) => ({ value, label }));

/** Add or edit a payment type: Título, Tipo (Receita/Despesa), commission rate in %. */
export function TipoPagamentoDialog({ aberto, tipoPagamento: atual, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Formulario>({
    values: atual
      ? { nome: atual.nome, tipo: atual.tipo, taxa: formatarTaxa(atual.taxa) }
      : { nome: '', tipo: '', taxa: '' },
  });
  const aoSalvar = (mensagem: string) => () => {
    toast.success(mensagem);
    queryClient.invalidateQueries(trpc.tipoPagamento.pathFilter());
    onFechar();
  };
  const aoFalhar = (e: unknown) => {
    toast.error(mensagemDeErro(e, MSG.tiposPagamento.erroSalvar));
  };
  const criar = useMutation(
    trpc.tipoPagamento.create.mutationOptions({
      onSuccess: aoSalvar(MSG.tiposPagamento.adicionado),
      onError: aoFalhar,
    }),
  );
  const atualizar = useMutation(
    trpc.tipoPagamento.update.mutationOptions({
      onSuccess: aoSalvar(MSG.tiposPagamento.atualizado),
      onError: aoFalhar,
    }),
  );
  const salvando = criar.isPending || atualizar.isPending;
  const [nome, tipo, taxa] = form.watch(['nome', 'tipo', 'taxa']);
  const incompleto = !nome?.trim() || !tipo || !taxa?.trim();
  const erros = form.formState.errors;

  function enviar(v: Formulario) {
    const r = tipoPagamentoInputSchema.safeParse(v);
    if (!r.success) {
      for (const issue of r.error.issues) {
        const campo = issue.path[0] as keyof Formulario;
        form.setError(campo, { message: issue.message });
      }
      return;
    }
    const dados: TipoPagamentoDados = r.data;
    if (atual) atualizar.mutate({ id: atual.id, ...dados });
    else criar.mutate(dados);
  }

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      persistent={salvando}
      maxWidth="lg"
      title={atual ? 'Editar tipo de pagamento' : 'Adicionar tipo de pagamento'}
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button type="submit" form="form-tipo-pagamento" loading={salvando} disabled={incompleto}>
            Salvar
          </Button>
        </>
      }
    >
      <form id="form-tipo-pagamento" noValidate className="grid gap-4" onSubmit={form.handleSubmit(enviar)}>
        <TextField label="Título" required autoFocus error={erros.nome?.message} {...form.register('nome')} />
        <SelectField
          label="Tipo"
          required
          placeholder="Selecione o tipo"
          options={OPCOES_TIPO}
          error={erros.tipo?.message}
          {...form.register('tipo')}
        />
        <TextField
          label="Taxa Comissões dos Profissionais (%)"
          required
          inputMode="decimal"
          placeholder="0,00"
          hint="Use vírgula para os decimais, por exemplo 2,5."
          error={erros.taxa?.message}
          {...form.register('taxa')}
        />
      </form>
    </Dialog>
  );
}
