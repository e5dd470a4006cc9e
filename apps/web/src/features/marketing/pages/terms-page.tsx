import { StaticPage } from '../components/static-page.tsx';
import { TermsContent } from '../content/terms-content.tsx';

export function TermsPage() {
  return (
    <StaticPage title="Terms of Service">
      <TermsContent />
    </StaticPage>
  );
}
