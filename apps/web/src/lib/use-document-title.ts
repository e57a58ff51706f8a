import { useEffect } from 'react';

export const PRODUCT_NAME = 'Affiliate Autopilot';

/** Every page names itself in the tab, history and bookmarks: "Page · Affiliate Autopilot". */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
