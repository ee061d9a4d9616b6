import { MSG, type Tratamento, type TratamentoInput, tratamentoInputSchema } from '@clinica/contracts';
import { DURACOES_TRATAMENTO } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { Interruptor } from '@clinica/ui/interruptor';
import { MoneyInput } from '@clinica/ui/money-input';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';

type Props = { aberto: boolean; tratamento: Tratamento | null; onFechar: () => void };

export const rotuloDuracao = (minutos: number) => (minutos === 0 ? 'Sem duração' : `${minutos} min`);
const OPCOES_DURACAO = DURACOES_TRATAMENTO.map((m) => ({ value: String(m), label: rotuloDuracao(m) }));

const vazio: TratamentoInput = { nome: '', preco_venda: 0, preco_custo: 0, duracao: 0, status: true };

/** Create or edit a treatment: persistent (no close on outside click), prices in cents. */
export function TratamentoDialog({ aberto, tratamento, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<TratamentoInput>({
    resolver: zodResolver(tratamentoInputSchema),
    values: tratamento
      ? {
          nome: tratamento.nome,
          preco_venda: tratamento.preco_venda,
          preco_custo: tratamento.preco_custo,
          duracao: tratamento.duracao,
          status: tratamento.status,
        }
      : vazio,
  });
  const aoSalvar = (mensagem: string) => () => {
    toast.success(mensagem);
    queryClient.invalidateQueries(trpc.tratamento.pathFilter());
    onFechar();
  };
  const aoFalhar = (e: unknown) => {
    toast.error(mensagemDeErro(e, MSG.tratamentos.erroSalvar));
  };
  const criar = useMutation(
    trpc.tratamento.create.mutationOptions({
      onSuccess: aoSalvar(MSG.tratamentos.criado),
      onError: aoFalhar,
    }),
  );
  const atualizar = useMutation(
    trpc.tratamento.update.mutationOptions({
      onSuccess: aoSalvar(MSG.tratamentos.atualizado),
      onError: aoFalhar,
    }),
  );
  const salvando = criar.isPending || atualizar.isPending;
  const nomeVazio = (form.watch('nome') ?? '').trim() === '';
  const erros = form.formState.errors;

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      persistent
      maxWidth="4xl"
      title={tratamento ? 'Editar Tratamento' : 'Novo Tratamento'}
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button type="submit" form="form-tratamento" loading={salvando} disabled={nomeVazio}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="form-tratamento"
        noValidate
        className="grid gap-5 sm:grid-cols-3"
        onSubmit={form.handleSubmit((v) =>
          tratamento ? atualizar.mutate({ id: tratamento.id, ...v }) : criar.mutate(v),
        )}
      >
        <TextField
          label="Nome do tratamento"
          required
          autoFocus
          containerClassName="sm:col-span-3"
          error={erros.nome?.message}
          {...form.register('nome')}
        />
        <Controller
          control={form.control}
          name="preco_venda"
          render={({ field }) => (
            <MoneyInput
              label="Valor de venda"
              valueCents={field.value}
              onChange={(c) => field.onChange(c ?? 0)}
              onBlur={field.onBlur}
              error={erros.preco_venda?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="preco_custo"
          render={({ field }) => (
            <MoneyInput
              label="Valor de custo"
              valueCents={field.value}
              onChange={(c) => field.onChange(c ?? 0)}
              onBlur={field.onBlur}
              error={erros.preco_custo?.message}
            />
          )}
        />
        <SelectField
          label="Duração"
          options={OPCOES_DURACAO}
          error={erros.duracao?.message}
          {...form.register('duracao', { valueAsNumber: true })}
        />
        <div className="sm:col-span-3">
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Interruptor
                ligado={field.value ?? true}
                onChange={field.onChange}
                rotulo="Tratamento ativo no sistema"
              />
            )}
          />
        </div>
      </form>
    </Dialog>
  );
}
