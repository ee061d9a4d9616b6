import { describe, expect, it } from 'vitest';
import { lerAnamnese, lerAnexo, lerDocumento, lerModelo, lerQuestao, lerTermo } from './itens-api-clinicos';

describe("the old system's clinical records read as rows", () => {
  it('a term template needs a title and a text; its kind defaults to general', () => {
    expect(lerTermo({ id: 4, titulo: ' Clareamento ', corpo: '<p>Texto</p>' })).toEqual({
      ok: true,
      chave: 'id:4',
      dados: { titulo: 'Clareamento', corpo: '<p>Texto</p>', tipo: 'geral' },
    });
    expect(lerTermo({ id: 4, titulo: 'x', corpo: '<p>T</p>', tipo: 'uso_imagem' })).toMatchObject({
      dados: { tipo: 'uso_imagem' },
    });
    expect(lerTermo({ id: 4, titulo: '', corpo: 'x' })).toMatchObject({ ok: false });
  });

  it("a document keeps its patient's old key and, signed, what the source said about the signature", () => {
    const assinado = lerDocumento({
      id: 9,
      id_paciente: 3,
      tipo: 'CONTRATO',
      titulo: 'Contrato',
      corpo: '<p>c</p>',
      status: 'Assinado',
      assinado_em: '2030-01-02T10:00:00.000-03:00',
      tipo_termo: 'geral',
    });
    expect(assinado).toMatchObject({
      ok: true,
      chave: 'id:9',
      dados: {
        paciente: 'id:3',
        tipo: 'CONTRATO',
        cabecalho: '',
        assinatura: {
          assinado_em: '2030-01-02T13:00:00.000Z',
          ip: null,
          hash_conteudo: null,
        },
      },
    });
    expect(
      lerDocumento({ id: 1, id_paciente: 3, titulo: 'T', corpo: 'c', status: 'Pendente' }),
    ).toMatchObject({
      dados: { tipo: 'TERMO', assinatura: null },
    });
    // Signed without a date: refused, no date is made up.
    expect(
      lerDocumento({ id: 1, id_paciente: 3, titulo: 'T', corpo: 'c', status: 'Assinado' }),
    ).toMatchObject({
      ok: false,
      motivo: expect.stringContaining('sem a data'),
    });
    expect(lerDocumento({ id: 1, titulo: 'T', corpo: 'c' })).toMatchObject({ ok: false });
  });

  it('a question needs a known type, and the auxiliary text only where its type has one', () => {
    expect(
      lerQuestao({ id: 1, pergunta: 'Alergia?', tipo_pergunta: 'sim_nao', texto_auxiliar: 'x' }),
    ).toEqual({
      ok: true,
      chave: 'id:1',
      dados: { pergunta: 'Alergia?', tipo_pergunta: 'sim_nao', texto_auxiliar: null },
    });
    expect(lerQuestao({ id: 1, pergunta: 'Qual?', tipo_pergunta: 'sim_nao_naosei_texto' })).toMatchObject({
      ok: false,
    });
    expect(lerQuestao({ id: 1, pergunta: 'P', tipo_pergunta: 'outro' })).toMatchObject({ ok: false });
  });

  it("a model's questions in its order, by old key, once each", () => {
    expect(
      lerModelo({
        id: 2,
        nome: 'Geral',
        questoes: [
          { id_questao_anamnese: 8, ordem: 1 },
          { id_questao_anamnese: 5, ordem: 0 },
          { questao: { id: 8 }, ordem: 2 },
        ],
      }),
    ).toEqual({ ok: true, chave: 'id:2', dados: { nome: 'Geral', questoes: ['id:5', 'id:8'] } });
  });

  it('an anamnesis with its frozen questions, its answers by question and its signature evidence', () => {
    const r = lerAnamnese({
      id: 7,
      id_paciente: 3,
      modelo_anamnese: {
        id: 2,
        nome: 'Geral',
        questoes: [
          { id_questao_anamnese: 5, questao: { id: 5, pergunta: 'Alergia?', tipo_pergunta: 'sim_nao' } },
        ],
      },
      status: 'Assinada',
      assinado_em: '2030-01-02T13:00:00.000Z',
      respostas: [{ id: 5, resposta: 'Sim', resposta_auxiliar: null }],
      evidencia: { ip: '203.0.113.9', user_agent: 'UA', hash_conteudo: 'h1', hash_assinatura: 'h2' },
      assinatura: 'https://app.antiga.com.br/api/pacientes-anamnese/c/abc123/assinatura?conta=4&exp=9&sig=x',
      arquivado_em: '2031-03-04T10:00:00.000Z',
    });
    expect(r).toEqual({
      ok: true,
      chave: 'id:7',
      dados: {
        paciente: 'id:3',
        modelo: 'id:2',
        nome_modelo: 'Geral',
        perguntas: [{ chave: 'id:5', pergunta: 'Alergia?', tipo_pergunta: 'sim_nao', texto_auxiliar: null }],
        respostas: [{ chave: 'id:5', resposta: 'Sim', resposta_auxiliar: null }],
        criado_em: null,
        assinatura: {
          assinado_em: '2030-01-02T13:00:00.000Z',
          ip: '203.0.113.9',
          user_agent: 'UA',
          hash_conteudo: 'h1',
          hash_assinatura: 'h2',
        },
        imagem_assinatura: '/api/pacientes-anamnese/c/abc123/assinatura?conta=4&exp=9&sig=x',
        arquivado_em: new Date('2031-03-04T10:00:00.000Z'),
      },
    });
    expect(
      lerAnamnese({ id: 7, id_paciente: 3, modelo_anamnese: { id: null, nome: 'X', questoes: [] } }),
    ).toMatchObject({
      dados: { modelo: null, respostas: null, assinatura: null },
    });
  });

  it("a photo or file: its patient and description; the name falls back to the file's", () => {
    expect(lerAnexo({ id: 3, id_paciente: 1, nome_arquivo: 'raio-x.pdf' })).toMatchObject({
      dados: { paciente: 'id:1', nome: 'raio-x.pdf', nome_arquivo: 'raio-x.pdf', observacao: null },
    });
    expect(lerAnexo({ id: 3, nome: 'x' })).toMatchObject({ ok: false });
  });
});
