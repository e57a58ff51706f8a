import { paths } from '@aa/contracts/routes';
import { LegalPage } from './legal-page.tsx';
import { termsContent } from './terms-content.ts';

export default function TermsPage() {
  return <LegalPage content={termsContent} path={paths.terms} />;
}
