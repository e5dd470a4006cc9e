import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { FOOTER_LOGO_LINK, FOOTER_SECTIONS, SOCIAL_LINKS } from './site-footer-links.ts';

const LINK_CLASS = 'text-brand-100 underline-offset-4 hover:text-white hover:underline';

/**
 * The public footer; loaded lazily through LazyFooter, hence the default export. `year` is for the
 * prerendered copy, which fills in the year when it is shown.
 */
export default function SiteFooter({ year }: { year?: string } = {}) {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <Link
            to={FOOTER_LOGO_LINK}
            className="inline-block rounded"
            aria-label="AnglerScout member dashboard"
          >
            <Logo light />
          </Link>
          <p className="mt-3 text-sm">
            No BS Angler Scouting Reports. Get the Intel. Go Catch More Fish.
          </p>
        </div>
        <nav aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="font-semibold text-white">
            Follow Us
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.to} rel="me noopener noreferrer" className={LINK_CLASS}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {FOOTER_SECTIONS.map((section) => {
          const id = `footer-${section.heading.toLowerCase().replace(/\s+/g, '-')}`;
          return (
            <nav key={section.heading} aria-labelledby={id}>
              <h2 id={id} className="font-semibold text-white">
                {section.heading}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {section.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={LINK_CLASS}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-sm">
        © {year ?? new Date().getFullYear()} AnglerScout. All rights reserved.
      </p>
    </footer>
  );
}
