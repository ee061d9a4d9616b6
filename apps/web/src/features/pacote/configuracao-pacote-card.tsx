import { campoInteiro, configuracaoPacoteSchema, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { CampoInterruptor, CampoTexto } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { Skeleton } from '@clinica/ui/skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

const P = MSG.pacotes;

/** The contract's settings, the months typed as text. */
const configuracaoForm = configuracaoPacoteSchema.extend({
  validade_meses: campoInteiro(
    configuracaoPacoteSchema.shape.validade_meses,
    P.validadeMesesInvalida,
    P.validadeMesesInvalida,
  ),
});
type Dados = z.output<typeof configuracaoForm>;
const paraForm = (c: z.output<typeof configuracaoPacoteSchema>) => ({
  validade_meses: String(c.validade_meses),
  faltou_consome: c.faltou_consome,
});

/**
 * The clinic's package settings (issue 36): how many months a new package is valid, and whether
 * a 'Faltou' uses a session. They apply from now on (docs/decisions.md, Pacotes de sessões).
 */
export function ConfiguracaoPacoteCard() {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const qc = useQueryClient();
  const atual = useQuery(trpc.pacote.configuracao.queryOptions());
  const form = useForm({
    resolver: zodResolver(configuracaoForm),
    defaultValues: { validade_meses: '', faltou_consome: false },
    values: atual.data ? paraForm(atual.data) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: Dados) => cliente.pacote.salvarConfiguracao.mutate(dados),
    sucesso: P.configuracaoSalva,
    erro: P.validadeMesesInvalida,
    aoSalvar: (r) => {
      qc.setQueryData(trpc.pacote.configuracao.queryKey(), r);
      form.reset(paraForm(r));
    },
  });

  return (
    <Card
      title={P.configuracao}
      description="Orçamentos com mais de uma sessão abrem um pacote para o paciente quando viram receita."
    >
      {atual.isPending ? (
        <Skeleton className="h-11 w-full max-w-xs" />
      ) : (
        <form onSubmit={form.handleSubmit(salvar.enviar)} noValidate className="flex flex-col gap-4">
          <CampoTexto
            form={form}
            nome="validade_meses"
            label={P.validadePadrao}
            inputMode="numeric"
            maxLength={3}
            containerClassName="sm:w-56"
            hint="De 1 a 120 meses; cada pacote pode ter a sua validade editada."
            filtro={(t) => t.replace(/\D/g, '')}
          />
          <CampoInterruptor form={form} nome="faltou_consome" rotulo={P.faltouConsome} />
          <div>
            <Button type="submit" loading={salvar.salvando} disabled={!form.formState.isDirty}>
              Salvar pacotes
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
