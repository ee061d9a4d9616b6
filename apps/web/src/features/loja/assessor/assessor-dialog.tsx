import { type AssessorInput, assessorInputSchema, MSG } from '@clinica/contracts';
import { CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useSalvar } from '../../../lib/use-salvar';

const M = MSG.assessores;
const VAZIO: AssessorInput = { full_name: '', email: '', whatsapp: '', password: '' };
type Dados = z.output<typeof assessorInputSchema>;

/** 'Novo Assessor' (spec 03 §3): every field required; the role is always admin_store. */
export function AssessorDialog({ aberto, onFechar }: { aberto: boolean; onFechar: () => void }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm<AssessorInput, unknown, Dados>({
    resolver: zodResolver(assessorInputSchema),
    defaultValues: VAZIO,
  });
  const { reset } = form;
  useEffect(() => {
    if (aberto) reset(VAZIO);
  }, [aberto, reset]);
  const salvar = useSalvar({
    form,
    salvar: (dados: Dados) => cliente.loja.assessor.create.mutate(dados),
    sucesso: M.criado,
    erro: M.erroSalvar,
    invalidar: [trpc.loja.assessor.pathFilter(), trpc.loja.relatorio.users.pathFilter()],
    onFechar,
  });
  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      title="Novo Assessor"
      description="O assessor entra com este e-mail e senha e vê a área da loja."
      maxWidth="lg"
      form={form}
      onSubmit={salvar.enviar}
      className="grid gap-4 sm:grid-cols-2"
    >
      <CampoTexto
        form={form}
        nome="full_name"
        label="Nome"
        autoComplete="name"
        required
        containerClassName="sm:col-span-2"
      />
      <CampoTexto form={form} nome="email" label="E-mail" type="email" autoComplete="off" required />
      <CampoTexto
        form={form}
        nome="whatsapp"
        label="WhatsApp"
        type="tel"
        inputMode="tel"
        placeholder="(11) 98765-4321"
        required
      />
      <CampoTexto
        form={form}
        nome="password"
        label="Senha"
        type="password"
        autoComplete="new-password"
        required
        containerClassName="sm:col-span-2"
      />
    </FormDialog>
  );
}
