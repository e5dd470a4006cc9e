import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion.tsx';
import { LandingSection } from './landing-section.tsx';
import { LANDING_FAQ } from '../data/landing-faq.ts';

const ITEMS = LANDING_FAQ.map((entry) => ({
  id: entry.id,
  title: entry.question,
  content: (
    <p>
      {entry.answer}
      {entry.link ? (
        <>
          {' '}
          <Link
            to={entry.link.to}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {entry.link.label}
          </Link>
        </>
      ) : null}
    </p>
  ),
}));

export function FaqSection() {
  return (
    <LandingSection id="faq" title="Frequently Asked Questions" tinted>
      <Accordion items={ITEMS} className="mx-auto max-w-3xl" />
    </LandingSection>
  );
}
