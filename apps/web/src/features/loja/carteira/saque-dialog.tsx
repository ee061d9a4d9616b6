import { MSG, saqueInputSchema } from '@clinica/contracts';
import { formatarCentavos, lerValorSaque } from '@clinica/domain';
import { CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '../../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useSalvar } from '../../../lib/use-salvar';

const M = MSG.carteira;

/** The contract's request with the value typed in reais, a comma (or the spec's dot) for the decimals. */
const saqueForm = saqueInputSchema.extend({
  value: z
    .string()
    .trim()
    .min(1, M.valorObrigatorio)
    .transform((v, ctx) => {
      const centavos = lerValorSaque(v);
      if (centavos === null) ctx.addIssue({ code: 'custom', message: M.valorInvalido });
      return centavos ?? z.NEVER;
    })
    .pipe(saqueInputSchema.shape.value),
});

type Props = { aberto: boolean; saldo: number; onFechar: () => void };

/** 'Solicitar saque': one value, required; '150,50' as a Brazilian types it, '150.50' as spec 03 §5 does. */
export function SaqueDialog({ aberto, saldo, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm({ resolver: zodResolver(saqueForm), defaultValues: { value: '' } });
  const { reset } = form;
  useEffect(() => {
    if (aberto) reset({ value: '' });
  }, [aberto, reset]);
  const salvar = useSalvar({
    form,
    salvar: (dados: z.output<typeof saqueForm>) => cliente.loja.carteira.solicitarSaque.mutate(dados),
    sucesso: M.solicitado,
    erro: M.erroSolicitar,
    invalidar: [trpc.loja.carteira.pathFilter()],
    onFechar,
    // Every refusal is about the value (the balance, a pending request): it goes under it.
    campoDaRecusa: () => 'value',
  });
  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      title="Solicitar saque"
      description={`Saldo disponível: ${formatarCentavos(saldo)}`}
      maxWidth="md"
      form={form}
      onSubmit={salvar.enviar}
      rotuloSalvar="Solicitar saque"
    >
      <CampoTexto
        form={form}
        nome="value"
        label="Valor do saque (R$)"
        inputMode="decimal"
        placeholder="0,00"
        autoComplete="off"
        hint="Ex.: 150,50"
        required
      />
    </FormDialog>
  );
}
