/**
 * The lazy chunk each page's route loads, for the prerender (the pages' titles and descriptions are in
 * src/features/marketing/data/page-meta.ts).
 */
import type { PrerenderedPath } from '../src/lib/public-site.ts';

export { pageMeta } from '../src/features/marketing/data/page-meta.ts';
export { PRODUCT_NAME } from '../src/lib/public-site.ts';

/**
 * As the Vite manifest names it (from app/router.tsx), loaded with the app before hydration. A page
 * missing here still hydrates, its chunk fetched a step later.
 */
export const pageModules: Partial<Record<PrerenderedPath, string>> = {
  '/': 'src/features/marketing/home-page.tsx',
  '/services': 'src/features/marketing/services-page.tsx',
  '/pricing': 'src/features/marketing/pricing-page.tsx',
  '/privacy': 'src/features/marketing/legal/privacy-page.tsx',
  '/terms': 'src/features/marketing/legal/terms-page.tsx',
  '/cookies': 'src/features/marketing/legal/cookies-page.tsx',
  '/contact': 'src/features/marketing/legal/contact-page.tsx',
};
