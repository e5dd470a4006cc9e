import { MainContent } from '@/components/layouts/main-content.tsx';
import { LazyFooter } from '@/components/layouts/lazy-footer.tsx';
import { LandingHeader } from '../components/landing-header.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { CardGrid, LandingSection } from '../components/landing-section.tsx';
import { TestimonialsSection } from '../components/testimonials-section.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { FaqSection } from '../components/faq-section.tsx';
import { ClosingCta } from '../components/closing-cta.tsx';
import { FEATURES, SCENARIOS, STEPS } from '../data/landing-content.ts';

/** The landing page. Loaded eagerly: it is the first paint for most visitors. */
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <LandingHeader />
      <MainContent className="flex-1">
        <HeroSection />
        <LandingSection id="apart" title="What Sets Us Apart">
          <CardGrid cards={FEATURES} />
        </LandingSection>
        <LandingSection
          id="how"
          title="How It Works"
          intro="Three steps from a pin on the map to a plan for the water."
          tinted
        >
          <CardGrid cards={STEPS} numbered />
        </LandingSection>
        <LandingSection
          id="scenarios"
          title="Real-Life Scenarios"
          intro="Whoever you are on the water, the report meets you there."
        >
          <CardGrid cards={SCENARIOS} columns={2} />
        </LandingSection>
        <TestimonialsSection />
        <PricingSection />
        <FaqSection />
        <ClosingCta />
      </MainContent>
      <LazyFooter />
    </div>
  );
}
