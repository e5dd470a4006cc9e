import { Accordion } from '@/components/ui/accordion.tsx';
import { LandingSection } from './landing-section.tsx';
import { LANDING_FAQ } from '../data/landing-faq.ts';

const ITEMS = LANDING_FAQ.map((entry) => ({
  id: entry.id,
  title: entry.question,
  content: <p>{entry.answer}</p>,
}));

export function FaqSection() {
  return (
    <LandingSection id="faq" title="Frequently Asked Questions" tinted>
      <Accordion items={ITEMS} className="mx-auto max-w-3xl" />
    </LandingSection>
  );
}
