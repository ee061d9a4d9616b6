import { defineConfig } from 'tsup';

// ESM bundles: the server, and the bucket creation and one-off file move (issue 21) so they run in
// the image too. Workspace packages (TypeScript sources) are bundled in, npm packages stay external.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'mover-arquivos': 'src/mover-arquivos.ts',
    'criar-bucket': 'src/criar-bucket.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@clinica\//],
});
