#!/usr/bin/env node
/*
 * Type checking with TypeScript 7, the native compiler (`typescript-nativo`, an alias of
 * typescript@7): every package's `typecheck` runs this instead of its own `tsc` (issue 33).
 *
 * The same checks as TypeScript 5's `tsc` on this code base, about 2.5 times faster on two cores
 * (apps/web 41 s → 16 s). TypeScript 5 stays the `typescript` package: the tools that load its
 * JavaScript API (knip, kysely-codegen, tools/contar-casts.mjs, editors) need it, and TypeScript 7
 * has no such API yet (../shared/guide/toolchain.md).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * One checker, not TypeScript 7's default four: on two cores shared with the test suites, the
 * extra checkers re-check what the others loaded and compete for the same cores. Measured
 * (session 20, a busy machine): apps/web 36 s of CPU → 14 s and 19 s → 11 s of wall time;
 * apps/server 24 s → 12 s of CPU, 12.6 s → 9.3 s of wall time.
 */
const CHECKERS = process.argv.includes('--checkers') ? [] : ['--checkers', '1'];

const require = createRequire(import.meta.url);
const pacote = path.dirname(require.resolve('typescript-nativo/package.json'));
const r = spawnSync(
  process.execPath,
  [path.join(pacote, 'bin', 'tsc'), ...CHECKERS, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
