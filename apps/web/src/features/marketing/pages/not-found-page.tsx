import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';

/** The 404 page; a signed-in member's way back is the app, a visitor's the home page. */
export function NotFoundPage({ home = '/' }: { home?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">404 - Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">The page you are looking for does not exist.</p>
      <Link to={home} className={buttonClass('primary', 'md', 'mt-8')}>
        {home === '/' ? 'Back to Home' : 'Back to Dashboard'}
      </Link>
    </div>
  );
}
