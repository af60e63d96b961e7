import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import classes from './navigation-progress.module.css';
import { useNavigationPending } from './portal-router';

/** A load quicker than this shows no bar: a bar that flashes reads as a flicker, not as progress. */
export const PROGRESS_DELAY_MS = 150;

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
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);

  if (!busy || !shown) return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label="Loading page" data-testid="navigation-progress">
      <div className={classes.runner} />
    </div>
  );
}
