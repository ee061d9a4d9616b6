import type { AnamnesePublica } from '@clinica/contracts';
import { OPCOES_POR_TIPO } from '@clinica/domain';
import { clsx } from 'clsx';
import { useId } from 'react';

type Pergunta = AnamnesePublica['perguntas'][number];
export type Resposta = { resposta: string; resposta_auxiliar: string };

type Props = {
  numero: number;
  pergunta: Pergunta;
  valor: Resposta;
  erro?: string;
  onChange: (r: Resposta) => void;
};

const campo =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-500/40 sm:text-sm';

/** One numbered question with the control its type asks for (spec 02 §2). */
export function PerguntaAnamnese({ numero, pergunta, valor, erro, onChange }: Props) {
  const id = useId();
  const opcoes = OPCOES_POR_TIPO[pergunta.tipo_pergunta];
  const comTexto = pergunta.tipo_pergunta === 'sim_nao_naosei_texto' && valor.resposta === 'Sim';
  return (
    <fieldset
      className="space-y-2 border-b border-slate-100 pb-5 last:border-0"
      aria-describedby={erro ? `${id}-erro` : undefined}
    >
      <legend className="text-sm font-medium text-slate-900">
        {numero}. {pergunta.pergunta}
      </legend>
      {opcoes.length === 0 ? (
        <textarea
          aria-label={pergunta.pergunta}
          rows={2}
          value={valor.resposta}
          onChange={(e) => onChange({ ...valor, resposta: e.target.value })}
          className={clsx(campo, erro ? 'border-rose-400' : 'border-slate-300')}
        />
      ) : (
        <div role="radiogroup" aria-label={pergunta.pergunta} className="flex flex-wrap gap-2">
          {opcoes.map((o) => (
            <label
              key={o}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-teal-500',
                valor.resposta === o
                  ? 'border-teal-600 bg-teal-50 text-teal-800'
                  : erro
                    ? 'border-rose-300 text-slate-700'
                    : 'border-slate-300 text-slate-700',
              )}
            >
              <input
                type="radio"
                name={id}
                value={o}
                checked={valor.resposta === o}
                onChange={() =>
                  onChange({ resposta: o, resposta_auxiliar: o === 'Sim' ? valor.resposta_auxiliar : '' })
                }
                className="accent-teal-600"
              />
              {o}
            </label>
          ))}
        </div>
      )}
      {comTexto && (
        <label className="block space-y-1">
          <span className="text-sm text-slate-700">{pergunta.texto_auxiliar}</span>
          <input
            value={valor.resposta_auxiliar}
            onChange={(e) => onChange({ ...valor, resposta_auxiliar: e.target.value })}
            className={clsx(
              campo,
              erro && !valor.resposta_auxiliar.trim() ? 'border-rose-400' : 'border-slate-300',
            )}
          />
        </label>
      )}
      {erro && (
        <p id={`${id}-erro`} role="alert" className="text-sm text-rose-700">
          {erro}
        </p>
      )}
    </fieldset>
  );
}
