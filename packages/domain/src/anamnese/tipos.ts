/** Anamnesis question types (spec 02 §3) and the options each one offers the patient. */
export const TIPOS_PERGUNTA = [
  'texto',
  'sim_nao',
  'sim_nao_naosei',
  'sim_nao_naosei_texto',
  'esquerda_direita_naosei',
] as const;
export type TipoPergunta = (typeof TIPOS_PERGUNTA)[number];

export const ROTULO_TIPO_PERGUNTA: Record<TipoPergunta, string> = {
  texto: 'Texto',
  sim_nao: 'Sim / Não',
  sim_nao_naosei: 'Sim / Não / Não sei',
  sim_nao_naosei_texto: 'Sim / Não / Não sei + texto',
  esquerda_direita_naosei: 'Esquerda / Direita / Não sei',
};

/** The stored answer is the option's label (issue 7). `texto` is free text: no options. */
export const OPCOES_POR_TIPO: Record<TipoPergunta, readonly string[]> = {
  texto: [],
  sim_nao: ['Sim', 'Não'],
  sim_nao_naosei: ['Sim', 'Não', 'Não sei'],
  sim_nao_naosei_texto: ['Sim', 'Não', 'Não sei'],
  esquerda_direita_naosei: ['Esquerda', 'Direita', 'Não sei'],
};

/** Only sim_nao_naosei_texto carries an auxiliary text (it labels the extra answer given on 'Sim'). */
export const exigeTextoAuxiliar = (tipo: TipoPergunta) => tipo === 'sim_nao_naosei_texto';
