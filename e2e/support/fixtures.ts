/**
 * The suite's `test`: Playwright's, on the worker's own server (app-server.ts: its `baseURL`), plus a
 * console watch on every page of the test's context. Any
 * console `error` message or uncaught page error fails the test, unless the test itself declared it
 * expected with `consoleErrors.expect(...)`: a negative-path test provoking a 4xx answer, whose
 * "Failed to load resource" line Chromium logs. `consoleErrors.tolerate(...)` is for noise that is not
 * the product's and may or may not come (Chromium blocking the scripts Playwright itself injects into
 * a sandboxed frame, depending on when the frame loads). Nothing else is ignored.
 *
 * (Until commit 3355b75 every signed-out page logged "401 (Unauthorized)" for GET /api/auth/me; the
 * app now asks only when the aa_signed_in hint cookie exists, so that is no longer tolerated here.)
 */
import { test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';
import { type AppServer, startAppServer } from './app-server.ts';

export interface ConsoleProblem {
  kind: 'console' | 'pageerror';
  text: string;
  url: string;
  page: string;
}

interface Allowance {
  pattern: RegExp;
  reason: string;
  used: number;
  /** May not come at all (noise that is not the product's): not reported when unused. */
  optional: boolean;
}

export interface ConsoleErrors {
  /** Declares console errors this test provokes on purpose (matched against "text @ url"). */
  expect(pattern: RegExp, reason: string): void;
  /** Tolerates noise that is not the product's and depends on timing: it need not come. */
  tolerate(pattern: RegExp, reason: string): void;
  /** What was seen so far (allowed or not). */
  readonly seen: ConsoleProblem[];
}

function lineOf(problem: ConsoleProblem): string {
  return `${problem.text} @ ${problem.url}`;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }, { appServer: AppServer }>({
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, workerInfo) => {
      const server = await startAppServer(workerInfo.workerIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const seen: ConsoleProblem[] = [];
      const allowances: Allowance[] = [];
      const watch = (page: Page) => {
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() !== 'error') return;
          seen.push({ kind: 'console', text: message.text(), url: message.location().url, page: page.url() });
        });
        page.on('pageerror', (error) => {
          seen.push({ kind: 'pageerror', text: String(error.stack ?? error), url: '', page: page.url() });
        });
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);

      await use({
        expect(pattern, reason) {
          allowances.push({ pattern, reason, used: 0, optional: false });
        },
        tolerate(pattern, reason) {
          allowances.push({ pattern, reason, used: 0, optional: true });
        },
        seen,
      });

      const unexpected: string[] = [];
      for (const problem of seen) {
        const line = lineOf(problem);
        const allowance =
          problem.kind === 'console' ? allowances.find((a) => a.pattern.test(line)) : undefined;
        if (allowance) allowance.used += 1;
        else unexpected.push(`[${problem.kind}] on ${problem.page}: ${line}`);
      }
      expect(unexpected, 'console errors or uncaught page errors').toEqual([]);
      // A declared error that never happened means the test no longer exercises what it says
      // (checked only when the body passed, so a failure is not reported twice).
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unused = allowances
        .filter((a) => a.used === 0 && !a.optional)
        .map((a) => `${a.pattern} (${a.reason})`);
      expect(unused, 'console errors declared with consoleErrors.expect() but not seen').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
