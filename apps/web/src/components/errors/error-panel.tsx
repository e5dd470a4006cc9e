import type { ReactNode } from 'react';

/** The shared look of every error screen: a heading, an explanation, the error text and actions. */
export function ErrorPanel({
  title,
  description,
  detail,
  children,
  fullPage = false,
}: {
  title: string;
  description?: string;
  detail?: string;
  children?: ReactNode;
  fullPage?: boolean;
}) {
  // A full-page error is the page's only heading; inside a page it sits below the page's h1.
  const Heading = fullPage ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className={fullPage ? 'flex min-h-screen items-center justify-center bg-brand-50 p-4' : 'p-4'}
    >
      <div className="mx-auto w-full max-w-lg rounded-xl border border-red-200 bg-white p-6 shadow-sm">
        <Heading className="text-xl font-bold text-red-800">{title}</Heading>
        {description && <p className="mt-2 text-slate-700">{description}</p>}
        {detail && (
          <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words rounded bg-slate-100 p-3 text-sm text-slate-800">
            {detail}
          </pre>
        )}
        {children && <div className="mt-5 flex flex-wrap gap-3">{children}</div>}
      </div>
    </div>
  );
}
