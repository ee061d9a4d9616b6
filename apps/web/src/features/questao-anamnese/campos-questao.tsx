import {
  MAX_PERGUNTA,
  MAX_TEXTO_AUXILIAR,
  type QuestaoAnamneseDados,
  questaoAnamneseInputSchema,
} from '@clinica/contracts';
import { exigeTextoAuxiliar, ROTULO_TIPO_PERGUNTA, TIPOS_PERGUNTA, type TipoPergunta } from '@clinica/domain';
import { SelectField } from '@clinica/ui/select-field';
import { FieldShell, inputClasses, TextField } from '@clinica/ui/text-field';
import { clsx } from 'clsx';
import { useId, useState } from 'react';

export type ValoresQuestao = { pergunta: string; tipo_pergunta: TipoPergunta | ''; texto_auxiliar: string };
type Erros = Partial<Record<keyof ValoresQuestao, string>>;

export const OPCOES_TIPO = TIPOS_PERGUNTA.map((t) => ({ value: t, label: ROTULO_TIPO_PERGUNTA[t] }));

/** Form state of a question (the dialog and the model's inline form), validated by the shared schema. */
export function useCamposQuestao(inicial?: {
  pergunta: string;
  tipo_pergunta: TipoPergunta;
  texto_auxiliar: string | null;
}) {
  const [valores, setValores] = useState<ValoresQuestao>({
    pergunta: inicial?.pergunta ?? '',
    tipo_pergunta: inicial?.tipo_pergunta ?? '',
    texto_auxiliar: inicial?.texto_auxiliar ?? '',
  });
  const [tentou, setTentou] = useState(false);
  const r = questaoAnamneseInputSchema.safeParse({
    ...valores,
    tipo_pergunta: valores.tipo_pergunta || undefined,
  });
  const erros: Erros = {};
  if (!r.success) {
    for (const i of r.error.issues) {
      const campo = i.path[0] as keyof ValoresQuestao;
      erros[campo] ??= i.message;
    }
  }
  return {
    valores,
    erros: tentou ? erros : {},
    /** Changing away from sim_nao_naosei_texto clears the auxiliary text (spec 02, question type). */
    alterar: (v: Partial<ValoresQuestao>) =>
      setValores((a) => {
        const n = { ...a, ...v };
        if (v.tipo_pergunta !== undefined && !(v.tipo_pergunta && exigeTextoAuxiliar(v.tipo_pergunta)))
          n.texto_auxiliar = '';
        return n;
      }),
    /** The validated payload, or null (and the errors show). */
    validar: (): QuestaoAnamneseDados | null => {
      setTentou(true);
      return r.success ? r.data : null;
    },
    limpar: () => {
      setValores({ pergunta: '', tipo_pergunta: '', texto_auxiliar: '' });
      setTentou(false);
    },
  };
}

type Props = { campos: ReturnType<typeof useCamposQuestao>; autoFocus?: boolean };

export function CamposQuestao({ campos, autoFocus }: Props) {
  const { valores, erros, alterar } = campos;
  const id = useId();
  const idPergunta = `${id}-pergunta`;
  const comAuxiliar = valores.tipo_pergunta !== '' && exigeTextoAuxiliar(valores.tipo_pergunta);
  return (
    <div className="space-y-4">
      <FieldShell label="Pergunta" htmlFor={idPergunta} error={erros.pergunta} required>
        <textarea
          id={idPergunta}
          rows={3}
          maxLength={MAX_PERGUNTA}
          value={valores.pergunta}
          onChange={(e) => alterar({ pergunta: e.target.value })}
          aria-invalid={erros.pergunta ? true : undefined}
          aria-describedby={`${idPergunta}-contador`}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens to type the question
          autoFocus={autoFocus}
          className={clsx(inputClasses(erros.pergunta), 'h-auto min-h-20 resize-y py-2 md:h-auto')}
        />
        <p id={`${idPergunta}-contador`} className="-mt-0.5 text-right text-xs tabular-nums text-slate-500">
          {valores.pergunta.length}/{MAX_PERGUNTA}
        </p>
      </FieldShell>
      <SelectField
        label="Tipo"
        required
        placeholder="Selecione o tipo"
        options={OPCOES_TIPO}
        value={valores.tipo_pergunta}
        onChange={(e) => alterar({ tipo_pergunta: e.target.value as TipoPergunta | '' })}
        error={erros.tipo_pergunta}
      />
      {comAuxiliar && (
        <TextField
          label="Texto auxiliar"
          required
          maxLength={MAX_TEXTO_AUXILIAR}
          value={valores.texto_auxiliar}
          onChange={(e) => alterar({ texto_auxiliar: e.target.value })}
          error={erros.texto_auxiliar}
          hint="Rótulo da resposta extra pedida quando o paciente responde Sim (ex.: Qual?)."
        />
      )}
    </div>
  );
}
