import { Spinner } from '@clinica/ui/spinner';
import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { indicacaoStorage } from '../../lib/armazenamento';
import { useMarcaDaSessao } from '../../lib/marca-sessao';
import { VERSAO } from '../../lib/versao';
import { Marca } from '../../shell/marca';
import { LoginForm } from './login-form';

// Sign-up (masks, password strength, its tRPC mutation) loads when asked for: the login form
// is what most visits of /login need, and it calls the server without the tRPC client.
const FormularioRegistro = lazy(async () => {
  const [{ default: ProvedoresApp }, { FormularioRegistro: Formulario }] = await Promise.all([
    import('../../lib/provedores-app'),
    import('../cadastro/cadastro-form'),
  ]);
  return {
    default: (props: ComponentProps<typeof Formulario>) => (
      <ProvedoresApp>
        <Formulario {...props} />
      </ProvedoresApp>
    ),
  };
});

const DESTAQUES = [
  'Pacientes, agenda e prontuário em um só lugar',
  'Termos e anamneses assinados pelo celular do paciente',
  'Orçamentos, financeiro e estoque sem planilhas',
];

/** /login: the login form, and the registration form on the same screen (spec 01 §2). */
export default function LoginPage() {
  const sessao = useMarcaDaSessao();
  const busca = new URLSearchParams(useSearch());
  const ref = busca.get('ref');
  const vendedor = busca.get('v');
  const [modo, setModo] = useState<'login' | 'registro'>(ref || vendedor ? 'registro' : 'login');
  const [emailInicial, setEmailInicial] = useState('');

  useEffect(() => indicacaoStorage.guardar(ref, vendedor), [ref, vendedor]);

  if (sessao) return <Redirect to="/home" replace />;

  return (
    <div className="flex min-h-dvh">
      <section className="relative hidden w-[44%] flex-col justify-between overflow-hidden bg-teal-700 p-10 text-white min-[760px]:flex">
        <div className="absolute -top-24 -right-24 size-96 rounded-full bg-teal-600/50" aria-hidden />
        <div className="absolute -bottom-32 -left-16 size-80 rounded-full bg-teal-800/60" aria-hidden />
        <div className="relative">
          <Marca claro subtitulo="Gestão de clínicas" />
        </div>
        <div className="relative max-w-md">
          <h2 className="text-3xl leading-tight font-semibold">
            O dia da sua clínica, organizado do início ao fim.
          </h2>
          <ul className="mt-8 space-y-4">
            {DESTAQUES.map((d) => (
              <li key={d} className="flex gap-3 text-teal-50">
                <CheckCircleIcon className="size-6 shrink-0 text-teal-200" />
                {d}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-teal-200">Seus dados de saúde protegidos e sob seu controle.</p>
      </section>

      <section className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="mb-8 min-[760px]:hidden">
          <Marca subtitulo="Gestão de clínicas" />
        </div>
        <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {modo === 'login' ? (
            <LoginForm
              key={emailInicial}
              emailInicial={emailInicial}
              onCadastrar={() => setModo('registro')}
            />
          ) : (
            <Suspense
              fallback={
                <div className="flex min-h-96 items-center justify-center">
                  <Spinner className="size-8 text-teal-600" label="Carregando" />
                </div>
              }
            >
              <FormularioRegistro
                onEntrar={() => setModo('login')}
                onConcluido={(email) => {
                  setEmailInicial(email);
                  setModo('login');
                }}
              />
            </Suspense>
          )}
        </div>
        <p className="mt-6 text-xs text-slate-500">Versão {VERSAO}</p>
      </section>
    </div>
  );
}
