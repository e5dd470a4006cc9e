import { Link } from 'react-router';
import { StaticPage } from '../components/static-page.tsx';

export function ThankYouPage() {
  return (
    <StaticPage title="Thank You!">
      <p>
        Thanks for choosing AnglerScout. If you just created an account, check your inbox for the
        confirmation e-mail, then sign in and create your first scouting report. If you sent us a
        message, we will get back to you soon.
      </p>
      <p>
        Already confirmed? <Link to="/app">Go to your dashboard</Link>.
      </p>
    </StaticPage>
  );
}
