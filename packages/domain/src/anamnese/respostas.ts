import { exigeTextoAuxiliar, OPCOES_POR_TIPO, type TipoPergunta } from './tipos';

export type PerguntaSnapshot = {
  id_pergunta: number;
  pergunta: string;
  tipo_pergunta: TipoPergunta;
  texto_auxiliar: string | null;
};
export type RespostaEnviada = { id_pergunta: number; resposta: string; resposta_auxiliar?: string | null };
export type RespostaValida = { id_pergunta: number; resposta: string; resposta_auxiliar: string | null };

export const MENSAGEM_CAMPO_OBRIGATORIO = 'Campo obrigatório';
export const MENSAGEM_PREENCHA_TODOS = 'Por favor, preencha todos os campos obrigatórios.';

export type ResultadoRespostas =
  | { ok: true; respostas: RespostaValida[] }
  | { ok: false; erro: string; erros: Record<number, string> };

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * The option an answer names, written in any case and with or without accents ('nao sei',
 * 'ESQUERDA'), as old clients sent it (DECISIONS.md 20); the stored answer is its label.
 */
export const opcaoEscolhida = (opcoes: readonly string[], resposta: string): string | null =>
  opcoes.find((o) => semAcento(o) === semAcento(resposta)) ?? null;

/**
 * Checks a patient's answers against the questions they were shown: every question answered
 * once, the answer one of its type's options (free text for `texto`), the extra text required
 * when sim_nao_naosei_texto is answered 'Sim'. Answers are trimmed and an option is stored as its
 * label whatever its case or accents; order follows the questions.
 */
export function validarRespostas(
  perguntas: readonly PerguntaSnapshot[],
  enviadas: readonly RespostaEnviada[],
): ResultadoRespostas {
  const porId = new Map(enviadas.map((r) => [r.id_pergunta, r]));
  const erros: Record<number, string> = {};
  const respostas: RespostaValida[] = [];
  for (const p of perguntas) {
    const r = porId.get(p.id_pergunta);
    const resposta = r?.resposta?.trim() ?? '';
    const opcoes = OPCOES_POR_TIPO[p.tipo_pergunta];
    if (!resposta) {
      erros[p.id_pergunta] = MENSAGEM_CAMPO_OBRIGATORIO;
      continue;
    }
    const opcao = opcoes.length > 0 ? opcaoEscolhida(opcoes, resposta) : resposta;
    if (opcao === null) {
      erros[p.id_pergunta] = `Resposta inválida. Escolha: ${opcoes.join(', ')}.`;
      continue;
    }
    const precisaAuxiliar = exigeTextoAuxiliar(p.tipo_pergunta) && opcao === 'Sim';
    const auxiliar = precisaAuxiliar ? (r?.resposta_auxiliar?.trim() ?? '') : '';
    if (precisaAuxiliar && !auxiliar) {
      erros[p.id_pergunta] = MENSAGEM_CAMPO_OBRIGATORIO;
      continue;
    }
    respostas.push({ id_pergunta: p.id_pergunta, resposta: opcao, resposta_auxiliar: auxiliar || null });
  }
  const desconhecidas = enviadas.filter((r) => !perguntas.some((p) => p.id_pergunta === r.id_pergunta));
  if (Object.keys(erros).length > 0 || desconhecidas.length > 0) {
    const unico =
      Object.values(erros).length === 1 && desconhecidas.length === 0 ? Object.values(erros)[0]! : null;
    return {
      ok: false,
      erro: unico && unico !== MENSAGEM_CAMPO_OBRIGATORIO ? unico : MENSAGEM_PREENCHA_TODOS,
      erros,
    };
  }
  return { ok: true, respostas };
}
