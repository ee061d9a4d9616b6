import { describe, expect, it } from 'vitest';
import { MENSAGEM_PREENCHA_TODOS, type PerguntaSnapshot, validarRespostas } from './respostas';

const perguntas: PerguntaSnapshot[] = [
  { id_pergunta: 1, pergunta: 'Queixa principal?', tipo_pergunta: 'texto', texto_auxiliar: null },
  { id_pergunta: 2, pergunta: 'Fuma?', tipo_pergunta: 'sim_nao', texto_auxiliar: null },
  { id_pergunta: 3, pergunta: 'Alergia?', tipo_pergunta: 'sim_nao_naosei_texto', texto_auxiliar: 'Qual?' },
  {
    id_pergunta: 4,
    pergunta: 'Lado da dor?',
    tipo_pergunta: 'esquerda_direita_naosei',
    texto_auxiliar: null,
  },
];
const certas = [
  { id_pergunta: 1, resposta: '  Dor no dente  ' },
  { id_pergunta: 2, resposta: 'Não' },
  { id_pergunta: 3, resposta: 'Sim', resposta_auxiliar: ' Dipirona ' },
  { id_pergunta: 4, resposta: 'Esquerda' },
];

describe('validarRespostas', () => {
  it('aceita respostas completas, aparadas e na ordem das perguntas', () => {
    const r = validarRespostas(perguntas, [...certas].reverse());
    expect(r).toEqual({
      ok: true,
      respostas: [
        { id_pergunta: 1, resposta: 'Dor no dente', resposta_auxiliar: null },
        { id_pergunta: 2, resposta: 'Não', resposta_auxiliar: null },
        { id_pergunta: 3, resposta: 'Sim', resposta_auxiliar: 'Dipirona' },
        { id_pergunta: 4, resposta: 'Esquerda', resposta_auxiliar: null },
      ],
    });
  });

  it('lê as opções sem caixa nem acento e guarda o rótulo (clientes antigos: "nao", "nao sei", "esquerda")', () => {
    const r = validarRespostas(perguntas, [
      { id_pergunta: 1, resposta: 'nao sei' },
      { id_pergunta: 2, resposta: 'nao' },
      { id_pergunta: 3, resposta: ' NÃO  SEI ' },
      { id_pergunta: 4, resposta: 'esquerda' },
    ]);
    expect(r.ok && r.respostas.map((x) => x.resposta)).toEqual(['nao sei', 'Não', 'Não sei', 'Esquerda']);
    expect(
      validarRespostas(perguntas, [...certas.slice(0, 2), { id_pergunta: 3, resposta: 'sim' }, certas[3]!]),
    ).toMatchObject({ ok: false });
  });

  it.each([
    ['uma resposta faltando', certas.slice(1), MENSAGEM_PREENCHA_TODOS],
    ['texto vazio', [{ id_pergunta: 1, resposta: '   ' }, ...certas.slice(1)], MENSAGEM_PREENCHA_TODOS],
    [
      '"talvez" num sim_nao',
      certas.map((r) => (r.id_pergunta === 2 ? { ...r, resposta: 'talvez' } : r)),
      'Resposta inválida. Escolha: Sim, Não.',
    ],
    [
      'Sim sem o texto auxiliar',
      certas.map((r) => (r.id_pergunta === 3 ? { id_pergunta: 3, resposta: 'Sim' } : r)),
      MENSAGEM_PREENCHA_TODOS,
    ],
    ['pergunta desconhecida', [...certas, { id_pergunta: 99, resposta: 'x' }], MENSAGEM_PREENCHA_TODOS],
  ])('recusa %s', (_caso, enviadas, erro) => {
    const r = validarRespostas(perguntas, enviadas);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.erro).toBe(erro);
  });

  it('o texto auxiliar é descartado quando a resposta não é Sim', () => {
    const r = validarRespostas(
      perguntas,
      certas.map((x) =>
        x.id_pergunta === 3 ? { id_pergunta: 3, resposta: 'Não', resposta_auxiliar: 'x' } : x,
      ),
    );
    expect(r.ok && r.respostas[2]).toEqual({ id_pergunta: 3, resposta: 'Não', resposta_auxiliar: null });
  });
});
