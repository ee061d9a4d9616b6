import { MODULOS, MSG, type Perfil, type PerfilInput, perfilInputSchema } from '@clinica/contracts';
import { CampoTexto } from '@clinica/ui/campos-form';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useReiniciarAoAbrir } from '../../lib/use-reiniciar-ao-abrir';
import { useSalvar } from '../../lib/use-salvar';
import { PainelPermissoes } from './painel-permissoes';

type Props = { aberto: boolean; perfil: Perfil | null; onFechar: () => void };

const modulo = new Map(MODULOS.flatMap((m) => m.funcoes.map((f) => [f.id, m.id] as const)));

/** The contract's profile; the switches hold the chosen functions' ids, the wire gets module and function. */
const perfilForm = perfilInputSchema.extend({
  permissoes: z
    .array(z.number())
    .transform((marcadas) =>
      marcadas.map((id_funcao) => ({ id_modulo: modulo.get(id_funcao) ?? 0, id_funcao })),
    )
    .pipe(perfilInputSchema.shape.permissoes),
});
type PerfilForm = z.input<typeof perfilForm>;

const valores = (p: Perfil | null): PerfilForm => ({
  nome: p?.nome ?? '',
  permissoes: p?.permissoes.map((x) => x.id_funcao) ?? [],
});

/** Create or edit a profile: its name and a switch per function, grouped by module. */
export function PerfilDialog({ aberto, perfil, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm<PerfilForm, unknown, PerfilInput>({
    resolver: zodResolver(perfilForm),
    defaultValues: valores(perfil),
  });
  const { reset } = form;
  useReiniciarAoAbrir(reset, aberto, perfil?.id ?? null, () => valores(perfil));
  // Editing changes what every user with this profile may do: ask first (spec 03 §4).
  const [aConfirmar, setAConfirmar] = useState<PerfilInput | null>(null);
  const salvar = useSalvar({
    form,
    salvar: (dados: PerfilInput) =>
      perfil
        ? cliente.perfil.update.mutate({ id: perfil.id, ...dados })
        : cliente.perfil.create.mutate(dados),
    sucesso: perfil ? MSG.perfis.atualizado : MSG.perfis.criado,
    erro: MSG.perfis.erroSalvar,
    invalidar: [trpc.perfil.pathFilter(), trpc.sessao.me.pathFilter()],
    onFechar,
  });
  const nome = useWatch({ control: form.control, name: 'nome' });
  const confirmar = async (dados: PerfilInput) => {
    await salvar.enviar(dados);
    setAConfirmar(null);
  };

  return (
    <>
      <FormDialog
        open={aberto}
        onClose={onFechar}
        title={perfil ? 'Editar Perfil' : 'Novo Perfil'}
        description="Escolha o que os usuários com este perfil podem fazer em cada módulo."
        maxWidth="4xl"
        form={form}
        onSubmit={(dados) => (perfil ? setAConfirmar(dados) : salvar.enviar(dados))}
        salvarDesabilitado={!nome?.trim()}
        salvando={aConfirmar !== null && salvar.salvando}
        className="space-y-5"
      >
        <CampoTexto form={form} nome="nome" label="Nome do perfil" autoFocus />
        <Controller
          control={form.control}
          name="permissoes"
          render={({ field }) => (
            <PainelPermissoes
              modulos={MODULOS}
              marcadas={new Set(field.value)}
              onChange={(marcadas) => field.onChange([...marcadas])}
            />
          )}
        />
      </FormDialog>
      <ConfirmDialog
        open={aConfirmar !== null}
        tone="primary"
        title="Salvar alterações do perfil?"
        message={MSG.perfis.avisoEdicao}
        confirmLabel="Salvar"
        loading={salvar.salvando}
        onConfirm={() => aConfirmar && void confirmar(aConfirmar)}
        onCancel={() => setAConfirmar(null)}
      />
    </>
  );
}
