import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';

/** The frame every auth screen shares: logo, heading, optional sub-text, the body. */
export function AuthCard({
  heading,
  subtext,
  children,
}: {
  heading: string;
  subtext?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Link to="/" className="mb-6 inline-block" aria-label="AnglerScout home">
          <Logo />
        </Link>
        <h1 className="text-2xl font-bold text-brand-900">{heading}</h1>
        {subtext ? <p className="mt-1 text-slate-600">{subtext}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const authLinkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
