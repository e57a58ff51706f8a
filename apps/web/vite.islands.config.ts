/**
 * The second client build: the islands of the prerendered public pages (src/islands/main.tsx), for a
 * visitor without a session. The same components as the app's, with the modules a visitor's page
 * does not need (router, i18next, query cache, session, tailwind-merge) swapped for the small ones in
 * src/islands/shims. Written into the app's dist/assets (hashed names beside the app's; images are
 * the same files) after `vite build`; scripts/prerender.ts points the pages at its entry.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const src = path.resolve(import.meta.dirname, 'src');
const shim = (name: string) => path.join(src, 'islands', 'shims', name);

/** Imports by package name, and modules of ours by their resolved file. */
const substitutes: Record<string, string> = {
  'react-i18next': shim('react-i18next.ts'),
  'react-router': shim('react-router.tsx'),
  '@tanstack/react-query': shim('react-query.ts'),
  [path.join(src, 'lib', 'session.tsx')]: shim('session.ts'),
  [path.join(src, 'lib', 'credits.tsx')]: shim('credits.ts'),
  [path.join(src, 'lib', 'i18n.ts')]: shim('i18n.ts'),
  [path.join(src, 'lib', 'cn.ts')]: shim('cn.ts'),
  [path.join(src, 'features', 'marketing', 'marketing-i18n.ts')]: shim('empty.ts'),
};

function islandSubstitutes(): Plugin {
  return {
    name: 'aa-island-substitutes',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const byName = substitutes[source];
      if (byName) return byName;
      // The shims themselves import the real modules (their types, public-site.ts).
      if (importer?.startsWith(path.join(src, 'islands', 'shims'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && substitutes[resolved.id]) || resolved;
    },
  };
}

export default defineConfig({
  plugins: [islandSubstitutes(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    // The app's build copied public/ already.
    copyPublicDir: false,
    rollupOptions: {
      input: { islands: path.join(src, 'islands', 'main.tsx') },
      // main.tsx imports the entry and calls hydrateIslands: keep the export; the chunks the lazy
      // parts share with it may be merged into it (allow-extension), one file less to fetch.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
      },
    },
  },
});
