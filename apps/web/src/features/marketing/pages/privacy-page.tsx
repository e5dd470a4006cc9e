import { StaticPage } from '../components/static-page.tsx';
import { PrivacyContent } from '../content/privacy-content.tsx';

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy" lead="What we collect, why, and how to remove it.">
      <PrivacyContent />
    </StaticPage>
  );
}
