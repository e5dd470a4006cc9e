import { Link } from 'react-router';
import { StaticPage } from '../components/static-page.tsx';
import { SUPPORT_EMAIL } from '../data/marketing-paths.ts';
import { DELETION_REMOVES, DELETION_STEPS } from '../data/data-deletion.ts';

export function DataDeletionPage() {
  return (
    <StaticPage
      title="Delete Your Account and Data"
      lead="You can delete your AnglerScout account and all of its data yourself, at any time."
    >
      <h2>How to Delete Your Account</h2>
      <p>
        Sign in, then follow these steps from <Link to="/app/settings">Account Settings</Link>:
      </p>
      <ol>
        {DELETION_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2>What Deletion Removes</h2>
      <ul>
        {DELETION_REMOVES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        Deletion is permanent and immediate: it cannot be undone. Any active subscription is
        cancelled, you are signed out, and you are returned to the home page.
      </p>
      <h2>Cannot Access Your Account?</h2>
      <p>
        E-mail our support team at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the
        address you signed up with, and we will help you delete your account.
      </p>
    </StaticPage>
  );
}
