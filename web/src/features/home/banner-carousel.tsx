import { ActionIcon, Box, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BANNER } from '#shared/constants.js';
import type { CoopData, Slide } from '#shared/schemas/home.js';
import { Chevron } from '#web/components/snap-row.js';
import { useIsMobile } from '#web/lib/media.js';
import { memberPath, present } from '#web/lib/text.js';
import classes from './banner-carousel.module.css';

// 750 high, autoplay every 5 s, looping, a 1 s transition, no dots, full width.
// A CSS transform moves the slides: no carousel library measuring the slides in long tasks.
/** How far a finger must travel sideways to change the slide. */
const SWIPE_PX = 40;
/** The pause/play control's names: each says what the slide show does now and what a press does. */
export const AUTOPLAY_LABELS = {
  pause: 'Pause the slide show (playing)',
  play: 'Play the slide show (paused)',
} as const;

type AppLinks = Pick<CoopData, 'iosAppUrl' | 'androidAppUrl'>;

function CustomButton({ button, context }: { button: Slide['customButton']; context: string }) {
  // A title like 'Learn more' says nothing out of context (link lists of screen readers): the
  // slide's title follows it for them, unseen.
  const label = (
    <>
      {button.buttonTitle}
      <VisuallyHidden component="span">: {context}</VisuallyHidden>
    </>
  );
  if (present(button.outsideUrl)) {
    return (
      <Button component="a" href={button.outsideUrl} target="_blank" rel="noopener noreferrer" size="lg">
        {label}
      </Button>
    );
  }
  if (!present(button.buttonRoute)) return null;
  return (
    <Button component={Link} to={memberPath(button.buttonRoute)} size="lg">
      {label}
    </Button>
  );
}

