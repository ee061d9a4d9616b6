import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The tutorials' screenshots (guias/capturas.spec.ts → docs/guias/imagens): the suite's own
 * server, browser and settings, another folder, never part of `pnpm test`.
 */
export default defineConfig({
  ...base,
  testDir: 'guias',
  retries: 0,
  reporter: [['list']],
  use: { ...base.use, actionTimeout: 15_000 },
});
