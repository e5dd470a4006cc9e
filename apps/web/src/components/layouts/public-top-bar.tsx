import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { MobileMenuToggle, useMobileMenu } from './mobile-menu.tsx';

/** The public top bar: Home, About, Contact, Sign In. */
const PUBLIC_NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Sign In', to: '/auth/signin' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-medium ${isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900'}`;

export function PublicTopBar() {
  const [open, setOpen] = useMobileMenu();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3"
      >
        <Link to="/" className="rounded" aria-label="AnglerScout home">
          <Logo />
        </Link>
        <MobileMenuToggle open={open} setOpen={setOpen} controls="public-menu" />
        <div id="public-menu" className={`${open ? 'block' : 'hidden'} w-full md:block md:w-auto`}>
          <ul className="flex flex-col gap-1 md:flex-row md:items-center">
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
