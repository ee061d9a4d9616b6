import { validarRespostas } from '@clinica/domain';
import { Card } from '@clinica/ui/card';
import { toast } from '@clinica/ui/toast';
import { useState } from 'react';
import { PerguntaAnamnese, type Resposta } from './pergunta-anamnese';
import type { PropsConteudoAssinar } from './registro-publico';

/** An anamnesis on its signing page: every question answered, checked, then signed. */
export default function ConteudoAssinarAnamnese({
  dados: a,
  cartaoAssinatura,
}: PropsConteudoAssinar<'anamnese'>) {
  const [respostas, setRespostas] = useState<Record<number, Resposta>>({});
  const [erros, setErros] = useState<Record<number, string>>({});
  const preparar = (assinatura: string) => {
    const enviadas = a.perguntas.map((p) => ({
      id_pergunta: p.id_pergunta,
      resposta: respostas[p.id_pergunta]?.resposta ?? '',
      resposta_auxiliar: respostas[p.id_pergunta]?.resposta_auxiliar ?? '',
    }));
    // The form is checked before the signature goes out (spec 01 §5), with the server's own rule.
    const v = validarRespostas(a.perguntas, enviadas);
    if (!v.ok) {
      setErros(v.erros);
      toast.error(v.erro);
      return null;
    }
    setErros({});
    return { respostas: v.respostas, assinatura };
  };
  return (
    <>
      <Card title={a.modelo_anamnese.nome}>
        <div className="space-y-5">
          {a.perguntas.map((p, i) => (
            <PerguntaAnamnese
              key={p.id_pergunta}
              numero={i + 1}
              pergunta={p}
              valor={respostas[p.id_pergunta] ?? { resposta: '', resposta_auxiliar: '' }}
              erro={erros[p.id_pergunta]}
              onChange={(r) => {
                setRespostas((atual) => ({ ...atual, [p.id_pergunta]: r }));
                // An answered question drops its message right away.
                setErros(({ [p.id_pergunta]: _resolvido, ...resto }) => resto);
              }}
            />
          ))}
        </div>
      </Card>
      {cartaoAssinatura(preparar)}
    </>
  );
}
