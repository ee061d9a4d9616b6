import {
  type RegistroSimples,
  type RegistroSimplesInput,
  registroSimplesInputSchema,
} from '@clinica/contracts';
import { CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useSalvar } from '../../lib/use-salvar';
import type { DefinicaoTela } from './definicoes';
import { useApiRegistro, useClienteRegistro } from './use-api-registro';

type Props = { def: DefinicaoTela; aberto: boolean; registro: RegistroSimples | null; onFechar: () => void };

/** Add or edit one bank or category. */
export function RegistroSimplesDialog({ def, aberto, registro, onFechar }: Props) {
  const api = useApiRegistro(def);
  const cliente = useClienteRegistro(def);
  const form = useForm<RegistroSimplesInput>({
    resolver: zodResolver(registroSimplesInputSchema),
    values: { nome: registro?.nome ?? '' },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: RegistroSimplesInput) =>
      registro ? cliente.update.mutate({ id: registro.id, ...dados }) : cliente.create.mutate(dados),
    sucesso: registro ? def.mensagens.atualizado : def.mensagens.adicionado,
    erro: def.mensagens.erroSalvar,
    invalidar: [api.pathFilter()],
    onFechar,
  });

  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      title={registro ? `Editar ${def.singular}` : `Adicionar ${def.singular}`}
      maxWidth="md"
      form={form}
      onSubmit={salvar.enviar}
    >
      <CampoTexto form={form} nome="nome" label={def.rotuloCampo} autoFocus />
    </FormDialog>
  );
}
