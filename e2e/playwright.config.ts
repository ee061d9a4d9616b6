import { existsSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const PORTA = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORTA}`;
const DIR_E2E = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium (scripts/ensure-chromium.mjs); Playwright never downloads its own browsers. */
const CHROMIUM = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

/**
 * The journeys drive Debian's `chromium-headless-shell` when it is there: the headless-only build
 * Playwright itself uses for headless runs, without the full browser's window and compositor
 * machinery. The same journeys took about 20% less time in it, with half the CPU (session 18,
 * docs/decisions.md). Lighthouse keeps the full browser: its scores are a real Chrome's.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_JORNADAS = process.env.CHROMIUM_PATH?.trim() || (existsSync(SHELL) ? SHELL : CHROMIUM);

/**
 * The journeys run against the built server and web app (scripts/servidor-e2e.ts), built here.
 * E2E_SKIP_WEB_BUILD=1 reuses the existing apps/web/dist (quicker local reruns); E2E_SKIP_BUILD=1
 * reuses both builds (`pnpm test` builds them once before the journeys and the contract suites
 * start side by side: tools/testar.mjs).
 */
const semBuild = process.env.E2E_SKIP_BUILD === '1';
const construirWeb =
  semBuild || process.env.E2E_SKIP_WEB_BUILD === '1' ? '' : 'pnpm --filter @clinica/web build && ';
const construirServidor = semBuild ? '' : 'pnpm --filter @clinica/server build && ';

/**
 * One file at a time unless E2E_WORKERS says otherwise. Every journey makes its own clinic, so
 * files could overlap, but one journey (Chromium, the server, Postgres) already keeps two cores
 * busy: two at a time ran each journey about 1.3 times slower in all and timed out long ones
 * (docs/decisions.md, session 15).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);

/**
 * Chromium keeps its shared memory in /dev/shm, or in /tmp (on disk) with --disable-dev-shm-usage.
 * That flag is for containers whose /dev/shm is 64 MB; here /dev/shm is a 24 GB tmpfs and the
 * flag cost about 15% of the journeys' time in system calls (session 16).
 */
function shmPequeno(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return true;
  }
}

const ARGS_CHROMIUM = [
  '--no-sandbox',
  '--disable-gpu',
  ...(shmPequeno() ? ['--disable-dev-shm-usage'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Lighthouse is its own project (the full Chromium, not the headless shell). It no longer waits
 * for every other journey to run alone: its gates (accessibility, no layout shift, installable,
 * a run that completes) don't depend on the host's load, its performance score is printed, not
 * required, and running it alone at the end cost a minute of one idle core (session 19).
 */
const LIGHTHOUSE = /plataforma\/lighthouse\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests',
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Budgets for a slow, shared CI host (half this machine's pace on a good day was seen, stop 46):
  // a journey that takes 25 s here must not time out there. Waits are web-first, so a pass costs
  // no more.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    // A returning user on this device (news read, install declined): fixtures/teste.ts.
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // What costs CPU that no assertion reads, on a two-core host (docs/decisions.md, session 16):
    // animations (the app drops them for whoever prefers reduced motion, packages/ui/styles.css),
    // the service worker precaching every chunk in every fresh context (the PWA journeys allow it
    // again), and a trace with a screencast of every passing journey (on CI a trace is recorded
    // for the retry of a failed one; locally for every failure).
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_JORNADAS, args: ARGS_CHROMIUM },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: LIGHTHOUSE,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 800 } },
    },
    {
      name: 'lighthouse',
      testMatch: LIGHTHOUSE,
      use: {
        browserName: 'chromium',
        viewport: { width: 1366, height: 800 },
        launchOptions: { executablePath: CHROMIUM, args: ARGS_CHROMIUM },
      },
    },
  ],
  webServer: {
    command: `${construirWeb}${construirServidor}tsx scripts/servidor-e2e.ts`,
    cwd: DIR_E2E,
    url: `${BASE_URL}/api/saude`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the wrapper close the app and drop its database (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      E2E_PORT: String(PORTA),
      ...(process.env.TEST_DATABASE_URL ? { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    },
  },
});
