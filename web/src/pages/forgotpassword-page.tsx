import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { openModal } from '../lib/modal-store';
import { useIsLoggedIn } from '../lib/session-storage';

const HOME = '/b2c/chome';

// /b2c/forgotpassword, for links and bookmarks: a visitor gets the login
// modal on its forgot-password view over the home page; a signed-in member just goes home.
export default function ForgotpasswordPage() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loggedIn) openModal('login', { recover: true });
    navigate(HOME, { replace: true });
  }, [loggedIn, navigate]);
  return null;
}
