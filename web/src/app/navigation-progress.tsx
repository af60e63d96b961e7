import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import classes from './navigation-progress.module.css';
import { useNavigationPending } from './portal-router';

/** A load quicker than this shows no bar: a bar that flashes reads as a flicker, not as progress. */
export const PROGRESS_DELAY_MS = 150;
const PROGRESS_HOLD_MS = 100;

/**
 * A bar across the top of the window while a page is on its way: its code while the old page stays
 * on screen, then the first data it waits for. Without it, on a slow line a menu click seemed to do
 * nothing for seconds. Refetches of data already shown do not count.
 */
export function NavigationProgress() {
  const navigating = useNavigationPending();
  const firstDataLoading = useIsFetching({ predicate: (query) => query.state.data === undefined }) > 0;
  const busy = navigating || firstDataLoading;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // Hidden a moment late too: between a page's code arriving and the page asking for its data
    // nothing loads for a few milliseconds, and the bar should not blink there.
    const timer = setTimeout(() => setShown(busy), busy ? PROGRESS_DELAY_MS : PROGRESS_HOLD_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!shown) return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label="Loading page" data-testid="navigation-progress">
      <div className={classes.runner} />
    </div>
  );
}
