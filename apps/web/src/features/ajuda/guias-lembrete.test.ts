import { describe, expect, it } from 'vitest';
import { gerarModulo } from '../../../plugin-guias';
import { TEXTOS_LEMBRETE as T } from '../agenda/lembrete-textos';

/*
 * The reminder as the guides explain it and as the dialog sets it (issue 40): the guides once
 * said 'horas de antecedência' while the dialog sets a time on the day before. The guides are
 * read as the build renders them, next to the dialog's own words.
 */
const { guias, perguntas } = gerarModulo();
const secaoDaAgenda = guias
  .find((g) => g.slug === 'agenda')
  ?.secoes.find((s) => s.titulo === 'Lembretes pelo WhatsApp');
const perguntaDaAjuda = perguntas.find((p) => /lembretes/i.test(p.titulo ?? ''));

describe('o lembrete nos guias e no diálogo', () => {
  it.each([
    ['o tutorial da agenda', secaoDaAgenda?.texto],
    ['a pergunta da ajuda', perguntaDaAjuda?.texto],
  ])('%s diz quando o lembrete sai e o nome do campo do diálogo', (_, texto) => {
    expect(texto).toBeDefined();
    expect(texto).toContain(T.quando);
    expect(texto).toContain(T.rotulo);
    expect(texto).toContain(T.botao);
    expect(texto).not.toMatch(/anteced[êe]ncia|horas antes/i);
  });
});
