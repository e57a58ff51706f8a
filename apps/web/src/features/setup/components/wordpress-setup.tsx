/**
 * Step 1: the WordPress sites. The form needs the username, the application password and the site's
 * address (PRODUCT.md §5); the server checks the credentials against the site before saving, and its
 * refusals read as PRODUCT.md §8 says, under 'WordPress Connection Failed'. Once one is connected, the
 * sites are listed (issue 31: several, one of them the default).
 */
import type { PlatformState } from '@aa/contracts';
import { WordPressForm } from './wordpress-form.tsx';
import { WordPressSites } from './wordpress-sites.tsx';

export function WordPressSetup({ state }: { state: PlatformState }) {
  if (state.completed) return <WordPressSites />;
  return <WordPressForm />;
}
