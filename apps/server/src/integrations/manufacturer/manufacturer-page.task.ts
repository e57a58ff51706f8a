/** A manufacturer's page read as an isolated task (lib/isolated.ts): in a worker, stopped at its deadline. */
import { type ManufacturerPageFacts, parseManufacturerPage } from './manufacturer-page.ts';

export default function task(html: string): ManufacturerPageFacts {
  return parseManufacturerPage(html);
}
