import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">404 - Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">The page you are looking for does not exist.</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to Home
      </Link>
    </div>
  );
}
