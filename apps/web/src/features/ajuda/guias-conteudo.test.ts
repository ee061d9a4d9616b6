import { TELAS_CLINICA } from '@clinica/contracts';
import { describe, expect, it } from 'vitest';
import { gerarModulo } from '../../../plugin-guias';

/** The guides in docs/guias as the build sees them: complete, with pictures and live links. */
const { guias, perguntas, avisos } = gerarModulo();
const rotas: string[] = TELAS_CLINICA.map((r) => r.caminho);
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);

describe('conteúdo dos tutoriais', () => {
  it('tem os oito guias do issue, cada um com resumo, duração e seções', () => {
    expect(guias.map((g) => g.slug)).toEqual([
      'primeiros-passos',
      'cadastrar-paciente',
      'assinatura-whatsapp',
      'anamnese',
      'agenda',
      'orcamento-financeiro',
      'estoque',
      'usuarios-permissoes',
    ]);
    for (const g of guias) {
      expect(g.resumo, g.slug).not.toBe('');
      expect(g.duracao, g.slug).toMatch(/^\d+ min$/);
      expect(g.secoes.filter((s) => s.titulo).length, g.slug).toBeGreaterThanOrEqual(2);
    }
    expect(perguntas.length).toBeGreaterThanOrEqual(8);
  });

  it('não falta nenhuma imagem das telas', () => {
    expect(avisos).toEqual([]);
  });

  it('todo link leva a uma rota do app ou a outro guia', () => {
    const slugs = new Set(guias.map((g) => g.slug));
    const todos = [...guias.flatMap((g) => g.secoes), ...perguntas].flatMap((s) => links(s.html));
    expect(todos.length).toBeGreaterThan(20);
    for (const href of todos) {
      const caminho = href.split('#')[0]!;
      if (caminho.startsWith('/tutoriais/')) expect(slugs.has(caminho.slice(11)), href).toBe(true);
      else expect(rotas, href).toContain(caminho);
    }
  });
});
