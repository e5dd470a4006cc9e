import { useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { useSession, useSessionValidation, useSignOut } from '@/lib/auth/use-session.ts';
import { ADMIN_NAV, APP_NAV, isMenu } from './app-nav-items.ts';
import { AppNavMenu } from './app-nav-menu.tsx';
import { MobileMenuToggle, useMobileMenu } from './mobile-menu.tsx';
import { FoundingBadge } from '@/components/billing/founding-badge.tsx';
import { useSubscription } from '@/lib/billing/use-subscription.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap lg:px-2.5 ${isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900'}`;

/**
 * The signed-in navigation bar, with a menu toggle below the lg breakpoint. From lg up it is one
 * row of fixed height whatever loads into it (the admin menu and monitoring widget arrive after
 * the session check), so the page below never moves.
 * `adminSlot` is drawn for administrators only (the app fills it, e.g. with the monitoring widget).
 */
export function AppNav({ adminSlot }: { adminSlot?: ReactNode }) {
  const { user } = useSession();
  const validation = useSessionValidation(Boolean(user));
  const isAdmin = validation.data?.is_admin === true;
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [open, setOpen] = useMobileMenu();
  const founding = useSubscription(user?.id).data?.tier === 'founding';

  const items = isAdmin ? [...APP_NAV, ADMIN_NAV] : APP_NAV;

  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <nav
        aria-label="App"
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 lg:h-16 lg:flex-nowrap lg:py-0"
      >
        <div className="flex shrink-0 items-center gap-2">
          <Link to="/app" className="rounded" aria-label="AnglerScout dashboard">
            <Logo />
          </Link>
          {founding ? <FoundingBadge className="hidden sm:inline-flex" /> : null}
        </div>
        {user ? (
          <>
            <MobileMenuToggle
              open={open}
              setOpen={setOpen}
              controls="app-menu"
              hiddenFrom="lg:hidden"
            />
            <div id="app-menu" className={`${open ? 'block' : 'hidden'} w-full lg:block lg:w-auto`}>
              <ul className="flex flex-col gap-1 pb-2 lg:flex-row lg:items-center lg:gap-0.5 lg:pb-0">
                {items.map((item) => (
                  <li key={item.label}>
                    {isMenu(item) ? (
                      <AppNavMenu menu={item} />
                    ) : (
                      <NavLink to={item.to} end className={linkClass}>
                        {item.label}
                      </NavLink>
                    )}
                  </li>
                ))}
                {isAdmin && adminSlot ? <li>{adminSlot}</li> : null}
                <li>
                  <button
                    type="button"
                    disabled={signingOut}
                    aria-busy={signingOut}
                    onClick={() => {
                      setSigningOut(true);
                      void signOut({ navigate: (to) => navigate(to, { replace: true }) });
                    }}
                    className="block w-full rounded-md px-3 py-2 text-left text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 disabled:opacity-60 lg:w-auto lg:px-2.5"
                  >
                    {signingOut ? 'Signing out...' : 'Sign Out'}
                  </button>
                </li>
              </ul>
            </div>
          </>
        ) : null}
      </nav>
    </header>
  );
}
