import { MSG } from '@clinica/contracts';
import { MaskedInput } from '@clinica/ui/masked-input';
import { PasswordStrength } from '@clinica/ui/password-strength';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
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
  const { register, control } = form;
  const erros = form.formState.errors;
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
      <TextField
        label="Nome"
        required
        autoComplete="off"
        containerClassName="sm:col-span-6"
        error={erros.nome?.message}
        {...register('nome')}
      />
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        containerClassName={criando ? 'sm:col-span-3' : 'sm:col-span-6'}
        error={erros.email?.message}
        {...register('email')}
      />
      {criando && (
        <div className="space-y-2 sm:col-span-3">
          <TextField
            label="Senha"
            type="password"
            autoComplete="new-password"
            required
            error={erros.senha?.message}
            {...register('senha')}
          />
          <PasswordStrength senha={senha} email={email} motivos={MSG.senha} />
        </div>
      )}
      <Controller
        control={control}
        name="whatsapp"
        render={({ field }) => (
          <MaskedInput
            mask="whatsapp"
            label="WhatsApp"
            required
            containerClassName="sm:col-span-2"
            error={erros.whatsapp?.message}
            name={field.name}
            value={field.value}
            onValueChange={(v) => field.onChange(v)}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="cpf"
        render={({ field }) => (
          <MaskedInput
            mask="cpf"
            label="CPF"
            containerClassName="sm:col-span-2"
            error={erros.cpf?.message}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={(v) => field.onChange(v)}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextField
        label="CRO"
        autoComplete="off"
        containerClassName="sm:col-span-2"
        error={erros.cro?.message}
        {...register('cro')}
      />
      <SelectField
        label="Tipo"
        required
        placeholder="Selecione..."
        options={opcoesTipo}
        containerClassName="sm:col-span-3"
        error={erros.tipo?.message}
        {...register('tipo')}
      />
      <Controller
        control={control}
        name="id_perfil"
        render={({ field }) => (
          // Controlled, so the row's profile shows once the options arrive.
          <SelectField
            label="Perfil"
            required
            placeholder={perfis.isPending ? 'Carregando...' : 'Selecione...'}
            options={opcoesPerfil}
            containerClassName="sm:col-span-3"
            error={erros.id_perfil?.message ?? (perfis.isError ? MSG.usuarios.erroPerfis : undefined)}
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
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
