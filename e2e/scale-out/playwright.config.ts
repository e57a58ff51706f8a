/**
 * The scale-out rehearsal's browser tests (scripts/scale-out.sh starts the topology and sets
 * SCALE_OUT_URL, nginx's address): the suite's settings, one worker, these files only.
 */
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: '.',
  testIgnore: [],
  workers: 1,
  retries: 0,
  timeout: 180_000,
});
