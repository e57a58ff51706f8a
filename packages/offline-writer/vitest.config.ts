import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'offline-writer', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
