import {
  campoOpcao,
  comTextoAuxiliar,
  MAX_PERGUNTA,
  MAX_TEXTO_AUXILIAR,
  type QuestaoAnamneseDados,
  questaoAnamneseCamposSchema,
} from '@clinica/contracts';
import {
  ehUmDe,
  exigeTextoAuxiliar,
  ROTULO_TIPO_PERGUNTA,
  TIPOS_PERGUNTA,
  type TipoPergunta,
} from '@clinica/domain';
import { CampoAreaTexto, CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';

const OPCOES_TIPO = TIPOS_PERGUNTA.map((t) => ({ value: t, label: ROTULO_TIPO_PERGUNTA[t] }));

/** The contract's question with the type as the select holds it ('' until chosen). */
const questaoForm = comTextoAuxiliar(
  questaoAnamneseCamposSchema.extend({
    tipo_pergunta: campoOpcao(questaoAnamneseCamposSchema.shape.tipo_pergunta),
  }),
);
type QuestaoForm = z.input<typeof questaoForm>;
export type FormQuestao = UseFormReturn<QuestaoForm, unknown, QuestaoAnamneseDados>;

const valores = (q?: { pergunta: string; tipo_pergunta: TipoPergunta; texto_auxiliar: string | null }) => ({
  pergunta: q?.pergunta ?? '',
  tipo_pergunta: q?.tipo_pergunta ?? '',
  texto_auxiliar: q?.texto_auxiliar ?? '',
});

/** A question's form (the dialog and the model's inline form), validated by the shared schema. */
export function useFormQuestao(inicial?: Parameters<typeof valores>[0]): FormQuestao {
  return useForm<QuestaoForm, unknown, QuestaoAnamneseDados>({
    resolver: zodResolver(questaoForm),
    defaultValues: valores(inicial),
  });
}

const ehTipo = (v: string): v is TipoPergunta => ehUmDe(TIPOS_PERGUNTA, v);

type Props = { form: FormQuestao; autoFocus?: boolean };

export function CamposQuestao({ form, autoFocus }: Props) {
  const tipo = useWatch({ control: form.control, name: 'tipo_pergunta' });
  const comAuxiliar = ehTipo(tipo) && exigeTextoAuxiliar(tipo);
  return (
    <div className="space-y-4">
      <CampoAreaTexto
        form={form}
        nome="pergunta"
        label="Pergunta"
        required
        rows={3}
        maxLength={MAX_PERGUNTA}
        contador
        // The dialog opens to type the question.
        autoFocus={autoFocus}
        className="min-h-20"
      />
      <CampoSelecao
        form={form}
        nome="tipo_pergunta"
        label="Tipo"
        required
        placeholder="Selecione o tipo"
        options={OPCOES_TIPO}
        // Changing away from sim_nao_naosei_texto clears the auxiliary text (spec 02, question type).
        onChange={(e) => {
          const novo = e.target.value;
          if (!(ehTipo(novo) && exigeTextoAuxiliar(novo))) form.setValue('texto_auxiliar', '');
        }}
      />
      {comAuxiliar && (
        <CampoTexto
          form={form}
          nome="texto_auxiliar"
          label="Texto auxiliar"
          required
          maxLength={MAX_TEXTO_AUXILIAR}
          hint="Rótulo da resposta extra pedida quando o paciente responde Sim (ex.: Qual?)."
        />
      )}
    </div>
  );
}
