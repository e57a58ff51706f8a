import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/offline-writer',
      'apps/sandbox',
      'apps/server',
      'apps/web',
      'scripts',
    ],
  },
});
