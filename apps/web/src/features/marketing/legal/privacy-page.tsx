import { paths } from '@aa/contracts/routes';
import { LegalPage } from './legal-page.tsx';
import { privacyContent } from './privacy-content.ts';

export default function PrivacyPage() {
  return <LegalPage content={privacyContent} path={paths.privacy} />;
}
