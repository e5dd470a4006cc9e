import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MARKETING_PATHS } from '../data/marketing-paths.ts';

/** The frame of every static public page: one h1, readable prose, and a Back to Home link. */
export function StaticPage({
  title,
  lead,
  children,
  wide = false,
  reserve = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Content that arrives later: the prose keeps most of a screen for it, so nothing jumps. */
  reserve?: boolean;
}) {
  return (
    <article className={`mx-auto px-4 py-10 sm:py-14 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      {lead && <div className="mt-3 text-lg text-slate-700">{lead}</div>}
      <div className={`page-prose mt-8 ${reserve ? 'min-h-[70vh]' : ''}`}>{children}</div>
      <p className="mt-12">
        <Link
          to={MARKETING_PATHS.home}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          <span aria-hidden="true">← </span>Back to Home
        </Link>
      </p>
    </article>
  );
}
