import { MSG, type Tratamento, type TratamentoInput, tratamentoInputSchema } from '@clinica/contracts';
import { DURACOES_TRATAMENTO } from '@clinica/domain';
import { CampoDinheiro, CampoInterruptor, CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

type Props = { aberto: boolean; tratamento: Tratamento | null; onFechar: () => void };

export const rotuloDuracao = (minutos: number) => (minutos === 0 ? 'Sem duração' : `${minutos} min`);
const OPCOES_DURACAO = DURACOES_TRATAMENTO.map((m) => ({ value: String(m), label: rotuloDuracao(m) }));

/** 'Retorno em N dias' (issue 35): the usual intervals; a value set by the API stays offered. */
const RETORNOS = [7, 15, 30, 60, 90, 120, 180, 365];
const opcoesRetorno = (atual: number | null | undefined) =>
  [...new Set([...RETORNOS, ...(atual ? [atual] : [])])]
    .sort((a, b) => a - b)
    .map((d) => ({ value: String(d), label: `Retorno em ${d} dias` }));

const vazio: TratamentoInput = {
  nome: '',
  preco_venda: 0,
  preco_custo: 0,
  duracao: 0,
  status: true,
  retorno_dias: null,
};

/** Create or edit a treatment: persistent (no close on outside click), prices in cents. */
export function TratamentoDialog({ aberto, tratamento, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm({
    resolver: zodResolver(tratamentoInputSchema),
    values: tratamento
      ? {
          nome: tratamento.nome,
          preco_venda: tratamento.preco_venda,
          preco_custo: tratamento.preco_custo,
          duracao: tratamento.duracao,
          status: tratamento.status,
          retorno_dias: tratamento.retorno_dias,
        }
      : vazio,
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: TratamentoInput) =>
      tratamento
        ? cliente.tratamento.update.mutate({ id: tratamento.id, ...dados })
        : cliente.tratamento.create.mutate(dados),
    sucesso: tratamento ? MSG.tratamentos.atualizado : MSG.tratamentos.criado,
    erro: MSG.tratamentos.erroSalvar,
    invalidar: [trpc.tratamento.pathFilter()],
    onFechar,
  });
  const nomeVazio = (useWatch({ control: form.control, name: 'nome' }) ?? '').trim() === '';

  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      maxWidth="4xl"
      title={tratamento ? 'Editar Tratamento' : 'Novo Tratamento'}
      form={form}
      onSubmit={salvar.enviar}
      salvarDesabilitado={nomeVazio}
      className="grid gap-5 sm:grid-cols-3"
    >
      <CampoTexto
        form={form}
        nome="nome"
        label="Nome do tratamento"
        required
        autoFocus
        containerClassName="sm:col-span-3"
      />
      <CampoDinheiro form={form} nome="preco_venda" label="Valor de venda" vazioComoZero />
      <CampoDinheiro form={form} nome="preco_custo" label="Valor de custo" vazioComoZero />
      <CampoSelecao form={form} nome="duracao" label="Duração" numero options={OPCOES_DURACAO} />
      <CampoSelecao
        form={form}
        nome="retorno_dias"
        label="Retorno"
        numero
        placeholder="Sem retorno"
        options={opcoesRetorno(tratamento?.retorno_dias)}
        hint="Com consentimento, o paciente recebe uma mensagem de retorno após a consulta finalizada."
        containerClassName="sm:col-span-3"
      />
      <div className="sm:col-span-3">
        <CampoInterruptor form={form} nome="status" rotulo="Tratamento ativo no sistema" />
      </div>
    </FormDialog>
  );
}
