import type { PropsConteudoImprimir } from './registro-publico';
import { respostaAuxiliar } from './resposta-auxiliar';

/** An anamnesis on the print view: its model's name and every question with its answer (blank until signed). */
export default function ConteudoImprimirAnamnese({ dados }: PropsConteudoImprimir<'anamnese'>) {
  const linhas =
    dados.respostas ??
    dados.perguntas.map((p) => ({
      id: p.id_pergunta,
      pergunta: p.pergunta,
      resposta: '',
      resposta_auxiliar: null,
      texto_auxiliar: p.texto_auxiliar,
    }));
  return (
    <>
      <h1 className="text-center text-lg font-bold text-slate-900">{dados.modelo_anamnese.nome}</h1>
      <ol className="space-y-3 text-sm">
        {linhas.map((r, i) => (
          <li key={r.id} className="break-inside-avoid border-b border-slate-200 pb-2">
            <p className="font-medium text-slate-900">
              {i + 1}. {r.pergunta}
            </p>
            <p className="text-slate-700">{r.resposta || '—'}</p>
            {r.resposta_auxiliar && (
              <p className="text-slate-600">{respostaAuxiliar(r.texto_auxiliar, r.resposta_auxiliar)}</p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
