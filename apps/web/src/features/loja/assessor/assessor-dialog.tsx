import { type AssessorInput, assessorInputSchema, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { mensagemDeErro } from '../../../lib/erros';
import { zodResolver } from '../../../lib/resolver-zod';
import { useTRPC } from '../../../lib/trpc';

const M = MSG.assessores;
const VAZIO: AssessorInput = { full_name: '', email: '', whatsapp: '', password: '' };

/** 'Novo Assessor' (spec 03 §3): every field required; the role is always admin_store. */
export function AssessorDialog({ aberto, onFechar }: { aberto: boolean; onFechar: () => void }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const form = useForm<AssessorInput, unknown, z.output<typeof assessorInputSchema>>({
    resolver: zodResolver(assessorInputSchema),
    defaultValues: VAZIO,
  });
  const erros = form.formState.errors;
  const criar = useMutation(
    trpc.loja.assessor.create.mutationOptions({
      onSuccess: () => {
        toast.success(M.criado);
        void qc.invalidateQueries(trpc.loja.assessor.pathFilter());
        void qc.invalidateQueries(trpc.loja.relatorio.users.pathFilter());
        fechar();
      },
      onError: (e) => toast.error(mensagemDeErro(e, M.erroSalvar)),
    }),
  );
  function fechar() {
    form.reset(VAZIO);
    onFechar();
  }
  return (
    <Dialog
      open={aberto}
      onClose={fechar}
      title="Novo Assessor"
      description="O assessor entra com este e-mail e senha e vê a área da loja."
      maxWidth="lg"
      persistent={criar.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={fechar} disabled={criar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="form-assessor" loading={criar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="form-assessor"
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((dados) => criar.mutate(dados))}
      >
        <TextField
          label="Nome"
          autoComplete="name"
          required
          containerClassName="sm:col-span-2"
          error={erros.full_name?.message}
          {...form.register('full_name')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          error={erros.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="WhatsApp"
          type="tel"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          required
          error={erros.whatsapp?.message}
          {...form.register('whatsapp')}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="new-password"
          required
          containerClassName="sm:col-span-2"
          error={erros.password?.message}
          {...form.register('password')}
        />
      </form>
    </Dialog>
  );
}
