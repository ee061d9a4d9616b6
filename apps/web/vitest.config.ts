import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    // These tests read source files and pure helpers: one module graph per worker (issue 33).
    isolate: false,
  },
});
