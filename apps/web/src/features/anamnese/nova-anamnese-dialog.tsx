import {
  anamneseCreateSchema,
  campoEscolha,
  MENSAGEM_SELECIONE_MODELO,
  MSG,
  type OpcaoModeloAnamnese,
} from '@clinica/contracts';
import { CampoAutocomplete } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { SeletorCadastro } from '../seletores/seletores';

/** The contract's new anamnesis, the model as the picker shows it. */
const novaAnamneseForm = anamneseCreateSchema.extend({
  id_modelo_anamnese: campoEscolha<OpcaoModeloAnamnese>(MENSAGEM_SELECIONE_MODELO),
});
type NovaAnamnese = z.output<typeof novaAnamneseForm>;

/** Create an anamnesis for the patient from one of the clinic's models. */
export function NovaAnamneseDialog({ idPaciente, onFechar }: { idPaciente: number; onFechar: () => void }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm({
    resolver: zodResolver(novaAnamneseForm),
    defaultValues: { id_modelo_anamnese: null, id_paciente: idPaciente },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: NovaAnamnese) => cliente.anamnese.create.mutate(dados),
    sucesso: MSG.anamneses.criada,
    erro: MSG.anamneses.erroSalvar,
    invalidar: [trpc.anamnese.pathFilter()],
    onFechar,
  });
  return (
    <FormDialog
      open
      onClose={onFechar}
      title="Nova Anamnese"
      maxWidth="md"
      form={form}
      onSubmit={salvar.enviar}
      rotuloSalvar="Criar"
    >
      <CampoAutocomplete form={form} nome="id_modelo_anamnese">
        {(campo) => (
          <SeletorCadastro<OpcaoModeloAnamnese>
            {...campo}
            value={campo.value ?? null}
            label="Modelo de anamnese"
            placeholder="Digite para buscar um modelo"
            fonte={(q) => trpc.anamnese.modelos.queryOptions({ q })}
            erroBusca={MSG.modelosAnamnese.erroCarregar}
            vazio={MSG.modelosAnamnese.vazio}
            semCadastro={MSG.cadastreAntes.modeloAnamnese}
            getLabel={(m) => m.nome}
          />
        )}
      </CampoAutocomplete>
    </FormDialog>
  );
}
