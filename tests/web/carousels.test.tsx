import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER } from '#shared/constants.js';
import { SnapRow } from '#web/components/snap-row.js';
import { AUTOPLAY_LABELS, BannerCarousel } from '#web/features/home/banner-carousel.js';
import { homeFixture } from './fixtures/home-data';

const wrap = (node: ReactNode) =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );

const track = () => screen.getAllByTestId('banner-slide')[0]!.parentElement!;
const shownSlide = () => Number(/translate3d\(-?(\d+)%/.exec(track().style.transform)?.[1] ?? NaN) / 100;

afterEach(() => vi.useRealTimers());

// jsdom has no PointerEvent; a MouseEvent carries the clientX the swipe reads.
if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent });

describe('home banner', () => {
  const apps = homeFixture.coopData;
  const slides = homeFixture.slides; // three slides

  it('moves to the next slide every 5 s with the 1 s transition, and loops on to the first', () => {
    vi.useFakeTimers();
    wrap(<BannerCarousel slides={slides} apps={apps} />);
    expect(shownSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(BANNER.autoplayMs));
    expect(shownSlide()).toBe(1);
    expect(track().style.transition).toBe(`transform ${BANNER.transitionMs}ms ${BANNER.easing}`);
    act(() => vi.advanceTimersByTime(BANNER.autoplayMs * 2));
    // The third move goes on to the copy of the first slide, which then becomes the first itself.
    expect(shownSlide()).toBe(3);
    fireEvent.transitionEnd(track());
    expect(shownSlide()).toBe(0);
    expect(track().style.transition).toBe('none');
  });

  it('holds the autoplay while the pointer is on the banner', () => {
    vi.useFakeTimers();
    wrap(<BannerCarousel slides={slides} apps={apps} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    act(() => vi.advanceTimersByTime(BANNER.autoplayMs * 3));
    expect(shownSlide()).toBe(0);
  });

  it('goes back from the first slide to the last with Previous, and on with Next', async () => {
    wrap(<BannerCarousel slides={slides} apps={apps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await vi.waitFor(() => expect(shownSlide()).toBe(2));
  });

  it('changes slide on a sideways swipe but not on a tap', () => {
    wrap(<BannerCarousel slides={slides} apps={apps} />);
    const viewport = track().parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 290 });
    expect(shownSlide()).toBe(0);
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 100 });
    expect(shownSlide()).toBe(1);
  });

  it('keeps the copy of the first slide away from screen readers and the keyboard', () => {
    const { container } = wrap(<BannerCarousel slides={slides} apps={apps} />);
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(3);
    const copy = container.querySelector('[inert]');
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect(copy?.textContent).toContain(slides[0]!.title);
  });

  it('stops and restarts the autoplay from its pause/play control, whose name says the state', () => {
    vi.useFakeTimers();
    wrap(<BannerCarousel slides={slides} apps={apps} />);
    const control = screen.getByRole('button', { name: AUTOPLAY_LABELS.pause });
    fireEvent.click(control);
    expect(control.getAttribute('aria-label')).toBe(AUTOPLAY_LABELS.play);
    act(() => vi.advanceTimersByTime(BANNER.autoplayMs * 3));
    expect(shownSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: AUTOPLAY_LABELS.play }));
    expect(control.getAttribute('aria-label')).toBe(AUTOPLAY_LABELS.pause);
    act(() => vi.advanceTimersByTime(BANNER.autoplayMs));
    expect(shownSlide()).toBe(1);
  });

  it('does not autoplay when the system asks for reduced motion, and says so on its control', () => {
    vi.useFakeTimers();
    const plain = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...plain(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    });
    try {
      wrap(<BannerCarousel slides={slides} apps={apps} />);
      act(() => vi.advanceTimersByTime(BANNER.autoplayMs * 2));
      expect(shownSlide()).toBe(0);
      expect(screen.getAllByRole('button', { name: AUTOPLAY_LABELS.play })).toHaveLength(1);
    } finally {
      window.matchMedia = plain;
    }
  });

  it('brings in the slide whose link gets the focus', () => {
    wrap(<BannerCarousel slides={slides} apps={apps} />);
    fireEvent.focus(screen.getAllByTestId('banner-slide')[2]!);
    expect(shownSlide()).toBe(2);
  });
});

describe('card row', () => {
  it('scrolls by a screenful less one card and greys out the arrow at each end', () => {
    wrap(
      <SnapRow
        data-testid="row"
        slideWidth={300}
        height={200}
        previousLabel="Previous cards"
        nextLabel="Next cards"
        slides={['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, node: <p>{key}</p> }))}
      />,
    );
    const row = screen.getByText('a').parentElement!.parentElement!;
    Object.defineProperty(row, 'clientWidth', { value: 1000 });
    Object.defineProperty(row, 'scrollWidth', { value: 1600 });
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy as unknown as typeof row.scrollBy;
    fireEvent.scroll(row);
    const previous = screen.getByRole('button', { name: 'Previous cards' });
    const next = screen.getByRole('button', { name: 'Next cards' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(next.hasAttribute('disabled')).toBe(false);

    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 700, behavior: 'smooth' });

    row.scrollLeft = 600;
    fireEvent.scroll(row);
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(previous.hasAttribute('disabled')).toBe(false);
  });
});
