import { describe, expect, it } from 'vitest';
import { conteudoCanonicoAnamnese, conteudoCanonicoDocumento } from './conteudo';

describe('conteúdo canônico', () => {
  it('muda com qualquer caractere do que foi mostrado', () => {
    const base = { titulo: 'TERMO', cabecalho: '<p>Clínica</p>', corpo: '<p>Texto</p>' };
    const a = conteudoCanonicoDocumento(base);
    expect(conteudoCanonicoDocumento({ ...base })).toBe(a);
    expect(conteudoCanonicoDocumento({ ...base, corpo: '<p>Texto.</p>' })).not.toBe(a);
    expect(conteudoCanonicoDocumento({ ...base, cabecalho: '<p>Clinica</p>' })).not.toBe(a);
  });

  it('não confunde campos: o mesmo texto em lugares diferentes dá conteúdos diferentes', () => {
    const a = conteudoCanonicoDocumento({ titulo: 'a', cabecalho: 'b', corpo: '' });
    const b = conteudoCanonicoDocumento({ titulo: 'a', cabecalho: '', corpo: 'b' });
    expect(a).not.toBe(b);
  });

  it('a anamnese inclui perguntas, respostas e o texto auxiliar na ordem', () => {
    const r = (resposta: string) => ({
      modelo: 'Geral',
      respostas: [{ pergunta: 'Alergia?', resposta, resposta_auxiliar: null }],
    });
    expect(conteudoCanonicoAnamnese(r('Sim'))).not.toBe(conteudoCanonicoAnamnese(r('Não')));
    expect(conteudoCanonicoAnamnese(r('Sim'))).toBe(
      '{"v":1,"tipo":"anamnese","modelo":"Geral","respostas":[["Alergia?","Sim",null]]}',
    );
  });
});
