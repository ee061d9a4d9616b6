import { MSG } from '@clinica/contracts';
import { formatarCentavos, lerValorSaque } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { mensagemDeErro } from '../../../lib/erros';
import { useTRPC } from '../../../lib/trpc';

const M = MSG.carteira;

type Props = { aberto: boolean; saldo: number; onFechar: () => void };

/** 'Solicitar saque': one value (spec 03 §5: required, decimal separator a dot). */
export function SaqueDialog({ aberto, saldo, onFechar }: Props) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const solicitar = useMutation(
    trpc.loja.carteira.solicitarSaque.mutationOptions({
      onSuccess: () => {
        toast.success(M.solicitado);
        void qc.invalidateQueries(trpc.loja.carteira.pathFilter());
        fechar();
      },
      onError: (e) => setErro(mensagemDeErro(e, M.erroSolicitar)),
    }),
  );
  function fechar() {
    setValor('');
    setErro(null);
    onFechar();
  }
  function enviar(e: FormEvent) {
    e.preventDefault();
    if (!valor.trim()) return setErro(M.valorObrigatorio);
    const centavos = lerValorSaque(valor);
    if (centavos === null) return setErro(M.valorInvalido);
    setErro(null);
    solicitar.mutate({ value: centavos });
  }
  return (
    <Dialog
      open={aberto}
      onClose={fechar}
      title="Solicitar saque"
      description={`Saldo disponível: ${formatarCentavos(saldo)}`}
      maxWidth="md"
      persistent={solicitar.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={fechar} disabled={solicitar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="form-saque" loading={solicitar.isPending}>
            Solicitar saque
          </Button>
        </>
      }
    >
      <form id="form-saque" onSubmit={enviar} noValidate>
        <TextField
          label="Valor do saque (R$)"
          inputMode="decimal"
          placeholder="0.00"
          autoComplete="off"
          value={valor}
          onChange={(e) => setValor(e.target.value)}
          error={erro ?? undefined}
          hint="Use ponto como separador decimal (ex.: 150.50)."
          required
        />
      </form>
    </Dialog>
  );
}
