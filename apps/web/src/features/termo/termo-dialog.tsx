import {
  MENSAGEM_TERMO_OBRIGATORIOS,
  MSG,
  ROTULO_TIPO_TERMO,
  type Termo,
  type TermoInput,
  TIPOS_TERMO,
  termoInputSchema,
} from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { CampoSelecao } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { TextField } from '@clinica/ui/text-field';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { EditorRico } from '../editor/editor-rico';

type Props = { termo: Termo | null; onFechar: () => void };

const temTexto = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() !== '';

// The editor leaves markup behind when emptied ('<p></p>'): the form also asks for words.
const formSchema = termoInputSchema.extend({
  corpo: termoInputSchema.shape.corpo.refine(temTexto, MENSAGEM_TERMO_OBRIGATORIOS),
});
const OPCOES_TIPO = TIPOS_TERMO.map((t) => ({ value: t, label: ROTULO_TIPO_TERMO[t] }));

/** Add or edit a template: title and the rich-text body. Mounted only while open. */
export function TermoDialog({ termo, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm<TermoInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { titulo: termo?.titulo ?? '', corpo: termo?.corpo ?? '', tipo: termo?.tipo ?? 'geral' },
  });
  const erros = form.formState.errors;
  const salvar = useSalvar({
    form,
    salvar: (dados: TermoInput) =>
      termo ? cliente.termo.update.mutate({ id: termo.id, ...dados }) : cliente.termo.create.mutate(dados),
    sucesso: termo ? MSG.termos.atualizado : MSG.termos.criado,
    erro: MSG.termos.erroSalvar,
    invalidar: [trpc.termo.pathFilter()],
    onFechar,
  });

  return (
    <FormDialog
      open
      onClose={onFechar}
      title={termo ? 'Editar Termo' : 'Novo Termo'}
      maxWidth="4xl"
      form={form}
      onSubmit={salvar.enviar}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        {/* One message for the missing fields, below them; the field is only marked. */}
        <TextField
          label="Título"
          invalid={erros.titulo !== undefined}
          autoFocus
          {...form.register('titulo')}
        />
        {/* Issue 19: the image-use consent template lifts 'Uso interno' from a signer's photos. */}
        <CampoSelecao form={form} nome="tipo" label="Tipo" options={OPCOES_TIPO} />
      </div>
      <div className="space-y-1.5">
        <span className="text-sm font-medium text-slate-700">Texto do termo</span>
        <EditorRico
          rotulo="Texto do termo"
          valorInicial={termo?.corpo ?? ''}
          onChange={(html) => form.setValue('corpo', html, { shouldValidate: form.formState.isSubmitted })}
          invalido={erros.corpo !== undefined}
        />
      </div>
      <AlertaFormulario mensagem={erros.titulo?.message ?? erros.corpo?.message ?? null} />
    </FormDialog>
  );
}
