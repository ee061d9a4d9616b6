import { MSG, type RegistroForm, registroFormSchema } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoMascara } from '@clinica/ui/campos-form';
import { PasswordStrength } from '@clinica/ui/password-strength';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { indicacaoStorage } from '../../lib/armazenamento';
import { mensagemFalhaRegistro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';
import { SeletorTipoConta } from './seletor-tipo-conta';

const ORDEM = ['nome', 'tipo', 'nomeUsuario', 'email', 'senha', 'whatsapp'] as const;

export function FormularioRegistro({
  onConcluido,
  onEntrar,
}: {
  onConcluido: (email: string) => void;
  onEntrar: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [falha, setFalha] = useState<string | null>(null);
  const form = useForm<RegistroForm>({
    resolver: zodResolver(registroFormSchema),
    defaultValues: { nome: '', tipo: 'clinica', nomeUsuario: '', email: '', senha: '', whatsapp: '' },
  });
  const registrar = useMutation(trpc.cadastro.create.mutationOptions());
  const erros = form.formState.errors;
  const mensagem = ORDEM.map((c) => erros[c]?.message).find(Boolean) ?? falha;
  const invalido = (c: (typeof ORDEM)[number]) => Boolean(erros[c]);

  const enviar = form.handleSubmit(
    async (v) => {
      setFalha(null);
      const whatsapp = `55${v.whatsapp.replace(/\D/g, '')}`;
      try {
        // The spec asks the server to confirm the number before the sign-up.
        const { valido } = await queryClient.fetchQuery(
          trpc.cadastro.validarWhatsapp.queryOptions({ numero: whatsapp }),
        );
        if (!valido) return setFalha(MSG.registro.whatsappInvalido);
        const { ref, vendedor } = indicacaoStorage.ler();
        await registrar.mutateAsync({
          nome: v.nome,
          tipo: v.tipo,
          referencia: ref,
          id_vendedor: vendedor ? Number(vendedor) || null : null,
          usuario: { nome: v.nomeUsuario, email: v.email.trim(), senha: v.senha, whatsapp },
        });
        indicacaoStorage.limpar();
        toast.success(MSG.registro.sucesso);
        onConcluido(v.email.trim().toLowerCase());
      } catch (e) {
        setFalha(mensagemFalhaRegistro(e));
      }
    },
    () => setFalha(null),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={enviar}>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Criar conta</h1>
        <p className="mt-1 text-sm text-slate-500">Comece a organizar sua clínica hoje.</p>
      </div>
      <TextField
        label="Nome da clínica ou profissional"
        autoComplete="organization"
        invalid={invalido('nome')}
        {...form.register('nome')}
      />
      <Controller
        control={form.control}
        name="tipo"
        render={({ field }) => <SeletorTipoConta valor={field.value} onChange={field.onChange} />}
      />
      <TextField
        label="Seu nome"
        autoComplete="name"
        invalid={invalido('nomeUsuario')}
        {...form.register('nomeUsuario')}
      />
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        invalid={invalido('email')}
        {...form.register('email')}
      />
      <div className="space-y-2">
        <TextField
          label="Senha"
          type="password"
          autoComplete="new-password"
          invalid={invalido('senha')}
          {...form.register('senha')}
        />
        <PasswordStrength senha={form.watch('senha')} email={form.watch('email')} motivos={MSG.senha} />
      </div>
      <CampoMascara
        form={form}
        nome="whatsapp"
        mask="whatsapp"
        label="WhatsApp"
        placeholder="(11) 98765-4321"
        autoComplete="tel-national"
        soMarcar
      />
      <AlertaFormulario mensagem={mensagem} />
      <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
        Criar conta
      </Button>
      <p className="text-center text-sm text-slate-600">
        Já tem conta?{' '}
        <button
          type="button"
          onClick={onEntrar}
          className="inline-flex min-h-11 items-center rounded px-1 font-medium text-teal-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 md:min-h-0 md:px-0"
        >
          Entrar
        </button>
      </p>
    </form>
  );
}
