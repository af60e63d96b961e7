import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one task after the first paint, so below-the-fold sections do not hold
 * back the first screen on a slow phone. Until then it keeps `minHeight` of space (below the fold,
 * so nothing visible moves when they arrive).
 */
export function AfterFirstPaint({
  children,
  minHeight,
  step = 0,
}: {
  children: ReactNode;
  minHeight: number;
  step?: number;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit is painted, then the next task renders the rest.
    // Each later step waits one more task, so sections commit one per task, never all in one.
    const frame = requestAnimationFrame(() => {
      let left = step;
      // A transition: React renders the section in slices of a few milliseconds, not one long task.
      const next = () => (left-- > 0 ? (timer = setTimeout(next)) : startTransition(() => setReady(true)));
      timer = setTimeout(next);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [step]);
  return ready ? children : <div style={{ minHeight }} aria-hidden="true" />;
}
