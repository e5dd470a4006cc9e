import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router';

/** Open state of a phone menu, closed again on every navigation. */
export function useMobileMenu(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A phone menu left open after navigating would cover the new page.
  useEffect(() => setOpen(false), [pathname]);

  return [open, setOpen];
}

/**
 * The menu button shown below a breakpoint (md unless `hiddenFrom` says otherwise: the app's
 * longer bar folds up below lg); `controls` is the id of the menu it opens.
 */
export function MobileMenuToggle({
  open,
  setOpen,
  controls,
  hiddenFrom = 'md:hidden',
}: {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  controls: string;
  hiddenFrom?: 'md:hidden' | 'lg:hidden';
}) {
  return (
    <button
      type="button"
      className={`rounded-md p-2 text-brand-900 hover:bg-brand-50 ${hiddenFrom}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((value) => !value)}
    >
      <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
        <path
          d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
        />
      </svg>
    </button>
  );
}
