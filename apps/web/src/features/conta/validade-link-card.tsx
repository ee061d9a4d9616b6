import { MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { Skeleton } from '@clinica/ui/skeleton';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/**
 * How long an unsigned document's or anamnesis' link opens (issue 19). Changing it applies to
 * every pending link at once: validity is counted from each link's issue when it is opened.
 */
export function ValidadeLinkCard() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const atual = useQuery(trpc.conta.validadeLink.queryOptions());
  const [dias, setDias] = useState<string | null>(null);
  const [erro, setErro] = useState<string>();
  const salvar = useMutation(
    trpc.conta.definirValidadeLink.mutationOptions({
      onSuccess: (r) => {
        qc.setQueryData(trpc.conta.validadeLink.queryKey(), r);
        setDias(null);
        toast.success(MSG.conta.validadeLinkSalva);
      },
      onError: (e) => {
        const f = lerFalha(e);
        if (f.tipo === 'resposta' && f.status === 400) setErro(f.mensagem);
        else toast.error(MSG.conta.validadeLinkErro);
      },
    }),
  );
  const valor = dias ?? (atual.data ? String(atual.data.validade_link_dias) : '');
  const enviar = (ev: FormEvent) => {
    ev.preventDefault();
    const n = Number(valor);
    if (!/^\d{1,3}$/.test(valor.trim()) || n < 1 || n > 365) {
      setErro(MSG.conta.validadeLinkInvalida);
      return;
    }
    setErro(undefined);
    salvar.mutate({ validade_link_dias: n });
  };

  return (
    <Card
      title="Links de assinatura"
      description="Por quantos dias o link de um termo ou de uma anamnese ainda não assinados pode ser aberto pelo paciente."
    >
      {atual.isPending ? (
        <Skeleton className="h-11 w-full max-w-xs" />
      ) : (
        <form onSubmit={enviar} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <TextField
            label="Validade do link (dias)"
            name="validade_link_dias"
            inputMode="numeric"
            maxLength={3}
            containerClassName="sm:w-56"
            value={valor}
            error={erro}
            hint="De 1 a 365 dias. Links assinados não expiram."
            onChange={(e) => {
              setDias(e.target.value.replace(/\D/g, ''));
              setErro(undefined);
            }}
          />
          <Button type="submit" className="sm:mt-7" loading={salvar.isPending} disabled={dias === null}>
            Salvar validade
          </Button>
        </form>
      )}
    </Card>
  );
}
