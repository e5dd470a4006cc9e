import { StaticPage } from '../components/static-page.tsx';
import { HowWeTestContent } from '../content/how-we-test-content.tsx';

export function HowWeTestPage() {
  return (
    <StaticPage
      title="How we test the bite score"
      lead="We scored real fishing trips with the app’s own code and checked whether the score ranks them by what they caught. This is what we found, whether it flatters us or not."
    >
      <HowWeTestContent />
    </StaticPage>
  );
}
