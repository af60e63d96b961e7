import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { showPleaseLogin } from '../lib/please-login';
import { useIsLoggedIn } from '../lib/session-storage';

/** Pages that require login: a visitor gets the 'Please Login' alert and chome. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const member = useIsLoggedIn();
  useEffect(() => {
    if (!member) showPleaseLogin('please-login');
  }, [member]);
  return member ? children : <Navigate to="/b2c/chome" replace />;
}
