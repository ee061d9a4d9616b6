import { describe, expect, it } from 'vitest';
import { buscar, type DocBuscavel, normalizar } from './busca';

const DOCS: DocBuscavel[] = [
  {
    slug: 'orcamentos',
    titulo: 'Do orçamento ao financeiro',
    resumo: 'Aprovar e receber.',
    secoes: [
      { id: '', titulo: null, texto: 'O orçamento reúne os tratamentos do paciente.' },
      { id: 'dar-baixa', titulo: 'Dar baixa', texto: 'Registre o pagamento em Transações com Dar Baixa.' },
    ],
  },
  {
    slug: 'agenda',
    titulo: 'Agenda',
    resumo: 'Consultas da semana.',
    secoes: [{ id: 'lembretes', titulo: 'Lembretes', texto: 'O lembrete vai pelo WhatsApp ao paciente.' }],
  },
];

describe('busca dos tutoriais', () => {
  it('ignora acentos e maiúsculas, mantendo as posições', () => {
    expect(normalizar('Orçamento ÁGIL')).toBe('orcamento agil');
    expect(normalizar('Orçamento ÁGIL')).toHaveLength('Orçamento ÁGIL'.length);
    const [r] = buscar('ORCAMENTO', DOCS);
    expect(r?.slug).toBe('orcamentos');
    const [ini, fim] = r!.destaques[0]!;
    expect(r!.trecho.slice(ini, fim)).toBe('orçamento');
  });

  it('exige todas as palavras no guia e ordena pelo título primeiro', () => {
    expect(buscar('whatsapp pagamento', DOCS)).toEqual([]);
    const r = buscar('paciente', DOCS);
    expect(r.map((x) => x.slug).sort()).toEqual(['agenda', 'orcamentos']);
    const baixa = buscar('baixa', DOCS);
    expect(baixa[0]).toMatchObject({ slug: 'orcamentos', secaoId: 'dar-baixa', secaoTitulo: 'Dar baixa' });
  });

  it('corta o trecho em volta da palavra, com reticências', () => {
    const longo = `${'palavra '.repeat(40)}estoque mínimo ${'fim '.repeat(60)}`;
    const [r] = buscar('minimo', [
      { slug: 'e', titulo: 'E', resumo: '', secoes: [{ id: 'x', titulo: 'X', texto: longo }] },
    ]);
    expect(r!.trecho.startsWith('… ')).toBe(true);
    expect(r!.trecho.endsWith(' …')).toBe(true);
    const [ini, fim] = r!.destaques[0]!;
    expect(r!.trecho.slice(ini, fim)).toBe('mínimo');
  });

  it('não devolve nada para uma busca vazia', () => {
    expect(buscar('  ', DOCS)).toEqual([]);
  });
});
