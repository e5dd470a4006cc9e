import { LandingSection } from './landing-section.tsx';
import { TESTIMONIAL_NOTE, TESTIMONIALS } from '../data/landing-content.ts';

export function TestimonialsSection() {
  return (
    <LandingSection id="testimonials" title="What Anglers Say" intro={TESTIMONIAL_NOTE} tinted>
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.who}>
            <figure className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <blockquote className="text-slate-800">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm font-semibold text-brand-700">
                {item.who}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
