import { paths } from '@aa/contracts/routes';
import { cookiesContent } from './cookies-content.ts';
import { LegalPage } from './legal-page.tsx';

export default function CookiesPage() {
  return <LegalPage content={cookiesContent} path={paths.cookies} />;
}
