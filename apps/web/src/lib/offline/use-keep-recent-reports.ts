import { useEffect } from 'react';
import { useSession } from '@/lib/auth/use-session.ts';
import { onIdle } from '@/lib/on-idle.ts';
import { keepRecentReports } from './offline-reports.ts';

/** Once per signed-in visit, when the browser is idle: the 20 newest reports kept for offline. */
export function useKeepRecentReports(): void {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    return onIdle(() => void keepRecentReports().catch(() => undefined), 10_000);
  }, [userId]);
}
