import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { showPleaseLogin } from '../lib/please-login';
import { useIsLoggedIn } from '../lib/session-storage';

/**
 * Pages that require login: a visitor gets the 'Please Login' alert and chome; the alert's Login
 * button signs in and comes back to the page asked for.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const member = useIsLoggedIn();
  const { pathname, search } = useLocation();
  const asked = pathname + search;
  useEffect(() => {
    if (!member) showPleaseLogin('please-login', asked);
  }, [member, asked]);
  return member ? children : <Navigate to="/b2c/chome" replace />;
}
