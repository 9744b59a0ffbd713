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
import { useSession } from '#client/features/session/hooks/use-session';

// The landing page is in the first bundle, so what most visitors never need loads on demand: the waitlist
// dialog (with @mantine/form, the modal and the validation schema).
const loadWaitlistDialog = () => import('#client/features/waitlist/components/waitlist-dialog');
const WaitlistDialog = lazy(() =>
  loadWaitlistDialog().then((module) => ({ default: module.WaitlistDialog })),
);

/**
 * product-rules.md#what-the-product-is: the marketing page at / and /landing, with the waitlists of upcoming
 * features.
 */
export function LandingPage() {
  const isSignedIn = useSession().user !== null;
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
