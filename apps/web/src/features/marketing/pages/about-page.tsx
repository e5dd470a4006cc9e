import { StaticPage } from '../components/static-page.tsx';
import { AboutContent } from '../content/about-content.tsx';

export function AboutPage() {
  return (
    <StaticPage
      title="About AnglerScout"
      lead="Scouting reports built on real data, written for anglers who would rather be fishing."
    >
      <AboutContent />
    </StaticPage>
  );
}
