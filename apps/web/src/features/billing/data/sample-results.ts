/**
 * 'Real User Results' on the buy page (PRODUCT.md §2): static marketing copy, not data about real users
 * (PRODUCT.md §13). The page labels every figure as an example. Amounts are in the configured currency.
 */
export interface SampleResult {
  id: 'kitchen' | 'fitness' | 'tech';
  monthlyEarnings: number;
  articles: number;
}

export const SAMPLE_RESULTS: readonly SampleResult[] = [
  { id: 'kitchen', monthlyEarnings: 480, articles: 30 },
  { id: 'fitness', monthlyEarnings: 1250, articles: 80 },
  { id: 'tech', monthlyEarnings: 2900, articles: 240 },
];
