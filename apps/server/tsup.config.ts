import { defineConfig } from 'tsup';

// One ESM bundle; workspace packages (TypeScript sources) are bundled in, npm packages stay external.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@clinica\//],
});
