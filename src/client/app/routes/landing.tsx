import { lazy, Suspense, useState } from 'react';
import { BenefitsSection } from '#client/features/landing/components/benefits-section';
import { ClosingCtaSection } from '#client/features/landing/components/closing-cta-section';
import { ComingSoonSection } from '#client/features/landing/components/coming-soon-section';
import { DemoVideoSection } from '#client/features/landing/components/demo-video-section';
import { HeroSection } from '#client/features/landing/components/hero-section';
import { HowItWorksSection } from '#client/features/landing/components/how-it-works-section';
import { LandingFooter } from '#client/features/landing/components/landing-footer';
import { LandingHeader } from '#client/features/landing/components/landing-header';
import { LandingPageLayout } from '#client/features/landing/components/landing-page-layout';

// The landing page's JavaScript is kept under 100 KB gzipped (decision 050), so what most visitors never need loads
// on demand: the waitlist dialog (with @mantine/form, the modal and the validation schema).
const loadWaitlistDialog = () => import('#client/features/waitlist/components/waitlist-dialog');
const WaitlistDialog = lazy(() =>
  loadWaitlistDialog().then((module) => ({ default: module.WaitlistDialog })),
);

/**
 * product-rules.md#what-the-product-is: the marketing page at / and /landing, with the waitlists of upcoming
 * features. Who is signed in comes from outside: the prerendered page (landing-app.tsx) learns it after hydration.
 */
export function LandingPage({ isSignedIn }: { isSignedIn: boolean }) {
  // the feature outlives `isWaitlistOpen` so the dialog keeps its title while it animates closed
  const [waitlistFeature, setWaitlistFeature] = useState<string | null>(null);
  const [isWaitlistOpen, setIsWaitlistOpen] = useState(false);

  const openWaitlist = (feature: string) => {
    setWaitlistFeature(feature);
    setIsWaitlistOpen(true);
  };

  return (
    <LandingPageLayout>
      <LandingHeader isSignedIn={isSignedIn} />
      <main>
        <HeroSection isSignedIn={isSignedIn} />
        <DemoVideoSection />
        <HowItWorksSection />
        <BenefitsSection />
        <ComingSoonSection onJoinWaitlist={openWaitlist} onWaitlistIntent={() => void loadWaitlistDialog()} />
        <ClosingCtaSection />
      </main>
      <LandingFooter />
      {waitlistFeature && (
        <Suspense fallback={null}>
          <WaitlistDialog
            feature={waitlistFeature}
            opened={isWaitlistOpen}
            onClose={() => setIsWaitlistOpen(false)}
          />
        </Suspense>
      )}
    </LandingPageLayout>
  );
}
