import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isPrerenderedPath, PRODUCT_NAME, type SiteLanguage } from '../../lib/public-site.ts';
import { pageMeta } from './data/page-meta.ts';

/** The document title of the public page shown: the one its prerendered head has. */
export function usePublicPageTitle(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language: SiteLanguage = i18n.language === 'fr' ? 'fr' : 'en';
  const title = isPrerenderedPath(pathname) ? pageMeta[pathname][language].title : PRODUCT_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
