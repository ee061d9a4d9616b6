#!/usr/bin/env node
/**
 * Counts type assertions (`x as T`, `<T>x`) in the code that ships, for issue 37's "casts under
 * 60": apps/* and packages/* sources, without tests, test helpers (`src/testing/`, vitest setup
 * files) and generated files (`*.gen.ts`). `as const` is not a cast; `x as unknown as T` is one
 * (the inner step only unlocks the outer). It parses with TypeScript, so comments, strings and
 * import aliases (`import { a as b }`) never count.
 *   pnpm casts            the total, then the count per file
 *   pnpm casts -- -v      each cast with its line
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const RAIZ = path.resolve(import.meta.dirname, '..');
const detalhe = process.argv.includes('-v');

const ehFonte = (f) => /\.(ts|tsx)$/.test(f) && !/\.d\.ts$/.test(f);
const fora = (f) =>
  /\.test\.tsx?$/.test(f) || /\.gen\.ts$/.test(f) || /vitest\.setup\.ts$/.test(f) || f.includes('/testing/');

function* arquivos(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* arquivos(p);
    else if (ehFonte(p) && !fora(p)) yield p;
  }
}

const ehConst = (tipo) =>
  ts.isTypeReferenceNode(tipo) && ts.isIdentifier(tipo.typeName) && tipo.typeName.text === 'const';

const porArquivo = [];
for (const grupo of ['apps', 'packages']) {
  for (const pacote of readdirSync(path.join(RAIZ, grupo))) {
    const src = path.join(RAIZ, grupo, pacote, 'src');
    let lista;
    try {
      lista = [...arquivos(src)];
    } catch {
      continue; // a package without src/
    }
    for (const f of lista) {
      const texto = readFileSync(f, 'utf8');
      const fonte = ts.createSourceFile(f, texto, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const achados = [];
      const visitar = (n) => {
        const ehCast = (x) => ts.isAsExpression(x) || ts.isTypeAssertionExpression(x);
        const interno = ehCast(n) && ehCast(n.parent) && n.parent.expression === n;
        if (ehCast(n) && !ehConst(n.type) && !interno) {
          const { line } = fonte.getLineAndCharacterOfPosition(n.getStart());
          achados.push(`${line + 1}: ${n.getText().replace(/\s+/g, ' ').slice(0, 120)}`);
        }
        ts.forEachChild(n, visitar);
      };
      visitar(fonte);
      if (achados.length) porArquivo.push({ arquivo: path.relative(RAIZ, f), achados });
    }
  }
}

porArquivo.sort((a, b) => b.achados.length - a.achados.length || a.arquivo.localeCompare(b.arquivo));
const total = porArquivo.reduce((s, a) => s + a.achados.length, 0);
const linhas = [`${total} casts em ${porArquivo.length} arquivos`];
for (const a of porArquivo) {
  linhas.push(`${String(a.achados.length).padStart(4)}  ${a.arquivo}`);
  if (detalhe) for (const l of a.achados) linhas.push(`        ${l}`);
}
process.stdout.write(`${linhas.join('\n')}\n`);
