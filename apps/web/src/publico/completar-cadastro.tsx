import { campoOpcao, completarCadastroInputSchema } from '@clinica/contracts';
import { SEXOS } from '@clinica/domain';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoMascara, CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../lib/resolver-zod';

/** The contract's fields with the sex as the select holds it ('' until chosen), as the patient form does. */
const formSchema = completarCadastroInputSchema.extend({
  sexo: campoOpcao(completarCadastroInputSchema.shape.sexo),
});
type Form = z.input<typeof formSchema>;
export type CadastroCompletado = z.output<typeof formSchema>;

const OPCOES_SEXO = SEXOS.map((s) => ({ value: s, label: s }));
const VAZIO: Form = {
  sexo: '',
  nascimento: '',
  cpf: '',
  cep: '',
  endereco: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
};

/**
 * 'Complete seu cadastro' (issue 34, G13): a patient who booked with name and WhatsApp only fills
 * in the rest on their phone, once. Nothing already on the record is shown back: the link is not a
 * login, so it only adds. The browser's autofill names each field.
 */
export default function CompletarCadastro(p: {
  enviando: boolean;
  erro: string | null;
  onEnviar: (d: CadastroCompletado) => void;
}) {
  const form = useForm<Form, unknown, CadastroCompletado>({
    resolver: zodResolver(formSchema),
    defaultValues: VAZIO,
  });
  return (
    <Card
      title="Complete seu cadastro"
      description="A clínica precisa destes dados para o seu atendimento. Leva um minuto."
      bodyClassName="p-4"
    >
      <form noValidate onSubmit={form.handleSubmit(p.onEnviar)} className="grid gap-4 sm:grid-cols-6">
        <AlertaFormulario mensagem={p.erro} className="sm:col-span-6" />
        <CampoMascara
          form={form}
          nome="nascimento"
          mask="data"
          label="Data de nascimento"
          required
          autoComplete="bday"
          containerClassName="sm:col-span-3"
        />
        <CampoSelecao
          form={form}
          nome="sexo"
          label="Sexo"
          required
          placeholder="Selecione..."
          options={OPCOES_SEXO}
          containerClassName="sm:col-span-3"
        />
        <CampoMascara form={form} nome="cpf" mask="cpf" label="CPF" containerClassName="sm:col-span-3" />
        <CampoMascara
          form={form}
          nome="cep"
          mask="cep"
          label="CEP"
          autoComplete="postal-code"
          containerClassName="sm:col-span-3"
        />
        <CampoTexto
          form={form}
          nome="endereco"
          label="Endereço"
          autoComplete="address-line1"
          containerClassName="sm:col-span-4"
        />
        <CampoTexto form={form} nome="numero" label="Número" containerClassName="sm:col-span-2" />
        <CampoTexto
          form={form}
          nome="complemento"
          label="Complemento"
          autoComplete="address-line2"
          containerClassName="sm:col-span-3"
        />
        <CampoTexto
          form={form}
          nome="bairro"
          label="Bairro"
          autoComplete="address-level3"
          containerClassName="sm:col-span-3"
        />
        <CampoTexto
          form={form}
          nome="cidade"
          label="Cidade"
          autoComplete="address-level2"
          containerClassName="sm:col-span-4"
        />
        <CampoTexto
          form={form}
          nome="estado"
          label="Estado"
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="address-level1"
          placeholder="UF"
          className="uppercase"
          containerClassName="sm:col-span-2"
        />
        <Button type="submit" loading={p.enviando} className="w-full sm:col-span-6">
          Salvar meu cadastro
        </Button>
      </form>
    </Card>
  );
}
