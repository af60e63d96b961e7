import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { NavigationProgress } from './app/navigation-progress';
import { PortalRouter } from './app/portal-router';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { AppRoutes, startFirstScreen } from './app/router';
import { startServiceWorker } from './app/service-worker';
import { startWebVitals } from './app/web-vitals';

const queryClient = createQueryClient();
startFirstScreen(window.location, queryClient);
startServiceWorker();
startWebVitals();

// The shell in index.html can paint first: React's first render (the costly part on a slow phone)
// starts in a task of its own, while the data and page chunk are already on their way. (Not
// after a requestAnimationFrame: a browser that holds frames back would hold the render too.)
setTimeout(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in short slices rather than one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <PortalRouter>
            <NavigationProgress />
            <AppRoutes />
          </PortalRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
});
