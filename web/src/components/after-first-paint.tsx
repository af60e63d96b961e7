import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one task after the first paint, so below-the-fold sections do not hold
 * back the first screen on a slow phone. Until then it keeps `minHeight` of space (below the fold,
 * so nothing visible moves when they arrive).
 */
export function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit is painted, then the next task renders the rest.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready ? children : <div style={{ minHeight }} aria-hidden="true" />;
}
