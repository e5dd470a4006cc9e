import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_COPY } from '../data/auth-copy.ts';

/** /new/subscription: shown when the current tier lacks a feature. */
export function SubscriptionPage() {
  return (
    <AuthCard heading={AUTH_COPY.subscription.heading} subtext={AUTH_COPY.subscription.text}>
      <div className="flex flex-col gap-3">
        <Link to="/app/settings" className={buttonClass('primary', 'md', 'w-full')}>
          See plans in Account Settings
        </Link>
        <Link to="/app" className={buttonClass('secondary', 'md', 'w-full')}>
          Return to Dashboard
        </Link>
      </div>
    </AuthCard>
  );
}
