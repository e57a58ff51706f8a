import { ComingSoonSection } from './coming-soon-section.tsx';

export default function ContentLibraryPage() {
  return <ComingSoonSection section="library" />;
}
