/**
 * An import of ROWS campaigns (default 200, issue 31), as the dialog sends it: the check (every row's
 * links, store, tag and both product pages read from the store, as the form's creation does), then the
 * confirmed import that creates them, each with its first run started. Prints the time of each and
 * what the import said (valid, created, credits).
 *
 *   npm run bench:campaign-import       ROWS=200 by default
 */

import { startInProcess } from './support/in-process.ts';

const ROWS = Number(process.env.ROWS ?? 200);
const port = 3950 + Math.floor(Math.random() * 40);
const product = await startInProcess('campaign-import', port);
try {
  // ROWS distinct pairs of products the store sandbox lists (any well-formed ASIN has a page).
  const asin = (n: number) => `B0BENCH${String(n).padStart(3, '0')}`;
  const lines = [
    'name;product 1 URL;product 2 URL;site;runs;frequency;language',
    ...Array.from(
      { length: ROWS },
      (_, index) =>
        `Pair ${index + 1};https://www.amazon.com/dp/${asin(2 * index)};https://www.amazon.com/dp/${asin(2 * index + 1)};;5;24;${index % 2 ? 'fr' : 'en'}`,
    ),
  ];
  const text = lines.join('\n');
  const send = async (confirm: boolean) => {
    const started = performance.now();
    const answer = await product.call('POST', '/api/campaigns/import', product.headers, { text, confirm });
    return { ms: performance.now() - started, data: answer.data };
  };
  const checked = await send(false);
  console.log(
    `check ${ROWS} rows: ${(checked.ms / 1000).toFixed(2)} s (${(checked.ms / ROWS).toFixed(1)} ms a row); valid ${checked.data.valid}, invalid ${checked.data.invalid}; cost ${checked.data.cost} credits, first runs ${checked.data.firstRunsCost}`,
  );
  const created = await send(true);
  console.log(
    `create ${ROWS} rows: ${(created.ms / 1000).toFixed(2)} s (${(created.ms / ROWS).toFixed(1)} ms a row, the check included); created ${created.data.created}`,
  );
} finally {
  await product.close();
}
