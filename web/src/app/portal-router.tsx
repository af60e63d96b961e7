import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

const NavigationPending = createContext(false);

/**
 * True while a navigation has started but its page is not shown yet (its code chunk, or data a page
 * suspends on, is still on its way): the old page stays on screen meanwhile.
 */
export const useNavigationPending = () => useContext(NavigationPending);

/**
 * BrowserRouter, with one difference: it starts each navigation in a transition of its own, so it
 * knows while that transition waits. (BrowserRouter uses React's global startTransition, which
 * tells nobody; its history object is the same one, from the same function.)
 */
export function PortalRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
