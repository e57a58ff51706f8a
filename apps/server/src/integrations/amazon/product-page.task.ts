/** The product page read as an isolated task (lib/isolated.ts): in a worker, stopped at its deadline. */
import { type ProductPageFacts, parseProductPage } from './product-page.ts';

export default function task(html: string): ProductPageFacts | null {
  return parseProductPage(html);
}