function StoreButtons({ apps }: { apps: AppLinks }) {
  return (
    <>
      {present(apps.iosAppUrl) && (
        <Button
          component="a"
          href={apps.iosAppUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          variant="white"
          color="dark"
        >
          Download on the App Store
        </Button>
      )}
      {present(apps.androidAppUrl) && (
        <Button
          component="a"
          href={apps.androidAppUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          variant="white"
          color="dark"
        >
          Get it on Google Play
        </Button>
      )}
    </>
  );
}

const PauseIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
    <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M4 2.5v11a.75.75 0 0 0 1.14.64l9-5.5a.75.75 0 0 0 0-1.28l-9-5.5A.75.75 0 0 0 4 2.5z" fill="currentColor" />
  </svg>
);

/** The slide artwork's own size (1600 by the banner's height); the attributes reserve its box before it loads. */
const ART_WIDTH = 1600;

export function BannerSlide({
  slide,
  apps,
  headingOrder,
  first = false,
}: {
  slide: Slide;
  apps: AppLinks;
  headingOrder: 1 | 2;
  first?: boolean;
}) {
  return (
    <Box className={classes.slide}>
      {/* The first slide is the page's largest paint: fetched first; the others wait their turn. */}
      <img
        src={slide.image}
        alt=""
        width={ART_WIDTH}
        height={BANNER.height}
        className={classes.art}
        data-testid="banner-image"
        fetchPriority={first ? 'high' : 'low'}
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? 'sync' : 'async'}
      />
      <Container size="xl" h="100%" px={{ base: 48, md: 72 }} className={classes.content}>
        <Stack gap="md" maw={640}>
          {present(slide.upperTitle) && (
            <Text tt="uppercase" fw={700} className={classes.upperTitle}>
              {slide.upperTitle}
            </Text>
          )}
          <Title order={headingOrder} className={classes.title}>
            {slide.title}
          </Title>
          {present(slide.legend) && (
            <Text size="lg" className={classes.legend}>
              {slide.legend}
            </Text>
          )}
          <Group gap="sm">
            {slide.showMobileButtons === 1 && <StoreButtons apps={apps} />}
            {slide.showCustom === 1 && <CustomButton button={slide.customButton} context={slide.title} />}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

export function BannerCarousel({ slides, apps }: { slides: readonly Slide[]; apps: AppLinks }) {
  const reduceMotion = useReducedMotion();
  // On a phone the arrows would cover the text; swiping works there.
  const isMobile = useIsMobile();
  const count = slides.length;
  const looping = BANNER.loop && count > 1;
  // 0..count-1 are the slides; count is a copy of the first, so the loop goes on forward and then
  // jumps back to 0 unseen when the move ends.
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(false);
  const paused = useRef(false);
  // The member's own choice from the pause/play control; until then the slides play unless the
  // system asks for reduced motion.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = count > 1 && (chosen ?? !reduceMotion);
  const swipe = useRef<number | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  // The index as of the last render, for moves made from timers and handlers.
  const at = useRef(index);
  at.current = index;
  const go = useCallback(
    (next: number, smooth: boolean) => {
      at.current = next;
      setAnimate(smooth && !reduceMotion);
      setIndex(next);
    },
    [reduceMotion],
  );
  const move = useCallback(
    (step: 1 | -1) => {
      const current = at.current;
      if (count < 2 || current >= count) return; // a move to the copy is still under way
      if (step === 1) {
        const next = current + 1;
        go(next === count && (!looping || reduceMotion) ? 0 : next, true);
      } else if (current > 0) {
        go(current - 1, true);
      } else if (looping) {
        // Jump to the copy of the first slide unseen, then move back from it a frame later.
        go(count, false);
        requestAnimationFrame(() => requestAnimationFrame(() => go(count - 1, true)));
      }
    },
    [count, go, looping, reduceMotion],
  );

  // Autoplay every 5 s, held while the pointer or the focus is on the banner.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (!paused.current && document.visibilityState === 'visible') move(1);
    }, BANNER.autoplayMs);
    return () => clearInterval(timer);
  }, [move, playing]);

  // A move that ended on the copy of the first slide jumps to the real one.
  const settle = () => {
    if (index === count) go(0, false);
  };
  if (count === 0) return null;
  const shown = looping ? [...slides, slides[0]!] : slides;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      className={classes.banner}
      h={BANNER.height}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <div
        ref={viewport}
        className={classes.viewport}
        onPointerDown={(event) => (swipe.current = event.clientX)}
        onPointerUp={(event) => {
          const start = swipe.current;
          swipe.current = null;
          if (start === null || !(Math.abs(event.clientX - start) >= SWIPE_PX)) return;
          move(event.clientX < start ? 1 : -1);
        }}
        onPointerCancel={() => (swipe.current = null)}
      >
        <div
          className={classes.track}
          style={{
            transform: `translate3d(${-index * 100}%, 0, 0)`,
            transition: animate ? `transform ${BANNER.transitionMs}ms ${BANNER.easing}` : 'none',
          }}
          onTransitionEnd={(event) => event.target === event.currentTarget && settle()}
        >
          {shown.map((slide, i) => {
            const copy = i === count;
            return (
              <div
                key={copy ? 'copy' : `${i}-${slide.title}`}
                className={classes.frame}
                data-testid={copy ? undefined : 'banner-slide'}
                aria-roledescription={copy ? undefined : 'slide'}
                aria-label={copy ? undefined : `${i + 1} of ${count}`}
                aria-hidden={copy || undefined}
                inert={copy || undefined}
                // A link reached with Tab on a slide out of sight brings its slide in.
                onFocus={() => {
                  if (viewport.current) viewport.current.scrollLeft = 0;
                  if (!copy && i !== index) go(i, true);
                }}
              >
                {/* The first slide's title is the page's main heading. */}
                <BannerSlide slide={slide} apps={apps} headingOrder={i === 0 ? 1 : 2} first={i === 0} />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        // Moving content a member cannot stop distracts and hinders reading: a control on every
        // screen, the phone's too.
        <ActionIcon
          className={`${classes.control} ${classes.autoplay}`}
          variant="white"
          color="dark"
          radius="xl"
          size={40}
          aria-label={playing ? AUTOPLAY_LABELS.pause : AUTOPLAY_LABELS.play}
          onClick={() => setChosen(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </ActionIcon>
      )}
      {count > 1 && !isMobile && (
        <>
          <ActionIcon
            className={`${classes.control} ${classes.previous}`}
            variant="white"
            color="dark"
            radius="xl"
            size={40}
            aria-label="Previous slide"
            onClick={() => move(-1)}
          >
            <Chevron direction="left" />
          </ActionIcon>
          <ActionIcon
            className={`${classes.control} ${classes.next}`}
            variant="white"
            color="dark"
            radius="xl"
            size={40}
            aria-label="Next slide"
            onClick={() => move(1)}
          >
            <Chevron direction="right" />
          </ActionIcon>
        </>
      )}
    </Box>
  );
}
