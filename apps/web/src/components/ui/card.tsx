import { useId, type ReactNode } from 'react';

/** A white card named by its heading (a section labelled by its h2); the body starts below it. */
export function Card({
  title,
  children,
  className = '',
  testId,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}
    >
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
