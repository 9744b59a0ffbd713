import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { loadAppConfig } from '../api/get-app-config';
import classes from './demo-video-section.module.css';
import landing from './landing.module.css';

// what the embedded player may use (its host's own list)
const PLAYER_PERMISSIONS =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

type PlayerState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; videoUrl: string };

/** The visitor already pressed play, so the embedded player may start at once. */
function autoplayUrl(url: string) {
  const src = new URL(url, window.location.origin);
  src.searchParams.set('autoplay', '1');
  return src.toString();
}

/**
 * A click-to-load video: until the visitor presses play nothing is requested from the video host (no cookies, no
 * tracking, no weight); then the player's address comes from GET /api/config and an <iframe> replaces the poster.
 */
export function DemoVideoSection() {
  const { t } = useLingui();
  const [player, setPlayer] = useState<PlayerState>({ status: 'idle' });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const isReady = player.status === 'ready';

  useEffect(() => {
    // the play button disappears with the poster; keyboard focus moves to the player that replaced it
    if (isReady) frameRef.current?.focus();
  }, [isReady]);

  const play = async () => {
    setPlayer({ status: 'loading' });
    try {
      const { demoVideoUrl } = await loadAppConfig();
      setPlayer({ status: 'ready', videoUrl: autoplayUrl(demoVideoUrl) });
    } catch {
      setPlayer({ status: 'error' });
    }
  };

  return (
    <section id="demo" className={`${landing.section} ${landing.sectionAlt}`} aria-labelledby="demo-title">
      <Container size="lg">
        <div className={landing.sectionIntro}>
          <Text className={landing.eyebrow}>
            <Trans>Demo</Trans>
          </Text>
          <Title id="demo-title" order={2} mt={8}>
            <Trans>See HabitSprint in action</Trans>
          </Title>
          <Text mt="sm" fz="lg" className={landing.muted}>
            <Trans>
              A short tour from creating a challenge to your first check-in and a place on the leaderboard.
            </Trans>
          </Text>
        </div>
        <div className={classes.frame}>
          {player.status === 'ready' ? (
            <iframe
              ref={frameRef}
              className={classes.player}
              src={player.videoUrl}
              title={t`HabitSprint demo video`}
              allow={PLAYER_PERMISSIONS}
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          ) : (
            <>
              <img
                src="/images/demo-poster.svg"
                alt=""
                width={960}
                height={540}
                loading="lazy"
                className={classes.poster}
              />
              {player.status === 'error' ? (
                <div className={classes.overlay} role="alert">
                  <span className={classes.playLabel}>
                    <Trans>The video could not be loaded.</Trans>
                  </span>
                  <Button variant="white" color="dark" onClick={play}>
                    <Trans>Try Again</Trans>
                  </Button>
                </div>
              ) : (
                <button
                  type="button"
                  className={classes.playButton}
                  onClick={play}
                  aria-describedby="demo-note"
                  aria-busy={player.status === 'loading'}
                  disabled={player.status === 'loading'}
                >
                  <span className={classes.playIcon}>
                    {player.status === 'loading' ? (
                      <span className={classes.spinner} />
                    ) : (
                      <svg width="34" height="34" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path
                          d="M6 4v16a1 1 0 0 0 1.524 .852l13 -8a1 1 0 0 0 0 -1.704l-13 -8a1 1 0 0 0 -1.524 .852z"
                          fill="currentColor"
                        />
                      </svg>
                    )}
                  </span>
                  <span className={classes.playLabel}>
                    {player.status === 'loading' ? (
                      <Trans>Loading video...</Trans>
                    ) : (
                      <Trans>Play Demo Video</Trans>
                    )}
                  </span>
                </button>
              )}
            </>
          )}
        </div>
        <Text id="demo-note" fz="sm" ta="center" mt="md" className={landing.muted}>
          <Trans>The video comes from an external video service and loads only when you press play.</Trans>
        </Text>
      </Container>
    </section>
  );
}
