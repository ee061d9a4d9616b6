import { campoInteiro, MSG, type Produto, produtoInputSchema } from '@clinica/contracts';
import { CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

const M = MSG.produtos;

/** The contract's rules and messages; the minimum is typed as text, whole units only. */
const produtoForm = produtoInputSchema.extend({
  qnt_minima: campoInteiro(produtoInputSchema.shape.qnt_minima, M.qntMinimaInvalida, M.qntMinimaObrigatoria),
});
const soDigitos = (t: string) => t.replace(/\D/g, '');

/** 'Novo Produto' / 'Editar Produto': name and minimum quantity; the server keeps the rest. */
export function ProdutoDialog({ produto, onFechar }: { produto: Produto | null; onFechar: () => void }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm({
    resolver: zodResolver(produtoForm),
    defaultValues: { nome: produto?.nome ?? '', qnt_minima: produto ? String(produto.qnt_minima) : '' },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: { nome: string; qnt_minima: number }) =>
      produto
        ? cliente.produto.update.mutate({ id: produto.id, ...dados })
        : cliente.produto.create.mutate(dados),
    sucesso: produto ? M.atualizado : M.criado,
    erro: M.erroSalvar,
    // The name shows in the movement lists too; the cards count by the minimum.
    invalidar: [trpc.produto.pathFilter(), trpc.movimentacao.pathFilter()],
    onFechar,
  });

  return (
    <FormDialog
      open
      onClose={onFechar}
      title={produto ? 'Editar Produto' : 'Novo Produto'}
      maxWidth="md"
      form={form}
      onSubmit={salvar.enviar}
      className="grid gap-4"
    >
      <CampoTexto form={form} nome="nome" label="Nome" required autoFocus maxLength={120} />
      <CampoTexto
        form={form}
        nome="qnt_minima"
        label="Quantidade mínima"
        required
        inputMode="numeric"
        maxLength={8}
        filtro={soDigitos}
        hint="Abaixo dela, o produto aparece como Abaixo do Mínimo."
      />
    </FormDialog>
  );
}
