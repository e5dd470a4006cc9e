import { Accordion } from '@/components/ui/accordion.tsx';
import { HELP_FAQ } from '../data/help-faq.ts';

export function HelpFaqContent() {
  return (
    <>
      {HELP_FAQ.map((section) => (
        <section key={section.id} aria-labelledby={`help-${section.id}`} className="mb-10">
          <h2 id={`help-${section.id}`}>{section.heading}</h2>
          <Accordion
            items={section.entries.map((entry) => ({
              id: entry.id,
              title: entry.question,
              content: <p>{entry.answer}</p>,
            }))}
          />
        </section>
      ))}
    </>
  );
}
