import { MENSAGEM_TERMO_OBRIGATORIOS, MSG, type Termo } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { EditorRico } from '../editor/editor-rico';

type Props = { termo: Termo | null; onFechar: () => void };

const temTexto = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() !== '';

/** Add or edit a template: title and the rich-text body. Mounted only while open. */
export function TermoDialog({ termo, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [titulo, setTitulo] = useState(termo?.titulo ?? '');
  const [corpo, setCorpo] = useState(termo?.corpo ?? '');
  const [faltando, setFaltando] = useState(false);
  const opcoes = (mensagem: string) => ({
    onSuccess: () => {
      toast.success(mensagem);
      queryClient.invalidateQueries(trpc.termo.pathFilter());
      onFechar();
    },
    onError: (e: unknown) => {
      toast.error(mensagemDeErro(e, MSG.termos.erroSalvar));
    },
  });
  const criar = useMutation(trpc.termo.create.mutationOptions(opcoes(MSG.termos.criado)));
  const atualizar = useMutation(trpc.termo.update.mutationOptions(opcoes(MSG.termos.atualizado)));

  const salvar = () => {
    const ok = titulo.trim() !== '' && temTexto(corpo);
    setFaltando(!ok);
    if (!ok) return;
    if (termo) atualizar.mutate({ id: termo.id, titulo, corpo });
    else criar.mutate({ titulo, corpo });
  };

  return (
    <Dialog
      open
      persistent
      onClose={onFechar}
      title={termo ? 'Editar Termo' : 'Novo Termo'}
      maxWidth="4xl"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={criar.isPending || atualizar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <TextField
          label="Título"
          value={titulo}
          onChange={(e) => setTitulo(e.target.value)}
          invalid={faltando && !titulo.trim()}
          autoFocus
        />
        <div className="space-y-1.5">
          <span className="text-sm font-medium text-slate-700">Texto do termo</span>
          <EditorRico
            rotulo="Texto do termo"
            valorInicial={termo?.corpo ?? ''}
            onChange={setCorpo}
            invalido={faltando && !temTexto(corpo)}
          />
        </div>
        <AlertaFormulario mensagem={faltando ? MENSAGEM_TERMO_OBRIGATORIOS : null} />
      </div>
    </Dialog>
  );
}
