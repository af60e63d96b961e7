import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '#web/lib/api-client.js';
import { showPleaseLogin } from '#web/lib/please-login.js';

/** No answer or a server failure: the page offers a retry instead of sending the member away. */
export const isConnectionFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * When the product list answers failure, the info alert 'Please Login'
 * and the home. `askedAsMember`: a 401 to a member's call has already ended the session, and the
 * app showed that same alert then.
 */
export function usePleaseLoginGate(error: unknown, askedAsMember: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error || isConnectionFailure(error)) return;
    const alreadyShown = askedAsMember && error instanceof ApiError && error.status === 401;
    if (!alreadyShown) showPleaseLogin('insurance-please-login');
    navigate('/b2c/chome', { replace: true });
  }, [error, askedAsMember, navigate]);
}
