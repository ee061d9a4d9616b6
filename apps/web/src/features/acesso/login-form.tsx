import { type LoginInput, loginInputSchema, MSG } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { TextField } from '@clinica/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { sessaoStorage } from '../../lib/armazenamento';
import { mensagemFalhaLogin } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { executar } from '../../lib/trpc-leve';

const primeiroErro = (erros: Record<string, { message?: string } | undefined>) =>
  ['email', 'senha'].map((c) => erros[c]?.message).find(Boolean) ?? null;

export function LoginForm({ emailInicial, onCadastrar }: { emailInicial: string; onCadastrar: () => void }) {
  const [, navegar] = useLocation();
  const [falha, setFalha] = useState<string | null>(null);
  const [entrando, setEntrando] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: emailInicial, senha: '' },
  });
  // sessao.login through lib/trpc-leve.ts: /login loads without the tRPC client (issue 22).
  async function entrar(v: LoginInput) {
    setEntrando(true);
    try {
      const r = await executar('sessao', 'login', v);
      // The server has set the session cookies; without them the log-in did not take.
      if (!sessaoStorage.csrf()) return setFalha(MSG.login.semToken);
      sessaoStorage.salvar(r.user);
      navegar('/home', { replace: true });
    } catch (e) {
      setFalha(mensagemFalhaLogin(e));
    } finally {
      setEntrando(false);
    }
  }
  const erros = form.formState.errors;
  const mensagem = primeiroErro(erros) ?? falha;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit(
        (v) => {
          setFalha(null);
          void entrar(v);
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
      <Button type="submit" className="w-full" loading={entrando}>
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
