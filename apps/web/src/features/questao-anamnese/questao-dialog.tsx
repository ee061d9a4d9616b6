import { MSG, type QuestaoAnamnese } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { CamposQuestao, useCamposQuestao } from './campos-questao';

type Props = { questao: QuestaoAnamnese | null; onFechar: () => void };

/** Add or edit an anamnesis question. Mounted only while open. */
export function QuestaoDialog({ questao, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const campos = useCamposQuestao(questao ?? undefined);
  const opcoes = (mensagem: string) => ({
    onSuccess: () => {
      toast.success(mensagem);
      queryClient.invalidateQueries(trpc.questaoAnamnese.pathFilter());
      queryClient.invalidateQueries(trpc.modeloAnamnese.pathFilter());
      onFechar();
    },
    onError: (e: unknown) => {
      toast.error(mensagemDeErro(e, MSG.questoesAnamnese.erroSalvar));
    },
  });
  const criar = useMutation(
    trpc.questaoAnamnese.create.mutationOptions(opcoes(MSG.questoesAnamnese.adicionada)),
  );
  const atualizar = useMutation(
    trpc.questaoAnamnese.update.mutationOptions(opcoes(MSG.questoesAnamnese.atualizada)),
  );

  const salvar = () => {
    const dados = campos.validar();
    if (!dados) return;
    if (questao) atualizar.mutate({ id: questao.id, ...dados });
    else criar.mutate(dados);
  };

  return (
    <Dialog
      open
      persistent
      onClose={onFechar}
      title={questao ? 'Editar Questão' : 'Nova Questão'}
      maxWidth="xl"
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
      <CamposQuestao campos={campos} autoFocus />
    </Dialog>
  );
}
