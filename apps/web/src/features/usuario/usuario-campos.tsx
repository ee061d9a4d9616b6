import { MSG } from '@clinica/contracts';
import { CampoMascara, CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import { PasswordStrength } from '@clinica/ui/password-strength';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { UnidadesEscolha } from './unidades-escolha';
import { ENTRADA_OPCOES, OPCOES_TIPO, type UsuarioDados, type UsuarioForm } from './usuario-form';

type Props = {
  form: UseFormReturn<UsuarioForm, unknown, UsuarioDados>;
  criando: boolean;
  aberto: boolean;
  escolheUnidades: boolean;
};

/** The user form's fields: identity, access (type and profile) and, for the ADM, the units. */
export function UsuarioCampos({ form, criando, aberto, escolheUnidades }: Props) {
  const trpc = useTRPC();
  const { control } = form;
  const senha = useWatch({ control, name: 'senha' }) ?? '';
  const email = useWatch({ control, name: 'email' }) ?? '';
  // Only an ADM makes an ADM (the server enforces it; the option isn't offered to others).
  const ehAdm = usePode()('ADM');
  const tipoAtual = useWatch({ control, name: 'tipo' });
  const opcoesTipo = OPCOES_TIPO.filter((o) => ehAdm || o.value !== 'ADM' || o.value === tipoAtual);
  const perfis = useQuery({ ...trpc.perfil.list.queryOptions(ENTRADA_OPCOES), enabled: aberto });
  const opcoesPerfil = (perfis.data?.itens ?? []).map((p) => ({ value: String(p.id), label: p.nome }));

  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <CampoTexto
        form={form}
        nome="nome"
        label="Nome"
        required
        autoComplete="off"
        containerClassName="sm:col-span-6"
      />
      <CampoTexto
        form={form}
        nome="email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        containerClassName={criando ? 'sm:col-span-3' : 'sm:col-span-6'}
      />
      {criando && (
        <div className="space-y-2 sm:col-span-3">
          <CampoTexto
            form={form}
            nome="senha"
            label="Senha"
            type="password"
            autoComplete="new-password"
            required
          />
          <PasswordStrength senha={senha} email={email} motivos={MSG.senha} />
        </div>
      )}
      <CampoMascara
        form={form}
        nome="whatsapp"
        mask="whatsapp"
        label="WhatsApp"
        required
        containerClassName="sm:col-span-2"
      />
      <CampoMascara form={form} nome="cpf" mask="cpf" label="CPF" containerClassName="sm:col-span-2" />
      <CampoTexto form={form} nome="cro" label="CRO" autoComplete="off" containerClassName="sm:col-span-2" />
      <CampoSelecao
        form={form}
        nome="tipo"
        label="Tipo"
        required
        placeholder="Selecione..."
        options={opcoesTipo}
        containerClassName="sm:col-span-3"
      />
      {/* Controlled, so the row's profile shows once the options arrive. */}
      <CampoSelecao
        form={form}
        nome="id_perfil"
        label="Perfil"
        required
        placeholder={perfis.isPending ? 'Carregando...' : 'Selecione...'}
        options={opcoesPerfil}
        containerClassName="sm:col-span-3"
        error={perfis.isError ? MSG.usuarios.erroPerfis : undefined}
      />
      {escolheUnidades && (
        <Controller
          control={control}
          name="clinicas"
          render={({ field }) => (
            <UnidadesEscolha
              aberto={aberto}
              marcadas={field.value ?? []}
              onChange={field.onChange}
              className="sm:col-span-6"
            />
          )}
        />
      )}
    </div>
  );
}
