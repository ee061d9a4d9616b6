import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
    // A form test types a dozen fields with user-event in jsdom: ~1 s alone, past the default
    // 5 s when the machine runs the other suites beside it (seen in a full run at load 16).
    testTimeout: 20_000,
    // One jsdom and one module graph per worker, not per file (issue 33: 24 s instead of 2 min 19 s
    // on a loaded machine). Testing Library unmounts after every test, so files share no DOM.
    isolate: false,
  },
});
