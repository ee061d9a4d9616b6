import { describe, expect, it } from 'vitest';
import { sanitizarHtml, textoDoHtml } from './html-seguro';

describe('sanitizarHtml', () => {
  it.each([
    ['<p>Oi</p><script>alert(1)</script>', '<p>Oi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)">Texto</p>', '<p>Texto</p>'],
    ['<a href="javascript:alert(1)">clique</a>', '<a target="_blank" rel="noopener noreferrer">clique</a>'],
    ['<iframe src="https://mal.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1));color:#ff0000">x</p>', '<p style="color:#ff0000">x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    // Legitimate text after a removed tag stays, apart from its neighbours (issue 38).
    ['<p>antes<div>bloco</div>depois</p>', '<p>antes</p><p>bloco</p>depois<p></p>'],
    ['<p>Dose<img src="x" onerror="alert(1)"> 5 mg</p>', '<p>Dose 5 mg</p>'],
    ['<p>Texto<o:p></o:p> seguinte</p>', '<p>Texto seguinte</p>'],
    ['<table><tr><td>Nome</td><td>Dose</td></tr></table><p>Fim</p>', '<p>Nome Dose </p><p>Fim</p>'],
    ['<p>PA < 120/80 e FC > 60</p>', '<p>PA &lt; 120/80 e FC &gt; 60</p>'],
  ])('%s', (entrada, esperado) => {
    expect(sanitizarHtml(entrada)).toBe(esperado);
  });

  it('mantém o que a barra do editor produz', () => {
    const html =
      '<h2 style="text-align:center">Título</h2><p><strong>negrito</strong> <em>itálico</em> <u>sub</u> <s>riscado</s> ' +
      '<span style="font-size:18px;font-family:Georgia;color:#1d4ed8">estilo</span></p><ul><li>um</li></ul><blockquote>citação</blockquote>';
    expect(sanitizarHtml(html)).toBe(html);
  });
});

describe('textoDoHtml', () => {
  it('tira a marcação, decodifica entidades e separa blocos', () => {
    expect(
      textoDoHtml('<h1>Termo</h1><p>Eu, <strong>paciente</strong>, declaro&nbsp;que A &amp; B.</p>'),
    ).toBe('Termo Eu, paciente, declaro que A & B.');
  });

  it('blocos e células que o editor não faz não colam as palavras vizinhas', () => {
    expect(textoDoHtml('<p>antes<div>bloco</div>depois</p>')).toBe('antes bloco depois');
    expect(textoDoHtml('<table><tr><td>Nome</td><td>Dose</td></tr></table>Fim')).toBe('Nome Dose Fim');
  });
});
