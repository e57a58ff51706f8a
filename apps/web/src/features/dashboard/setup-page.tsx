import { ComingSoonSection } from './coming-soon-section.tsx';

export default function SetupPage() {
  return <ComingSoonSection section="setup" />;
}
