import { defineConfig } from 'vitest/config';

/**
 * The files that must hold whatever the server's own zone is: besides the machine's zone, each
 * runs again in a process started under TZ=UTC and under TZ=Asia/Tokyo (a project's `env` is the
 * environment its worker processes start with). One vitest run for all three, so the extra passes
 * share the run's database and workers instead of two more runs importing the app afresh.
 */
const FUSOS = [
  'src/modules/agenda/fuso.int.test.ts',
  'src/modules/agendamento-publico/agendamento-publico.int.test.ts',
];

const comum = {
  globalSetup: ['test/global-setup.ts'],
  // A hang guard on a loaded two-core host: this suite shares the cores with the journeys in
  // `pnpm test` (tools/testar.mjs), where a test can take three times as long, and the CI host
  // itself has run at half this machine's pace (stop 46: 2,000 s of CPU for what takes 1,000 s
  // on a good day). The slowest default-guarded test, 25 s on a good day, would then pass 60 s.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // A worker keeps its module graph from one file to the next (issue 33): importing the app
  // afresh for every file was two thirds of this suite's CPU. Files share no state but the
  // database, where each makes its own clinic; nothing here mocks a module or the environment.
  isolate: false,
};

export default defineConfig({
  test: {
    // Two cores: files run two at a time against one database; each test makes its own clinic.
    maxWorkers: 2,
    projects: [
      { test: { ...comum, name: 'servidor', include: ['src/**/*.test.ts'] } },
      { test: { ...comum, name: 'TZ=UTC', include: FUSOS, env: { TZ: 'UTC' } } },
      { test: { ...comum, name: 'TZ=Asia/Tokyo', include: FUSOS, env: { TZ: 'Asia/Tokyo' } } },
    ],
  },
});
