import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A chunk of the build, as the web build names them (anything else in the list is ignored). */
const CHUNK = /^\/assets\/[\w.~-]+\.js$/;

/**
 * index.html for the pages people open first (/login, /home, the patient's pages): the build
 * lists, per address prefix, the chunks that page needs beyond what index.html already preloads
 * (`preload-rotas.json`, apps/web/plugin-primeira-visita.ts). Each gets its own copy of the shell
 * with those chunks as <link rel="modulepreload">, so they download beside the first script
 * instead of after it has run. Links, not inline script: the CSP allows them as it allows the
 * shell's own. Built once at start; without the list (an older build) every page gets index.html.
 */
export function shellsPorRota(raiz: string): (caminho: string) => string | null {
  const lista = path.join(raiz, 'preload-rotas.json');
  if (!fs.existsSync(lista)) return () => null;
  const html = fs.readFileSync(path.join(raiz, 'index.html'), 'utf8');
  const rotas = z.record(z.string(), z.array(z.string())).parse(JSON.parse(fs.readFileSync(lista, 'utf8')));
  const shells = Object.entries(rotas)
    .map(([prefixo, arquivos]) => {
      const links = arquivos
        .filter((a) => CHUNK.test(a))
        .map((a) => `<link rel="modulepreload" crossorigin href="${a}">`)
        .join('');
      return { prefixo, html: html.replace('</head>', `${links}</head>`) };
    })
    // '/assinar/anamnese/' before '/assinar/'.
    .sort((a, b) => b.prefixo.length - a.prefixo.length);
  return (caminho) =>
    shells.find(({ prefixo }) => (prefixo.endsWith('/') ? caminho.startsWith(prefixo) : caminho === prefixo))
      ?.html ?? null;
}
