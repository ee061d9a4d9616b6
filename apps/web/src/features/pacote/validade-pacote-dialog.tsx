import { campoData, MSG, type Pacote, pacoteValidadeInputSchema } from '@clinica/contracts';
import { CampoData } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { diaParaBr } from '../../lib/datas-br';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

const P = MSG.pacotes;

/** The contract's validity, typed as DD/MM/AAAA. */
const validadeFormSchema = z.object({
  validade: campoData(pacoteValidadeInputSchema.shape.validade, P.validadeInvalida),
});
type ValidadeForm = z.input<typeof validadeFormSchema>;
type ValidadeSaida = z.output<typeof validadeFormSchema>;

/** 'Editar validade': the one thing a person changes in a package (issue 36). */
export function ValidadePacoteDialog({ pacote, onFechar }: { pacote: Pacote; onFechar: () => void }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm<ValidadeForm, unknown, ValidadeSaida>({
    resolver: zodResolver(validadeFormSchema),
    defaultValues: { validade: diaParaBr(pacote.validade) },
  });
  const salvar = useSalvar({
    form,
    salvar: (d: ValidadeSaida) => cliente.pacote.validade.mutate({ id: pacote.id, validade: d.validade }),
    sucesso: P.validadeSalva,
    erro: P.erroCarregar,
    invalidar: [trpc.pacote.pathFilter()],
    onFechar,
  });
  return (
    <FormDialog
      open
      onClose={onFechar}
      title={`${P.editarValidade} — pacote #${pacote.id}`}
      maxWidth="sm"
      form={form}
      onSubmit={salvar.enviar}
    >
      <CampoData form={form} nome="validade" label={P.validade} />
    </FormDialog>
  );
}
