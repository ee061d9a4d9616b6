import { type LoginInput, loginInputSchema, MSG } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { TextField } from '@clinica/ui/text-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { sessaoStorage } from '../../lib/armazenamento';
import { useTRPC } from '../../lib/trpc';
import { mensagemFalhaLogin } from './falhas';

const primeiroErro = (erros: Record<string, { message?: string } | undefined>) =>
  ['email', 'senha'].map((c) => erros[c]?.message).find(Boolean) ?? null;

export function LoginForm({ emailInicial, onCadastrar }: { emailInicial: string; onCadastrar: () => void }) {
  const trpc = useTRPC();
  const [, navegar] = useLocation();
  const [falha, setFalha] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: emailInicial, senha: '' },
  });
  const entrar = useMutation(
    trpc.sessao.login.mutationOptions({
      onSuccess: (r) => {
        // The server has set the session cookies; without them the log-in did not take.
        if (!sessaoStorage.csrf()) return setFalha(MSG.login.semToken);
        sessaoStorage.salvar(r.user);
        navegar('/home', { replace: true });
      },
      onError: (e) => setFalha(mensagemFalhaLogin(e)),
    }),
  );
  const erros = form.formState.errors;
  const mensagem = primeiroErro(erros) ?? falha;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit(
        (v) => {
          setFalha(null);
          entrar.mutate(v);
        },
        () => setFalha(null),
      )}
    >
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Entrar</h1>
        <p className="mt-1 text-sm text-slate-500">Acesse a gestão da sua clínica.</p>
      </div>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        invalid={Boolean(erros.email)}
        {...form.register('email')}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        invalid={Boolean(erros.senha)}
        {...form.register('senha')}
      />
      <AlertaFormulario mensagem={mensagem} />
      <Button type="submit" className="w-full" loading={entrar.isPending}>
        Entrar
      </Button>
      <p className="text-center text-sm text-slate-600">
        Ainda não tem conta?{' '}
        <button
          type="button"
          onClick={onCadastrar}
          className="inline-flex min-h-11 items-center rounded px-1 font-medium text-teal-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 md:min-h-0 md:px-0"
        >
          Cadastre-se
        </button>
      </p>
    </form>
  );
}
