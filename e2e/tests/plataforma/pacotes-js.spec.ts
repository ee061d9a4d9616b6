import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../../fixtures/teste';

/*
 * Web budget from the build itself (issue 20): no JavaScript chunk of the built app — a route,
 * or a part one loads on demand (the budget PDF, the chart, the rich-text editor) — over 250 KB
 * gzip. The first-visit budgets of /login and the signing page are measured on the wire by
 * lighthouse.spec.ts; this one catches a route that grows heavy where no first visit looks.
 */
const LIMITE_GZIP = 250 * 1000;
const DIST =
  process.env.WEB_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'apps', 'web', 'dist');

test('nenhum pedaço de JS do app construído passa de 250 KB gzip', () => {
  const dir = path.join(DIST, 'assets');
  const js = readdirSync(dir).filter((f) => f.endsWith('.js'));
  // A build without its route chunks would pass for the wrong reason.
  expect(js.length).toBeGreaterThan(20);
  const tamanhos = js.map((f) => ({ f, gz: gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length }));
  const maior = tamanhos.reduce((a, b) => (b.gz > a.gz ? b : a));
  test.info().annotations.push({
    type: 'maior pedaço',
    description: `${maior.f} ${(maior.gz / 1000).toFixed(1)} KB gzip de ${js.length}`,
  });
  expect(tamanhos.filter((t) => t.gz > LIMITE_GZIP)).toEqual([]);
});
