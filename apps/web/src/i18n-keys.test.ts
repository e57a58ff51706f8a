/**
 * Every text key the code names exists in English and in French: a missing one would show its raw
 * key ("setup.pinterest.boards") on the page. Keys built at run time (`services.items.${id}.name`)
 * are checked by the pages' own tests and by e2e/translation-keys.spec.ts, which reads the pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import i18n from './lib/i18n.ts';
import './features/admin/admin-i18n.ts';
import './features/billing/billing-i18n.ts';
import './features/campaigns/campaigns-i18n.ts';
import './features/library/library-i18n.ts';
import './features/marketing/marketing-i18n.ts';
import './features/run-post/run-post-i18n.ts';
import './features/setup/setup-i18n.ts';

const ROOT = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `t('a.b')`, `t("a.b", …)`, `i18nKey="a.b"`: the keys written out whole in the code. */
const KEY_USES = [
  /\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g,
  /\bt\(\s*"([a-zA-Z][\w-]*(?:\.[\w-]+)+)"/g,
  /i18nKey="([\w.-]+)"/g,
];

function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_USES)
      for (const match of text.matchAll(pattern)) if (match[1]) used.set(match[1], relative(ROOT, file));
  }
  return used;
}

const exists = (key: string, lng: string) =>
  ['', '_one', '_other'].some((suffix) => i18n.exists(`${key}${suffix}`, { lng, fallbackLng: false }));

describe('text keys', () => {
  const used = usedKeys();

  it('finds the keys the code uses', () => {
    expect(used.size).toBeGreaterThan(300);
    expect(used.has('dashboard.title')).toBe(true);
  });

  for (const lng of ['en', 'fr']) {
    it(`every key the code names exists in ${lng}`, () => {
      const missing = [...used].filter(([key]) => !exists(key, lng)).map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    });
  }
});
