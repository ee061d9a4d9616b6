import { MSG, type QuestaoAnamnese, type QuestaoAnamneseDados } from '@clinica/contracts';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { CamposQuestao, useFormQuestao } from './campos-questao';

type Props = { questao: QuestaoAnamnese | null; onFechar: () => void };

/** Add or edit an anamnesis question. Mounted only while open. */
export function QuestaoDialog({ questao, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useFormQuestao(questao ?? undefined);
  const salvar = useSalvar({
    form,
    salvar: (dados: QuestaoAnamneseDados) =>
      questao
        ? cliente.questaoAnamnese.update.mutate({ id: questao.id, ...dados })
        : cliente.questaoAnamnese.create.mutate(dados),
    sucesso: questao ? MSG.questoesAnamnese.atualizada : MSG.questoesAnamnese.adicionada,
    erro: MSG.questoesAnamnese.erroSalvar,
    invalidar: [trpc.questaoAnamnese.pathFilter(), trpc.modeloAnamnese.pathFilter()],
    onFechar,
  });

  return (
    <FormDialog
      open
      onClose={onFechar}
      title={questao ? 'Editar Questão' : 'Nova Questão'}
      maxWidth="xl"
      form={form}
      onSubmit={salvar.enviar}
    >
      <CamposQuestao form={form} autoFocus />
    </FormDialog>
  );
}
