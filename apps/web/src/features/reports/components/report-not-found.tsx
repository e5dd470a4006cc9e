import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';

/** A missing, foreign or malformed report id: the same 404 screen as any unknown page. */
export function ReportNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">404 - Page Not Found</h1>
      <p className="mt-3 text-slate-700">The page you are looking for does not exist.</p>
      <Link to="/app/reports" className={buttonClass('primary', 'md', 'mt-6')}>
        Go to Report Manager
      </Link>
    </div>
  );
}
