import '@mantine/carousel/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Title } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useState } from 'react';
import type { ChallengeDetail, TemplateChallenge } from '#shared/challenges/challenges.types';
import { TemplateCard } from './template-card';

interface TemplateCarouselProps {
  templates: TemplateChallenge[];
  onStarted: (challenge: ChallengeDetail) => void;
}

const CAROUSEL_ID = 'template-carousel';

/**
 * 'Start a New Challenge' (product-rules.md#templates): template cards, 1 per view on a phone, 2 on a tablet, 3 on a
 * wide screen. The arrows sit beside the heading rather than over the cards, where they would cover a card's text.
 */
export function TemplateCarousel({ templates, onStarted }: TemplateCarouselProps) {
  const { t } = useLingui();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [canScroll, setCanScroll] = useState({ previous: false, next: false });

  const connect = useCallback((api: EmblaCarouselType) => {
    const update = () => setCanScroll({ previous: api.canScrollPrev(), next: api.canScrollNext() });
    api.on('init', update).on('reInit', update).on('select', update);
    update();
    setEmbla(api);
  }, []);

  return (
    <section aria-labelledby="templates-heading">
      <Group justify="space-between" align="center" mb="md" gap="sm" wrap="nowrap">
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id="templates-heading">
          <Trans>Start a New Challenge</Trans>
        </Title>
        {(canScroll.previous || canScroll.next) && (
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`Previous templates`}
              aria-controls={CAROUSEL_ID}
              disabled={!canScroll.previous}
              onClick={() => embla?.scrollPrev()}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`Next templates`}
              aria-controls={CAROUSEL_ID}
              disabled={!canScroll.next}
              onClick={() => embla?.scrollNext()}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Carousel
        id={CAROUSEL_ID}
        aria-label={t`Template challenges`}
        slideSize={{ base: '100%', sm: '50%', lg: '33.3333%' }}
        slideGap="md"
        emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
        withControls={false}
        getEmblaApi={connect}
      >
        {templates.map((template) => (
          <Carousel.Slide key={template.id} aria-label={template.title}>
            <TemplateCard template={template} onStarted={onStarted} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
