import type { ReactNode } from 'react';

/** The frame of every admin screen: a heading, what the screen is for, then its content. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          {intro ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

export const panelClass = 'mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
export const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
