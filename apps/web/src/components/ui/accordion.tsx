import type { ReactNode } from 'react';

interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  className?: string;
}

/**
 * Question-and-answer list built on native <details>/<summary>: the browser exposes each title as
 * an expandable button with its state, handles Enter/Space, and it works before any script runs.
 * It costs the landing page no JavaScript, unlike a scripted accordion (about 9 KB gzip).
 */
export function Accordion({ items, className = '' }: AccordionProps) {
  return (
    <div
      className={`divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white ${className}`}
    >
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold text-brand-900 hover:bg-brand-50 sm:px-5 [&::-webkit-details-marker]:hidden">
            <span>{item.title}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            >
              <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <div className="px-4 pb-4 text-slate-700 sm:px-5">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
