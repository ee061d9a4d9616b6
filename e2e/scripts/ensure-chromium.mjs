#!/usr/bin/env node
// Makes sure a system Chromium exists for Playwright. The e2e suite never downloads
// Playwright's own browsers: it drives Debian's `chromium` package (or CHROMIUM_PATH).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const PADRAO = '/usr/bin/chromium';
const doAmbiente = process.env.CHROMIUM_PATH?.trim() || null;
const caminho = doAmbiente ?? PADRAO;

/** Prints the browser version (best effort) and exits successfully. */
function pronto(motivo) {
  const r = spawnSync(caminho, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const versao = r.status === 0 ? r.stdout.trim() : 'versão desconhecida';
  console.info(`[e2e] Chromium ${motivo}: ${caminho} (${versao})`);
  process.exit(0);
}

function falhar(mensagem) {
  console.error(`[e2e] ${mensagem}`);
  process.exit(1);
}

const SHELL = '/usr/bin/chromium-headless-shell';
const ehRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const temApt = fs.existsSync('/usr/bin/apt-get');

if (doAmbiente) {
  if (fs.existsSync(caminho)) pronto('de CHROMIUM_PATH');
  falhar(
    `CHROMIUM_PATH aponta para ${doAmbiente}, que não existe. ` +
      `Corrija o caminho ou remova a variável para usar ${PADRAO}.`,
  );
}

// The journeys run in the headless shell when it is there (lighter: playwright.config.ts);
// Lighthouse and the rest need the full browser. Both come from Debian's packages.
const faltam = [
  ...(fs.existsSync(PADRAO) ? [] : ['chromium']),
  ...(fs.existsSync(SHELL) ? [] : ['chromium-headless-shell']),
];
if (faltam.length === 0) pronto('do sistema');

if (!ehRoot || !temApt) {
  if (fs.existsSync(PADRAO)) {
    console.info(
      `[e2e] ${SHELL} não encontrado: as jornadas usam ${PADRAO} (mais lento). ` +
        'Para instalá-lo: sudo apt-get install -y chromium-headless-shell',
    );
    pronto('do sistema');
  }
  falhar(
    [
      `Chromium não encontrado em ${PADRAO}.`,
      'Os testes e2e usam o Chromium do sistema (o Playwright nunca baixa navegadores aqui).',
      'Instale-o com:',
      '    sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
      'ou aponte CHROMIUM_PATH para um executável do Chromium/Chrome já instalado.',
    ].join('\n'),
  );
}

console.info(`[e2e] Instalando ${faltam.join(' e ')} com apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', ...faltam]]) {
  const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    // The shell alone is optional: without it the journeys use the full browser.
    if (fs.existsSync(PADRAO)) {
      console.info(`[e2e] "apt-get ${args.join(' ')}" falhou; as jornadas usam ${PADRAO}.`);
      pronto('do sistema');
    }
    falhar(`"apt-get ${args.join(' ')}" falhou (código ${r.status ?? r.signal}).`);
  }
}

if (!fs.existsSync(caminho)) falhar(`apt-get terminou, mas ${PADRAO} continua ausente.`);
pronto('instalado agora');
