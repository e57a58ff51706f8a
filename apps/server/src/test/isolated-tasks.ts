/** Tasks for lib/isolated.test.ts, chosen by the input's `kind`. */
export default async function task(input: { kind: string; value?: number }): Promise<unknown> {
  switch (input.kind) {
    case 'double':
      return (input.value ?? 0) * 2;
    case 'async':
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'later';
    case 'sleep': {
      // When it ran, by the wall clock: the test reads how many ran at once.
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, input.value ?? 0));
      return [started, Date.now()];
    }
    case 'throw':
      throw new Error('the task failed');
    case 'spin':
      for (;;);
    case 'backtrack':
      // A pattern that backtracks quadratically: V8 must stop it mid-match.
      return /(?:\d+(?:,\d{3})*(?:,\d+)?)\$/.test(`1${',111'.repeat(200_000)} x`);
    case 'memory': {
      const hoard: string[][] = [];
      for (;;) hoard.push(Array.from({ length: 100_000 }, (_, n) => `item ${n}`));
    }
    default:
      return undefined;
  }
}
