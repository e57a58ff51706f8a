import { ComingSoonSection } from './coming-soon-section.tsx';

export default function BuyCreditsPage() {
  return <ComingSoonSection section="buyCredits" />;
}
