import { campoInteiro, MSG, validadeLinkSchema } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { CampoTexto } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { Skeleton } from '@clinica/ui/skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

/** The contract's days, typed as text. */
const validadeForm = validadeLinkSchema.extend({
  validade_link_dias: campoInteiro(
    validadeLinkSchema.shape.validade_link_dias,
    MSG.conta.validadeLinkInvalida,
    MSG.conta.validadeLinkInvalida,
  ),
});
type Dados = z.output<typeof validadeForm>;

/**
 * How long an unsigned document's or anamnesis' link opens (issue 19). Changing it applies to
 * every pending link at once: validity is counted from each link's issue when it is opened.
 */
export function ValidadeLinkCard() {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const qc = useQueryClient();
  const atual = useQuery(trpc.conta.validadeLink.queryOptions());
  const form = useForm({
    resolver: zodResolver(validadeForm),
    defaultValues: { validade_link_dias: '' },
    // The saved value fills the field when it arrives, unless the user already typed.
    values: atual.data ? { validade_link_dias: String(atual.data.validade_link_dias) } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: Dados) => cliente.conta.definirValidadeLink.mutate(dados),
    sucesso: MSG.conta.validadeLinkSalva,
    erro: MSG.conta.validadeLinkErro,
    aoSalvar: (r) => {
      qc.setQueryData(trpc.conta.validadeLink.queryKey(), r);
      form.reset({ validade_link_dias: String(r.validade_link_dias) });
    },
    // The server's refusal is about the days.
    campoDaRecusa: () => 'validade_link_dias',
  });

  return (
    <Card
      title="Links de assinatura"
      description="Por quantos dias o link de um termo ou de uma anamnese ainda não assinados pode ser aberto pelo paciente."
    >
      {atual.isPending ? (
        <Skeleton className="h-11 w-full max-w-xs" />
      ) : (
        <form
          onSubmit={form.handleSubmit(salvar.enviar)}
          noValidate
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <CampoTexto
            form={form}
            nome="validade_link_dias"
            label="Validade do link (dias)"
            inputMode="numeric"
            maxLength={3}
            containerClassName="sm:w-56"
            hint="De 1 a 365 dias. Links assinados não expiram."
            filtro={(t) => t.replace(/\D/g, '')}
          />
          <Button
            type="submit"
            className="sm:mt-7"
            loading={salvar.salvando}
            disabled={!form.formState.isDirty}
          >
            Salvar validade
          </Button>
        </form>
      )}
    </Card>
  );
}
