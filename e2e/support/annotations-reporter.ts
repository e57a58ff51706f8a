/**
 * Optional reporter printing what tests noted without failing (axe's serious and moderate findings,
 * see accessibility.spec.ts). Use next to the default one:
 *   npx playwright test --reporter=list,./e2e/support/annotations-reporter.ts
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class AnnotationsReporter implements Reporter {
  readonly #lines: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const annotation of result.annotations) {
      if (annotation.type.startsWith('axe-')) {
        this.#lines.push(`[${annotation.type}] ${test.title}: ${annotation.description ?? ''}`);
      }
    }
  }

  onEnd(): void {
    if (this.#lines.length === 0) return;
    console.log(
      `\nNoted by the tests (not failures):\n${this.#lines.map((line) => `  ${line}`).join('\n')}\n`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
