import { type Foto, fotoUpdateSchema, MSG } from '@clinica/contracts';
import { CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

type Props = { foto: Foto | null; onFechar: () => void };

/** Edit a photo's name and observation. */
export function FotoEditDialog({ foto, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  // The photo being edited stays put while the dialog fades out.
  const alvo = useRef(foto);
  if (foto) alvo.current = foto;
  const form = useForm({
    resolver: zodResolver(fotoUpdateSchema),
    values: { nome: foto?.nome ?? '', observacao: foto?.observacao ?? '' },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: z.output<typeof fotoUpdateSchema>) =>
      cliente.foto.update.mutate({ id: alvo.current?.id ?? 0, ...dados }),
    sucesso: MSG.fotos.atualizada,
    erro: MSG.fotos.erroSalvar,
    invalidar: [trpc.foto.pathFilter()],
    onFechar,
  });
  return (
    <FormDialog
      open={foto !== null}
      onClose={onFechar}
      maxWidth="md"
      title="Editar Foto"
      form={form}
      onSubmit={salvar.enviar}
      className="space-y-4"
    >
      <CampoTexto form={form} nome="nome" label="Nome" required autoFocus />
      <CampoTexto form={form} nome="observacao" label="Observação" />
    </FormDialog>
  );
}
