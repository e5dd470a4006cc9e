import type { ReactNode } from 'react';

/** The skip link's target; focusable by script so route changes can move focus here. */
export const MAIN_CONTENT_ID = 'main-content';

export function MainContent({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`outline-none ${className}`}>
      {children}
    </main>
  );
}

/** The first focusable element on every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      Skip to main content
    </a>
  );
}
