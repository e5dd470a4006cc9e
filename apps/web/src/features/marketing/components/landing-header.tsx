import { Link, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { SERVER_PAGES } from '@/lib/server-pages.ts';
import { MARKETING_PATHS, SIGN_IN_DELAY_MS } from '../data/marketing-paths.ts';

export function LandingHeader() {
  const navigate = useNavigate();
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-2 py-3 sm:px-4"
      >
        <Link to={MARKETING_PATHS.home} className="rounded" aria-label="AnglerScout home">
          <Logo className="text-[15px] sm:text-lg" />
        </Link>
        <ul className="ml-auto flex items-center gap-0.5 sm:gap-3">
          <li>
            {/* A document link: the blog is rendered by the server, not by the app. */}
            <a
              href={SERVER_PAGES.blog}
              className="rounded px-2 py-1 text-sm font-semibold text-brand-800 hover:text-brand-600 sm:text-base"
            >
              Blog
            </a>
          </li>
          <li>
            {/* The button waits ~100 ms before going to the sign-in page. It sits in a plain
                GET form so it works without any script: the prerendered landing page does not run
                the app, and its own script (src/landing.ts) adds the delay there. */}
            <form
              action={MARKETING_PATHS.signIn}
              method="get"
              onSubmit={(event) => {
                event.preventDefault();
                window.setTimeout(() => navigate(MARKETING_PATHS.signIn), SIGN_IN_DELAY_MS);
              }}
            >
              <Button type="submit" variant="secondary" size="sm">
                Sign In
              </Button>
            </form>
          </li>
          <li>
            <Link to={MARKETING_PATHS.signUp} className={buttonClass('primary', 'sm')}>
              Sign Up
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
