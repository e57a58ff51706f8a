import { useEffect } from 'react';
import { PRODUCT_NAME } from './public-site.ts';

/** Every page names itself in the tab, history and bookmarks: "Page · Affiliate Autopilot". */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
