import { MSG, type Unidade, unidadeInputSchema } from '@clinica/contracts';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useReiniciarAoAbrir } from '../../lib/use-reiniciar-ao-abrir';
import { useSalvar } from '../../lib/use-salvar';
import { SecaoEndereco } from './secao-endereco';
import { SecaoContato, SecaoDados } from './secoes-unidade';
import { type UnidadeDados, type UnidadeForm, valoresIniciais } from './unidade-form';

type Props = { aberto: boolean; unidade: Unidade | null; onFechar: () => void };

/** 'Nova Unidade' / 'Editar Unidade': Dados, Contato and Endereço sections. */
export function UnidadeDialog({ aberto, unidade, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  // The unit being edited stays put while the dialog fades out.
  const alvo = useRef(unidade);
  if (aberto) alvo.current = unidade;
  const form = useForm<UnidadeForm, unknown, UnidadeDados>({
    resolver: zodResolver(unidadeInputSchema),
    defaultValues: valoresIniciais(unidade),
  });
  const { reset } = form;
  useReiniciarAoAbrir(reset, aberto, unidade?.id ?? null, () => valoresIniciais(unidade));
  const salvar = useSalvar({
    form,
    salvar: (dados: UnidadeDados) =>
      unidade
        ? cliente.unidade.update.mutate({ id: unidade.id, ...dados })
        : cliente.unidade.create.mutate(dados),
    sucesso: MSG.unidades.salva,
    erro: MSG.unidades.erroSalvar,
    // A user's units show the unit's name and CNPJ.
    invalidar: [trpc.unidade.pathFilter(), trpc.usuario.pathFilter()],
    onFechar,
  });

  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      maxWidth="4xl"
      title={alvo.current ? 'Editar Unidade' : 'Nova Unidade'}
      form={form}
      onSubmit={salvar.enviar}
    >
      <div className="divide-y divide-slate-100">
        <SecaoDados form={form} />
        <SecaoContato form={form} />
        <SecaoEndereco form={form} />
      </div>
    </FormDialog>
  );
}
