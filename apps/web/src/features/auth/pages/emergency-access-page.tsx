import { AuthCard } from '../components/auth-card.tsx';
import { EmergencyAccessForm } from '../components/emergency-access-form.tsx';
import { AUTH_COPY } from '../data/auth-copy.ts';

export function EmergencyAccessPage() {
  return (
    <AuthCard heading={AUTH_COPY.emergency.heading} subtext={AUTH_COPY.emergency.subtext}>
      <EmergencyAccessForm />
    </AuthCard>
  );
}
