import { Carousel } from '@mantine/carousel';
import { Box, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BANNER } from '../../../../../shared/constants';
import type { CoopData, Slide } from '../../../../../shared/schemas/home';
import { emblaDurationFor } from '../../../lib/embla-duration';
import { useIsMobile } from '../../../lib/media';
import { memberPath, present } from '../../../lib/text';
import classes from './banner-carousel.module.css';

// Spec section 9: 750 high, autoplay every 5 s, looping, a 1 s transition, no dots, full width.
const DURATION = emblaDurationFor(BANNER.transitionMs);

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
        <Button component="a" href={apps.iosAppUrl} target="_blank" rel="noopener noreferrer" size="lg" variant="white" color="dark">
          Download on the App Store
        </Button>
      )}
      {present(apps.androidAppUrl) && (
        <Button component="a" href={apps.androidAppUrl} target="_blank" rel="noopener noreferrer" size="lg" variant="white" color="dark">
          Get it on Google Play
        </Button>
      )}
    </>
  );
}

/** The slide artwork's own size (1600 by the banner's height); the attributes reserve its box before it loads. */
const ART_WIDTH = 1600;

export function BannerSlide({ slide, apps, headingOrder, first = false }: { slide: Slide; apps: AppLinks; headingOrder: 1 | 2; first?: boolean }) {
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
  // A new plugin instance per render would restart the timer; keep one per motion preference.
  const plugins = useMemo(
    () => (reduceMotion ? [] : [Autoplay({ delay: BANNER.autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })]),
    [reduceMotion],
  );
  // The page's largest paint is the first slide: it shows alone, in the carousel's box, and the
  // carousel (Embla, the other slides, the controls) replaces it in the task after that frame.
  const [live, setLive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLive(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (slides.length === 0) return null;

  return (
    <Box component="section" aria-roledescription="carousel" aria-label="Highlights">
      {!live ? (
        <Box h={BANNER.height}>
          <BannerSlide slide={slides[0]!} apps={apps} headingOrder={1} first />
        </Box>
      ) : (
      <Carousel
        height={BANNER.height}
        slideSize="100%"
        withIndicators={BANNER.dots}
        withControls={slides.length > 1 && !isMobile}
        plugins={plugins}
        emblaOptions={{ loop: BANNER.loop, duration: reduceMotion ? 0 : DURATION }}
        previousControlProps={{ 'aria-label': 'Previous slide' }}
        nextControlProps={{ 'aria-label': 'Next slide' }}
      >
        {slides.map((slide, index) => (
          <Carousel.Slide key={`${index}-${slide.title}`} data-testid="banner-slide" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            {/* The first slide's title is the page's main heading. */}
            <BannerSlide slide={slide} apps={apps} headingOrder={index === 0 ? 1 : 2} first={index === 0} />
          </Carousel.Slide>
        ))}
      </Carousel>
      )}
    </Box>
  );
}
