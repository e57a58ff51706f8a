/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The build reads the same .env as the server (SUPPORT_EMAIL, PUBLIC_SITE_URL); the shell's wins.
const rootEnv = path.resolve(import.meta.dirname, '../../.env');
if (existsSync(rootEnv)) process.loadEnvFile(rootEnv);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The support address the public pages show (features/marketing/data/marketing-copy.ts).
  define: { 'import.meta.env.SUPPORT_EMAIL': JSON.stringify(process.env.SUPPORT_EMAIL ?? '') },
  // The manifest tells the prerender step (scripts/prerender.ts) which chunks each page preloads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      // The API accepts state-changing requests only from APP_URL's origin: present it as such.
      '/api': {
        target: 'http://localhost:3000',
        configure: (proxy) =>
          proxy.on('proxyReq', (request) => request.setHeader('origin', 'http://localhost:3000')),
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Above setup.ts's 5 s for findBy/waitFor, so a slow wait reports what it waited for.
    testTimeout: 15_000,
  },
});
