import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavMenuItem } from './app-nav-items.ts';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900'}`;

/**
 * A navigation dropdown as a disclosure (a button that shows a list of links), the pattern WAI-ARIA
 * recommends for site navigation. Enter/Space toggles; ArrowDown opens and moves into the list;
 * arrows move between links; Escape closes and returns focus to the button; focus leaving closes it.
 */
export function AppNavMenu({ menu }: { menu: NavMenuItem }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const active = menu.items.some((item) => pathname === item.to);

  useEffect(() => setOpen(false), [pathname]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    }
  };

  const onListKey = (event: KeyboardEvent) => {
    const index = links().findIndex((link) => link === document.activeElement);
    if (event.key === 'ArrowDown') focusLink(index + 1);
    else if (event.key === 'ArrowUp') focusLink(index - 1);
    else if (event.key === 'Home') focusLink(0);
    else if (event.key === 'End') focusLink(-1);
    else if (event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      className="relative"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
        className={`flex w-full items-center justify-between gap-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap lg:w-auto lg:px-2.5 ${active ? 'text-brand-900' : 'text-slate-700'} hover:bg-brand-50 hover:text-brand-900`}
      >
        {menu.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul
        id={listId}
        ref={listRef}
        hidden={!open}
        onKeyDown={onListKey}
        className="mt-1 flex flex-col gap-1 border-l-2 border-brand-100 pl-2 lg:absolute lg:right-0 lg:z-40 lg:min-w-52 lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white lg:p-2 lg:pl-2 lg:shadow-lg"
      >
        {menu.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={itemClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
