import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './snap-row.module.css';

interface SnapRowProps {
  /** Each slide's content; keys are the caller's. */
  slides: readonly { key: string; node: ReactNode }[];
  slideWidth: number;
  height: number;
  previousLabel: string;
  nextLabel: string;
  'data-testid'?: string;
}

/**
 * A row of cards that scrolls sideways (the home page's national deals and insurance): CSS scroll
 * snapping does the work, the two arrows scroll by about a screenful and grey out at the ends.
 */
export function SnapRow({ slides, slideWidth, height, previousLabel, nextLabel, 'data-testid': testId }: SnapRowProps) {
  const track = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();
  const [ends, setEnds] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEnds((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    // A screenful less one card's width, so the card at the edge stays in sight.
    const step = Math.max(slideWidth, el.clientWidth - slideWidth);
    el.scrollBy({ left: direction * step, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <div className={classes.wrap} data-testid={testId}>
      <ActionIcon
        className={`${classes.control} ${classes.previous}`}
        variant="default"
        radius="xl"
        size={32}
        aria-label={previousLabel}
        disabled={ends.start}
        onClick={() => scroll(-1)}
      >
        <Chevron direction="left" />
      </ActionIcon>
      <div ref={track} className={classes.track}>
        {slides.map((slide) => (
          <div key={slide.key} className={classes.slide} style={{ width: slideWidth, maxWidth: '100%', height }}>
            {slide.node}
          </div>
        ))}
      </div>
      <ActionIcon
        className={`${classes.control} ${classes.next}`}
        variant="default"
        radius="xl"
        size={32}
        aria-label={nextLabel}
        disabled={ends.end}
        onClick={() => scroll(1)}
      >
        <Chevron direction="right" />
      </ActionIcon>
    </div>
  );
}

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
