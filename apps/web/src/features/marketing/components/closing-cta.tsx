import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { MARKETING_PATHS } from '../data/marketing-paths.ts';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
          Your next trip starts with better intel
        </h2>
        <p className="mt-3 text-lg text-brand-100">
          Three reports on us. See what the water is telling you before you launch.
        </p>
        <Link to={MARKETING_PATHS.register} className={buttonClass('accent', 'lg', 'mt-8')}>
          Get Started Free
        </Link>
      </div>
    </section>
  );
}
