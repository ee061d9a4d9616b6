import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; source maps only open in DevTools and are left as they are. */
const TEXTO = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MINIMO_BYTES = 1024;

async function arquivos(dir: string): Promise<string[]> {
  const entradas = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entradas.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip -9) beside every text file of the build,
 * the service worker included (hence after every other plugin's closeBundle): the server sends
 * the copy the browser accepts as it is (`preCompressed` in apps/server/src/web/static.ts), so
 * the strongest compression costs build time once instead of CPU on every request. A copy that
 * is not smaller than its source is not written.
 */
export function comprimir(): Plugin {
  let saida = '';
  return {
    name: 'clinica:comprimir',
    apply: 'build',
    configResolved(config) {
      saida = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const alvos = (await arquivos(saida)).filter((f) => TEXTO.test(f));
        await Promise.all(
          alvos.map(async (arquivo) => {
            const bytes = await fs.readFile(arquivo);
            if (bytes.length < MINIMO_BYTES) return;
            const [b, g] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (b.length < bytes.length) await fs.writeFile(`${arquivo}.br`, b);
            if (g.length < bytes.length) await fs.writeFile(`${arquivo}.gz`, g);
          }),
        );
      },
    },
  };
}
