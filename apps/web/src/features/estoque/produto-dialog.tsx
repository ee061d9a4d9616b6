import { MSG, type Produto, produtoInputSchema } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

const M = MSG.produtos;

/** The contract's rules and messages ('Nome é obrigatório', 'Quantidade mínima é obrigatória'). */
type ErrosProduto = { nome?: string; qnt_minima?: string };

function validar(nome: string, minima: string) {
  const lido = produtoInputSchema.safeParse({
    nome,
    qnt_minima: minima === '' ? undefined : Number(minima),
  });
  const erros: ErrosProduto = {};
  if (lido.success) return { dados: lido.data, erros };
  for (const p of lido.error.issues) {
    const campo = p.path[0];
    if ((campo === 'nome' || campo === 'qnt_minima') && !erros[campo]) erros[campo] = p.message;
  }
  return { dados: null, erros };
}

/** 'Novo Produto' / 'Editar Produto': name and minimum quantity; the server keeps the rest. */
export function ProdutoDialog({ produto, onFechar }: { produto: Produto | null; onFechar: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [nome, setNome] = useState(produto?.nome ?? '');
  const [minima, setMinima] = useState(produto ? String(produto.qnt_minima) : '');
  const [tentou, setTentou] = useState(false);
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const opcoes = (sucesso: string) => ({
    onSuccess: () => {
      toast.success(sucesso);
      // The name shows in the movement lists too; the cards count by the minimum.
      void queryClient.invalidateQueries(trpc.produto.pathFilter());
      void queryClient.invalidateQueries(trpc.movimentacao.pathFilter());
      onFechar();
    },
    onError: (e: unknown) => {
      const msg = mensagemDeErro(e, M.erroSalvar);
      setErroServidor(msg);
      toast.error(msg);
    },
  });
  const criar = useMutation(trpc.produto.create.mutationOptions(opcoes(M.criado)));
  const atualizar = useMutation(trpc.produto.update.mutationOptions(opcoes(M.atualizado)));
  const salvando = criar.isPending || atualizar.isPending;
  const { dados, erros } = validar(nome, minima);

  const salvar = () => {
    setTentou(true);
    if (!dados || salvando) return;
    setErroServidor(null);
    if (produto) atualizar.mutate({ id: produto.id, ...dados });
    else criar.mutate(dados);
  };

  return (
    <Dialog
      open
      persistent
      fullScreenOnMobile
      onClose={onFechar}
      title={produto ? 'Editar Produto' : 'Novo Produto'}
      maxWidth="md"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button type="submit" form="form-produto" loading={salvando}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="form-produto"
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          salvar();
        }}
      >
        <AlertaFormulario mensagem={erroServidor} />
        <TextField
          label="Nome"
          required
          autoFocus
          maxLength={120}
          value={nome}
          onChange={(e) => setNome(e.target.value)}
          error={tentou ? erros.nome : undefined}
        />
        <TextField
          label="Quantidade mínima"
          required
          inputMode="numeric"
          maxLength={8}
          value={minima}
          // Whole units only: anything but digits is dropped as it is typed.
          onChange={(e) => setMinima(e.target.value.replace(/\D/g, ''))}
          hint="Abaixo dela, o produto aparece como Abaixo do Mínimo."
          error={tentou ? erros.qnt_minima : undefined}
        />
      </form>
    </Dialog>
  );
}
