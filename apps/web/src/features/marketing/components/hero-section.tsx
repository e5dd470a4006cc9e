import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { MARKETING_PATHS } from '../data/marketing-paths.ts';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-brand-900 to-brand-700 text-white"
    >
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
        <h1
          id="hero-heading"
          className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          No BS Angler Scouting Reports.
          <span className="mt-2 block text-accent-400">Get the Intel. Go Catch More Fish.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">
          Pick any spot in the US and the day you plan to fish. AnglerScout lines up solunar
          periods, tides, pressure trend, wind and water conditions with your target species'
          seasonal pattern, then tells you where to look and what to throw.
        </p>
        <Link
          to={MARKETING_PATHS.register}
          className={buttonClass('accent', 'lg', 'mt-8 shadow-lg')}
        >
          Get 3 Free Reports Now
        </Link>
        <p className="mt-3 text-sm text-brand-100">No credit card needed.</p>
      </div>
    </section>
  );
}
