/** The page's analysis as an isolated task (lib/isolated.ts): run in a worker, stopped at its deadline. */
import { analysePage, type PageAnalysis, type PageToAnalyse } from './page-analysis.ts';

export default function task(input: PageToAnalyse): PageAnalysis {
  return analysePage(input);
}
