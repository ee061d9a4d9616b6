import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A hang guard on a loaded two-core host: this suite shares the cores with the journeys'
    // two workers in `pnpm test` (tools/testar.mjs), where a test can take three times as long.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: files run two at a time against one database; each test makes its own clinic.
    maxWorkers: 2,
    // A worker keeps its module graph from one file to the next (issue 33): importing the app
    // afresh for every file was two thirds of this suite's CPU. Files share no state but the
    // database, where each makes its own clinic; nothing here mocks a module or the environment.
    isolate: false,
  },
});
